import type { CheckInStatus } from '@app/shared/schemas/progress.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import type { CheckInMessage } from './use-check-in.ts'
import { OFFLINE_MESSAGES } from '@app/shared/domain/messages/offline.ts'

export type CheckInPanelProps = {
  checkIn: CheckInStatus
  saving: boolean
  message: CheckInMessage | null
  onCheckIn: () => void
  /** A check-in kept on this device while offline, not yet sent. */
  waiting?: boolean
}

/** Daily Check-in: once per day on the player's own calendar. */
export function CheckInPanel({ checkIn, saving, message, onCheckIn, waiting = false }: CheckInPanelProps) {
  const done = checkIn.checked_in_today
  if (waiting && !done) {
    return (
      <div className="pp-check-in">
        <FormAlert message={message?.text ?? null} tone={message?.tone} testId="check-in-message" />
        <p className="pp-check-in__state" data-testid="check-in-state" data-checked-in="waiting">
          {OFFLINE_MESSAGES.waitingToSync}: your check-in is saved on this device.
        </p>
        <Button disabled data-testid="check-in-button">
          {OFFLINE_MESSAGES.waitingToSync}
        </Button>
      </div>
    )
  }
  return (
    <div className="pp-check-in">
      <FormAlert message={message?.text ?? null} tone={message?.tone} testId="check-in-message" />
      <p className="pp-check-in__state" data-testid="check-in-state" data-checked-in={done}>
        {done ? 'You have checked in today. Nice one!' : 'You have not checked in today yet.'}
      </p>
      <p className="pp-dash-hint" data-testid="check-in-total">
        {checkIn.total === 0
          ? 'Check in each day to build the habit.'
          : `${checkIn.total} ${checkIn.total === 1 ? 'check-in' : 'check-ins'} so far.`}
      </p>
      <Button onClick={onCheckIn} disabled={done} busy={saving} busyLabel="Checking in…" data-testid="check-in-button">
        {done ? 'Checked in' : 'Check in'}
      </Button>
    </div>
  )
}
