import { relativeTime } from '@app/shared/domain/family/relative-time.ts'
import { PERMISSION_LABELS } from '@app/shared/domain/family/family.ts'
import type { ChildOverview } from '@app/shared/schemas/family.ts'
import { Link } from '@app/shared/routing/index.ts'
import { Icon } from '@app/shared/ui/icon.tsx'
import { flame } from '@app/shared/ui/icon-shapes.ts'

/** One child on the Overview tab (name, Player Level, streak, active goals, last activity), and any goals waiting for approval. */
export function ChildCard({ child, now, waiting = 0 }: { child: ChildOverview; now: number; waiting?: number }) {
  const name = `${child.first_name} ${child.last_name}`
  return (
    <li className="pp-card pp-family__card" data-testid="child-card">
      <h3>{name}</h3>
      <p>
        <span className="pp-family__stat" data-testid="child-player-level">
          Player Level {child.level}
        </span>{' '}
        · {child.level_title}
      </p>
      <p>
        <Icon shape={flame} size={18} className="pp-family__streak-icon" filled /> {child.current_streak}{' '}
        {child.current_streak === 1 ? 'day' : 'days'} streak
      </p>
      <p>
        {child.active_goals} active {child.active_goals === 1 ? 'goal' : 'goals'}
        {waiting > 0 && (
          <span data-testid="child-waiting">
            {' '}
            · <a href="#goal-approvals-title">{waiting} waiting for your approval</a>
          </span>
        )}
      </p>
      <p className="pp-family__muted">
        Last activity: {child.last_activity_at ? relativeTime(Date.parse(child.last_activity_at), now) : 'No activity yet'} ·{' '}
        {PERMISSION_LABELS[child.permission_level]}
      </p>
      <Link className="pp-btn pp-btn--secondary" to={`/app/family/member/${child.member_id}`}>
        View Details <span className="pp-visually-hidden">for {name}</span>
      </Link>
    </li>
  )
}
