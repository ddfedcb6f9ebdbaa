import { lazy, Suspense, useRef, useState } from 'react'
import { goalsApi } from '@app/shared/api-client/goals.ts'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { PILLAR_COLORS, PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { ConfirmDialog } from '@app/shared/ui/confirm-dialog.tsx'
import { Link } from '@app/shared/routing/index.ts'
import type { UpcomingSession } from '@app/shared/schemas/goals.ts'
import { Badge } from '@app/shared/ui/badge.tsx'
import { formatCalendarDay } from '@app/shared/ui/format-dates.ts'

// The dialog and the form's checks (zod) load on the first Edit, not with the dashboard.
const SessionDialog = lazy(() => import('../planned-sessions/session-dialog.tsx').then((m) => ({ default: m.SessionDialog })))

export type UpcomingSessionsProps = {
  sessions: readonly UpcomingSession[]
  /** A session the server marked done or removed leaves the list. */
  onGone: (id: string) => void
  /** A session the server changed: its day or time may move it in the list. */
  onChanged: () => void
}

/** Who and when, for the buttons' accessible names: "Weak foot on Thu, 26 Nov at 17:30". */
const which = (s: UpcomingSession) => `${s.goal_title} on ${formatCalendarDay(s.session_date)} at ${s.start_time}`

/**
 * The sessions planned for active goals, soonest first: day, start time, minutes and the goal, each
 * with Done, Edit (another day, time, length or notes) and Remove. Without it, the sessions a player
 * plans in the goal wizard would be saved and never shown again.
 */
export function UpcomingSessions({ sessions, onGone, onChanged }: UpcomingSessionsProps) {
  const dispatch = useAppDispatch()
  const [busy, setBusy] = useState<string | null>(null)
  const [editing, setEditing] = useState<UpcomingSession | null>(null)
  const [removing, setRemoving] = useState<UpcomingSession | null>(null)
  const listRef = useRef<HTMLOListElement>(null)

  async function markDone(s: UpcomingSession) {
    setBusy(s.id)
    try {
      await goalsApi.sessionDone(s.id)
      onGone(s.id)
      dispatch(toast.success(GOAL_MESSAGES.sessionDone))
      // The nudge is to log it: take the player to the form.
      document.querySelector<HTMLElement>('[data-testid="log-training-form"] [data-field="session_type"] input:checked')?.focus()
    } catch {
      dispatch(toast.error(GOAL_MESSAGES.sessionDoneFailed))
    } finally {
      setBusy(null)
    }
  }

  async function remove(s: UpcomingSession) {
    setBusy(s.id)
    try {
      await goalsApi.removeSession(s.id)
      dispatch(toast.success(GOAL_MESSAGES.sessionRemoved))
      onGone(s.id)
    } catch (error) {
      const info = toApiErrorInfo(error, GOAL_MESSAGES.sessionRemoveFailed)
      // Already gone (removed or finished on another device): say so, and the list catches up.
      if (info.code === 'NOT_FOUND') onGone(s.id)
      dispatch(toast.error(info.code === 'NOT_FOUND' ? info.message : GOAL_MESSAGES.sessionRemoveFailed))
    } finally {
      setBusy(null)
      setRemoving(null)
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
    <>
      <ol className="pp-recent" ref={listRef} tabIndex={-1} aria-label="Upcoming sessions">
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
            <div className="pp-upcoming__actions">
              <Button
                variant="secondary"
                onClick={() => markDone(s)}
                busy={busy === s.id && !removing}
                busyLabel="Saving…"
                disabled={busy !== null}
              >
                Done <span className="pp-visually-hidden">{`: ${which(s)}`}</span>
              </Button>
              <Button variant="ghost" onClick={() => setEditing(s)} disabled={busy !== null}>
                Edit <span className="pp-visually-hidden">{`: ${which(s)}`}</span>
              </Button>
              <Button variant="ghost" onClick={() => setRemoving(s)} disabled={busy !== null}>
                Remove <span className="pp-visually-hidden">{`: ${which(s)}`}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {editing && (
        <Suspense fallback={null}>
          <SessionDialog
            title={`Edit session: ${editing.goal_title}`}
            submitLabel="Save Session"
            initial={{
              session_date: editing.session_date,
              start_time: editing.start_time,
              duration: String(editing.duration),
              notes: editing.notes ?? '',
            }}
            save={(request) => goalsApi.updateSession(editing.id, request)}
            messages={{ saved: GOAL_MESSAGES.sessionUpdated, failed: GOAL_MESSAGES.sessionUpdateFailed }}
            onSaved={onChanged}
            onClose={() => setEditing(null)}
            fallbackFocus={listRef}
            testId="edit-session-dialog"
          />
        </Suspense>
      )}
      {removing && (
        <ConfirmDialog
          title="Remove this session?"
          confirmLabel="Remove"
          busy={busy === removing.id}
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
          fallbackFocus={listRef}
          testId="remove-session-dialog"
        >
          <p>{`${which(removing)} comes off your plan. Your goal stays as it is.`}</p>
        </ConfirmDialog>
      )}
    </>
  )
}
