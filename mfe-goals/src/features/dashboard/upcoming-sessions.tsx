import { PILLAR_COLORS, PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import { Link } from '@app/shared/routing/index.ts'
import type { UpcomingSession } from '@app/shared/schemas/goals.ts'
import { Badge } from '@app/shared/ui/badge.tsx'
import { formatCalendarDay } from './format-dates.ts'

export type UpcomingSessionsProps = { sessions: readonly UpcomingSession[] }

/**
 * The sessions planned in the goal wizard, soonest first: day, start time, minutes and the goal.
 * Beyond the spec, which saves planned sessions but never shows them again.
 */
export function UpcomingSessions({ sessions }: UpcomingSessionsProps) {
  if (sessions.length === 0) {
    return (
      <p className="pp-dash-empty" data-testid="upcoming-empty">
        No sessions planned. Plan some when you set goals with the <Link to="/app/player-selection">goal wizard</Link>.
      </p>
    )
  }
  return (
    <ol className="pp-recent">
      {sessions.map((s) => (
        <li key={s.id} className="pp-recent__item" data-testid="upcoming-session">
          <div className="pp-recent__head">
            <strong>
              <time dateTime={`${s.session_date}T${s.start_time}`}>
                {formatCalendarDay(s.session_date)} · {s.start_time}
              </time>
            </strong>
            <span>{s.duration} min</span>
          </div>
          <p className="pp-upcoming__goal">
            <Badge color={PILLAR_COLORS[s.pillar]}>{PILLAR_LABELS[s.pillar]}</Badge> {s.goal_title}
          </p>
          {s.notes && <p className="pp-recent__day">{s.notes}</p>}
        </li>
      ))}
    </ol>
  )
}
