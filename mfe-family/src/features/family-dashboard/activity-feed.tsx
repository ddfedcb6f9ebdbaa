import { familyApi } from '@app/shared/api-client/family.ts'
import { relativeTime } from '@app/shared/domain/family/relative-time.ts'
import { LoadFailed } from '@app/shared/ui/load-failed.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import { Icon } from '@app/shared/ui/icon.tsx'
import { award, checkCircle, dumbbell, gamepad, trophy } from '@app/shared/ui/icon-shapes.ts'

const ICONS = {
  goal_completed: trophy,
  training_session: dumbbell,
  badge_earned: award,
  checkin: checkCircle,
  game_played: gamepad,
} as const
const loadFeed = (signal: AbortSignal) => familyApi.activity({ signal })

/** The Activity Feed tab: the children's last 7 days, newest first (docs/features/family.md). */
export function ActivityFeed() {
  const { load, reload } = useLoad(loadFeed)
  if (load.status === 'loading') return <Spinner label="Loading activity…" />
  if (load.status === 'failed') {
    return <LoadFailed message="We could not load the activity just now." onRetry={reload} />
  }
  if (load.data.length === 0) return <p data-testid="activity-feed">No recent activity to display</p>
  const now = Date.now()
  return (
    <ul className="pp-family__list" data-testid="activity-feed">
      {load.data.map((item, i) => (
        <li key={`${item.at}-${i}`} className="pp-family__row" data-testid="activity-item">
          <span>
            <Icon shape={ICONS[item.type]} size={18} className="pp-family__feed-icon" /> <strong>{item.member_name}</strong>{' '}
            {item.description}
          </span>
          <time className="pp-family__feed-time" dateTime={item.at}>
            {relativeTime(Date.parse(item.at), now)}
          </time>
        </li>
      ))}
    </ul>
  )
}
