import { type FormEvent, useId } from 'react'
import { NOTIFICATION_FREQUENCIES, type NotificationFrequency } from '@app/shared/domain/notification-preferences.ts'
import { REMINDER_SCHEDULE, REMINDER_TRIGGER_HINT } from '@app/shared/domain/reminders.ts'
import type { NotificationPreferences } from '@app/shared/schemas/user.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { CheckboxGroup } from '@app/shared/ui/checkbox-group.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { RadioGroup } from '@app/shared/ui/radio-group.tsx'
import { useNotificationSettings } from './use-notification-settings.ts'
import { DevicePush } from './device-push.tsx'

type Method = keyof NotificationPreferences['methods']
type Trigger = keyof NotificationPreferences['triggers']

// No phone number is asked anywhere and no SMS provider is wired: SMS is shown as coming, not offered.
const METHOD_OPTIONS: { value: Method; label: string; disabled?: boolean }[] = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS (coming soon)', disabled: true },
]
const FREQUENCY_LABELS: Record<NotificationFrequency, string> = { daily: 'Daily', weekly: 'Weekly', custom: 'Custom' }
const FREQUENCY_OPTIONS = NOTIFICATION_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))
const TRIGGER_OPTIONS: { value: Trigger; label: string }[] = [
  { value: 'practiceReminders', label: 'Practice reminders' },
  { value: 'communicationNotifications', label: 'Communication notifications' },
  { value: 'milestoneReminders', label: 'Milestone reminders' },
]

const onKeys = <K extends string>(flags: Record<K, boolean>) => (Object.keys(flags) as K[]).filter((k) => flags[k])

export type NotificationSettingsProps = { saved: NotificationPreferences }

/**
 * Notification settings (docs/features/notifications.md): the master switch, and when it is on how, how often and about
 * what. Off hides the details (docs/features/notifications.md); they keep their values for when it is turned back on.
 */
export function NotificationSettings({ saved }: NotificationSettingsProps) {
  const { values, change, status, message, save } = useNotificationSettings(saved)
  const switchId = useId()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void save()
  }

  return (
    <form className="pp-notify" aria-label="Notification settings" data-testid="notification-settings" onSubmit={onSubmit}>
      <FormAlert message={message?.text ?? null} tone={message?.tone} testId="notification-message" />
      <div className="pp-notify__master">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className="pp-notify__switch"
          checked={values.enabled}
          aria-describedby={`${switchId}-hint`}
          onChange={(e) => change((v) => ({ ...v, enabled: e.target.checked }))}
        />
        <label htmlFor={switchId} className="pp-field__label">
          Notifications
        </label>
        <span id={`${switchId}-hint`} className="pp-field__hint">
          {values.enabled ? 'On: choose below how and when we remind you.' : 'Off: we will not send you any reminders.'}
        </span>
      </div>
      {values.enabled && (
        <div className="pp-notify__details" data-testid="notification-details">
          <CheckboxGroup
            name="methods"
            legend="Send them by"
            hint={values.methods.email ? undefined : 'Turn on email to get reminders.'}
            options={METHOD_OPTIONS}
            selected={onKeys(values.methods)}
            onToggle={(method, on) => change((v) => ({ ...v, methods: { ...v.methods, [method]: on } }))}
            testId="notification-methods"
          />
          <RadioGroup
            name="frequency"
            legend="How often"
            hint={REMINDER_SCHEDULE[values.frequency].hint}
            options={FREQUENCY_OPTIONS}
            value={values.frequency}
            onChange={(frequency) => change((v) => ({ ...v, frequency }))}
            testId="notification-frequency"
          />
          <CheckboxGroup
            name="triggers"
            legend="Remind me about"
            hint={REMINDER_TRIGGER_HINT}
            options={TRIGGER_OPTIONS}
            selected={onKeys(values.triggers)}
            onToggle={(trigger, on) => change((v) => ({ ...v, triggers: { ...v.triggers, [trigger]: on } }))}
            testId="notification-triggers"
          />
        </div>
      )}
      <DevicePush remindersOn={saved.enabled && saved.methods.email} />
      <Button type="submit" busy={status === 'saving'} busyLabel="Saving…">
        Save settings
      </Button>
    </form>
  )
}
