import { PILLAR_COLORS } from '@app/shared/domain/goals.ts'
import { SESSION_TYPE_LABELS, SKILL_FOCUS_LABELS } from '@app/shared/domain/training.ts'
import type { TrainingLog } from '@app/shared/schemas/progress.ts'
import { Badge } from '@app/shared/ui/badge.tsx'
import { formatCalendarDay } from '@app/shared/ui/format-dates.ts'
import { OFFLINE_MESSAGES } from '@app/shared/domain/messages/offline.ts'
import type { LogTrainingRequest } from '@app/shared/schemas/training.ts'

export type RecentSessionsProps = { logs: readonly TrainingLog[]; waiting?: readonly LogTrainingRequest[] }

/**
 * The latest sessions (up to 3), newest first: type, minutes, focuses, XP and day. Sessions kept
 * on this device while offline come first, marked "Waiting to sync": their XP is the server's to say.
 */
export function RecentSessions({ logs, waiting = [] }: RecentSessionsProps) {
  if (logs.length === 0 && waiting.length === 0) {
    return (
      <p className="pp-dash-empty" data-testid="recent-empty">
        No sessions yet. Log your first session with the form and it shows up here.
      </p>
    )
  }
  return (
    <ol className="pp-recent">
      {waiting.map((log) => (
        <li key={log.id} className="pp-recent__item pp-recent__item--waiting" data-testid="recent-session-waiting">
          <div className="pp-recent__head">
            <strong>{SESSION_TYPE_LABELS[log.session_type]}</strong>
            <span>{log.duration_minutes} min</span>
            <span className="pp-recent__xp" data-testid="recent-waiting">
              {OFFLINE_MESSAGES.waitingToSync}
            </span>
          </div>
        </li>
      ))}
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
