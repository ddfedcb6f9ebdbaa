import { type FormEvent, useState } from 'react'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { REST_DAY_REASON_LABELS, REST_DAY_REASONS, type RestDayReason } from '@app/shared/domain/training-streak.ts'
import type { StreakView } from '@app/shared/schemas/progress.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { SelectField } from '@app/shared/ui/select-field.tsx'
import { useRestDay } from './use-rest-day.ts'

const REASON_OPTIONS = REST_DAY_REASONS.map((r) => ({ value: r, label: REST_DAY_REASON_LABELS[r] }))

export type RestDayFormProps = { streak: StreakView; onMarked: (streak: StreakView) => void }

/**
 * "Take a rest day" for a match, an injury, an illness or an exam. Where the streak already says
 * the answer (trained today, resting today, no streak yet) the form explains instead of asking.
 */
export function RestDayForm({ streak, onMarked }: RestDayFormProps) {
  const { status, message, markRestDay } = useRestDay(onMarked)
  const [reason, setReason] = useState<RestDayReason>('match')
  const blocked = restDayBlocked(streak)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void markRestDay(reason)
  }

  return (
    <div className="pp-rest-day">
      <FormAlert message={message?.text ?? null} tone={message?.tone} testId="rest-day-message" />
      {blocked ? (
        <p className="pp-rest-day__note" data-testid="rest-day-note">
          {blocked}
        </p>
      ) : (
        <form className="pp-rest-day__form" aria-label="Take a rest day" data-testid="rest-day-form" onSubmit={onSubmit}>
          <SelectField
            name="reason"
            label="Rest day reason"
            options={REASON_OPTIONS}
            value={reason}
            onChange={(e) => setReason(e.target.value as RestDayReason)}
          />
          <Button type="submit" variant="secondary" busy={status === 'saving'} busyLabel="Saving…">
            Take a rest day
          </Button>
        </form>
      )}
    </div>
  )
}

/** Why today cannot be a rest day, when the streak already tells; null when the server should decide. */
function restDayBlocked(streak: StreakView): string | null {
  if (streak.resting_today) {
    const reason = streak.rest_days.find((r) => r.day === streak.today)?.reason
    return reason
      ? `Today is a rest day (${REST_DAY_REASON_LABELS[reason]}). Your streak is safe.`
      : TRAINING_MESSAGES.restDayAlreadyResting
  }
  if (streak.trained_today) return `${TRAINING_MESSAGES.restDayAlreadyTrained}: no rest day needed.`
  if (streak.current === 0) return TRAINING_MESSAGES.restDayNoStreak
  return null
}
