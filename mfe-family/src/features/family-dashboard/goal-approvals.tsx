import { type FormEvent, useState } from 'react'
import { failureMessage, fieldErrorsOf } from '@app/shared/api-client/api-failure.ts'
import { familyApi } from '@app/shared/api-client/family.ts'
import { APPROVAL_NOTE_MAX_LENGTH } from '@app/shared/domain/family/goal-approval.ts'
import { GOAL_TYPE_LABELS, PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import type { GoalApprovalView } from '@app/shared/schemas/family.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { TextAreaField } from '@app/shared/ui/text-area-field.tsx'
import { formatCalendarDay } from '@app/shared/ui/format-dates.ts'

/**
 * Goal approval on the Family Dashboard: each child's goal that waits for the admin, with Approve
 * and Send back (a note for the child if the parent likes). Nothing shows while nothing waits.
 */
export function GoalApprovals({ approvals, onChanged }: { approvals: readonly GoalApprovalView[]; onChanged: () => void }) {
  if (approvals.length === 0) return null
  return (
    <section className="pp-card" aria-labelledby="goal-approvals-title" data-testid="goal-approvals">
      <h2 id="goal-approvals-title">Goals Waiting for Your Approval</h2>
      <ul className="pp-family__list">
        {approvals.map((a) => (
          <ApprovalRow key={a.goal.id} approval={a} onChanged={onChanged} />
        ))}
      </ul>
    </section>
  )
}

function ApprovalRow({ approval: { goal, first_name }, onChanged }: { approval: GoalApprovalView; onChanged: () => void }) {
  const dispatch = useAppDispatch()
  const [busy, setBusy] = useState(false)
  const [sendingBack, setSendingBack] = useState(false)
  const [note, setNote] = useState('')
  const [noteErrors, setNoteErrors] = useState<string[] | undefined>()
  const what = `${first_name}'s goal ${goal.title}`

  async function act(action: () => Promise<unknown>, success: string) {
    setBusy(true)
    try {
      await action()
      dispatch(toast.success(success))
      onChanged()
    } catch (err) {
      setNoteErrors(fieldErrorsOf(err).note)
      dispatch(toast.error(failureMessage(err, 'That did not work. Please try again.')))
      setBusy(false)
    }
  }

  function sendBack(event: FormEvent) {
    event.preventDefault()
    if (note.trim().length > APPROVAL_NOTE_MAX_LENGTH) return setNoteErrors([FAMILY_MESSAGES.approvalNoteTooLong])
    void act(() => familyApi.declineGoal(goal.id, { note: note.trim() || null }), FAMILY_MESSAGES.goalSentBack)
  }

  return (
    <li className="pp-family__row" data-testid="goal-approval">
      <span>
        <strong>{first_name}</strong>: {goal.title}
        <span className="pp-family__muted">
          {' '}
          · {PILLAR_LABELS[goal.pillar]} · {GOAL_TYPE_LABELS[goal.goal_type]}
          {goal.target_date && ` · target ${formatCalendarDay(goal.target_date)}`}
        </span>
        {goal.description && <span className="pp-family__muted"> — {goal.description}</span>}
      </span>
      {sendingBack ? (
        <form className="pp-family__approval-note" onSubmit={sendBack} noValidate>
          <TextAreaField
            name={`note-${goal.id}`}
            label={`A note for ${first_name} (optional)`}
            hint={`Say what to change, in up to ${APPROVAL_NOTE_MAX_LENGTH} characters.`}
            value={note}
            errors={noteErrors}
            onChange={(e) => setNote(e.target.value)}
          />
          <span className="pp-family__actions">
            <Button type="submit" busy={busy} busyLabel="Sending…">
              Send Back <span className="pp-visually-hidden">{what}</span>
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setSendingBack(false)}>
              Cancel
            </Button>
          </span>
        </form>
      ) : (
        <span className="pp-family__actions">
          <Button
            busy={busy}
            busyLabel="Approving…"
            onClick={() => void act(() => familyApi.approveGoal(goal.id), FAMILY_MESSAGES.goalApproved)}
          >
            Approve <span className="pp-visually-hidden">{what}</span>
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setSendingBack(true)}>
            Send back <span className="pp-visually-hidden">{what}</span>
          </Button>
        </span>
      )}
    </li>
  )
}
