import { useId } from 'react'
import { PUSH_MESSAGES } from '@app/shared/domain/messages/reminders.ts'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { useDevicePush } from './use-device-push.ts'

const STATE_HINT = {
  checking: PUSH_MESSAGES.deviceHint,
  off: PUSH_MESSAGES.deviceHint,
  on: PUSH_MESSAGES.deviceHint,
  unsupported: PUSH_MESSAGES.unsupported,
  denied: PUSH_MESSAGES.denied,
  'needs-parent': PUSH_MESSAGES.needsParent,
} as const

/**
 * "Reminders on this device" (docs/features/notifications.md, "Push"): the reminders the settings
 * above choose, also as notifications here. It acts at once (the browser asks its permission); it
 * is not part of the saved settings, since each device decides for itself. `remindersOn` is whether
 * any reminder goes at all (the saved master switch and email).
 */
export function DevicePush({ remindersOn }: { remindersOn: boolean }) {
  const { state, busy, error, toggle } = useDevicePush()
  const id = useId()
  const blocked = state === 'unsupported' || state === 'denied' || state === 'needs-parent'
  const hint = !blocked && !remindersOn ? PUSH_MESSAGES.emailOff : STATE_HINT[state]
  return (
    <>
      <div className="pp-notify__master" data-testid="device-push" data-state={state}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="pp-notify__switch"
          checked={state === 'on'}
          disabled={busy || blocked || state === 'checking'}
          aria-describedby={`${id}-hint`}
          onChange={(e) => void toggle(e.target.checked)}
        />
        <label htmlFor={id} className="pp-field__label">
          {PUSH_MESSAGES.deviceSwitch}
        </label>
        <span id={`${id}-hint`} className="pp-field__hint" data-testid="device-push-hint">
          {hint}
        </span>
      </div>
      <FormAlert message={error} tone="error" testId="device-push-error" />
    </>
  )
}
