import type { BadgeView } from '@app/shared/schemas/progress.ts'
import { BadgeIcon } from './badge-icon.tsx'
import { formatInstant } from '@app/shared/ui/format-dates.ts'

export type BadgesListProps = { badges: readonly BadgeView[] }

/** Every badge: earned ones lit with the date, locked ones dimmed and saying what earns them. */
export function BadgesList({ badges }: BadgesListProps) {
  const earned = badges.filter((b) => b.earned_at !== null).length
  return (
    <>
      <p className="pp-dash-hint" data-testid="badges-summary">
        {earned === 0 ? 'Log your first session to earn your first badge.' : `${earned} of ${badges.length} badges earned. Keep going!`}
      </p>
      <ul className="pp-badges">
        {badges.map((b) => (
          <BadgeItem key={b.id} badge={b} />
        ))}
      </ul>
    </>
  )
}

function BadgeItem({ badge }: { badge: BadgeView }) {
  const earned = badge.earned_at !== null
  return (
    <li className="pp-badges__item" data-earned={earned} data-testid={`badge-${badge.id}`}>
      <span className="pp-badges__icon">
        <BadgeIcon name={badge.icon} />
      </span>
      <span className="pp-badges__text">
        <strong className="pp-badges__name">{badge.name}</strong>
        <span className="pp-badges__description">{badge.description}</span>
        <span className="pp-badges__status">{badge.earned_at ? `Earned ${formatInstant(badge.earned_at)}` : 'Locked'}</span>
      </span>
    </li>
  )
}
