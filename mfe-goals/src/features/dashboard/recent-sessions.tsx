import { PILLAR_COLORS } from '@app/shared/domain/goals.ts'
import { SESSION_TYPE_LABELS, SKILL_FOCUS_LABELS } from '@app/shared/domain/training.ts'
import type { TrainingLog } from '@app/shared/schemas/progress.ts'
import { Badge } from '@app/shared/ui/badge.tsx'
import { formatCalendarDay } from '@app/shared/ui/format-dates.ts'

export type RecentSessionsProps = { logs: readonly TrainingLog[] }

/** The latest sessions (up to 3), newest first: type, minutes, focuses, XP and day. */
export function RecentSessions({ logs }: RecentSessionsProps) {
  if (logs.length === 0) {
    return (
      <p className="pp-dash-empty" data-testid="recent-empty">
        No sessions yet. Log your first session with the form and it shows up here.
      </p>
    )
  }
  return (
    <ol className="pp-recent">
      {logs.map((log) => (
        <li key={log.id} className="pp-recent__item" data-testid="recent-session">
          <div className="pp-recent__head">
            <strong data-testid="recent-type">{SESSION_TYPE_LABELS[log.session_type]}</strong>
            <span data-testid="recent-minutes">{log.duration_minutes} min</span>
            <span className="pp-recent__xp" data-testid="recent-xp">
              +{log.xp_earned} XP
            </span>
          </div>
          <ul className="pp-recent__focus" aria-label="Skill focus">
            {log.skill_focus.map((f) => (
              <li key={f}>
                <Badge color={PILLAR_COLORS[f]}>{SKILL_FOCUS_LABELS[f]}</Badge>
              </li>
            ))}
          </ul>
          <p className="pp-recent__day">{formatCalendarDay(log.day)}</p>
        </li>
      ))}
    </ol>
  )
}
