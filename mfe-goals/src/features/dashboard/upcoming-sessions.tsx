import { useState } from 'react'
import { goalsApi } from '@app/shared/api-client/goals.ts'
import { PILLAR_COLORS, PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { Link } from '@app/shared/routing/index.ts'
import type { UpcomingSession } from '@app/shared/schemas/goals.ts'
import { Badge } from '@app/shared/ui/badge.tsx'
import { formatCalendarDay } from './format-dates.ts'

export type UpcomingSessionsProps = {
  sessions: readonly UpcomingSession[]
  /** A session the server marked done leaves the list. */
  onDone: (id: string) => void
}

/**
 * The sessions planned in the goal wizard, soonest first: day, start time, minutes and the goal.
 * Beyond the spec, which saves planned sessions but never shows them again.
 */
export function UpcomingSessions({ sessions, onDone }: UpcomingSessionsProps) {
  const dispatch = useAppDispatch()
  const [busy, setBusy] = useState<string | null>(null)

  async function markDone(s: UpcomingSession) {
    setBusy(s.id)
    try {
      await goalsApi.sessionDone(s.id)
      onDone(s.id)
      dispatch(toast.success(GOAL_MESSAGES.sessionDone))
      // The nudge is to log it: take the player to the form.
      document.querySelector<HTMLElement>('[data-testid="log-training-form"] [name="session_type"]')?.focus()
    } catch {
      dispatch(toast.error(GOAL_MESSAGES.sessionDoneFailed))
    } finally {
      setBusy(null)
    }
  }

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
          <Button variant="secondary" className="pp-upcoming__done" onClick={() => markDone(s)} busy={busy === s.id} busyLabel="Saving…" disabled={busy !== null}>
            Done <span className="pp-visually-hidden">{`: ${s.goal_title} on ${formatCalendarDay(s.session_date)} at ${s.start_time}`}</span>
          </Button>
        </li>
      ))}
    </ol>
  )
}
