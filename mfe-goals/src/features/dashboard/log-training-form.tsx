import { type FormEvent, useRef, useState } from 'react'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import {
  DAILY_TRAINING_CAP_MINUTES,
  ENERGY_LABELS,
  ENERGY_LEVELS,
  type EnergyLevel,
  SESSION_TYPE_LABELS,
  SESSION_TYPES,
  SKILL_FOCUS_LABELS,
  SKILL_FOCUSES,
  TRAINING_NOTES_MAX_LENGTH,
} from '@app/shared/domain/training.ts'
import type { LogTrainingResponse } from '@app/shared/schemas/progress.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { CheckboxGroup } from '@app/shared/ui/checkbox-group.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { RadioGroup } from '@app/shared/ui/radio-group.tsx'
import { TextAreaField } from '@app/shared/ui/text-area-field.tsx'
import { DurationSlider } from './duration-slider.tsx'
import { EMPTY_LOG_TRAINING, LOG_TRAINING_FIELDS, type LogTrainingValues, toggleFocus } from './log-training-values.ts'
import { useLogTraining } from './use-log-training.ts'
import { XpPreview } from './xp-preview.tsx'

const TYPE_OPTIONS = SESSION_TYPES.map((t) => ({ value: t, label: SESSION_TYPE_LABELS[t] }))
const FOCUS_OPTIONS = SKILL_FOCUSES.map((f) => ({ value: f, label: SKILL_FOCUS_LABELS[f] }))
const ENERGY_OPTIONS = ENERGY_LEVELS.map((n) => ({ value: String(n) as `${EnergyLevel}`, label: ENERGY_LABELS[n] }))

export type LogTrainingFormProps = {
  onLogged: (response: LogTrainingResponse) => void
  /** Minutes already logged on the player's today (from the activity stats), when known. */
  minutesToday?: number
  /** Values to fill the form with (a weekly plan session started); a new `key` fills it again. */
  prefill?: { key: number; values: LogTrainingValues }
}

/**
 * The Log Training form (docs/features/training-and-progress.md): type, skill focus, duration, energy, notes and the XP it earns.
 * Type, focus and energy are chips, every one visible and big enough for a thumb (docs/features/accessibility.md).
 */
export function LogTrainingForm({ onLogged, minutesToday, prefill }: LogTrainingFormProps) {
  const [values, setValues] = useState<LogTrainingValues>(prefill?.values ?? EMPTY_LOG_TRAINING)
  const [filledFrom, setFilledFrom] = useState(prefill?.key)
  // On a phone the submit button comes to the bottom of the screen once the player starts on the
  // form (a field focused or filled): before that it would lie over whatever card or field happens
  // to be at the bottom of the screen (docs/features/accessibility.md, "Log Training with one thumb").
  const [engaged, setEngaged] = useState(prefill !== undefined)
  if (prefill && prefill.key !== filledFrom) {
    setFilledFrom(prefill.key)
    setValues(prefill.values)
    setEngaged(true)
  }
  const { status, errors, failure, submit, clearError } = useLogTraining(onLogged)
  const formRef = useRef<HTMLFormElement>(null)

  const set = <K extends keyof LogTrainingValues>(name: K, value: LogTrainingValues[K]) => {
    clearError(name)
    setValues((v) => ({ ...v, [name]: value }))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { outcome, errors: found } = await submit(values)
    if (outcome === 'logged' || outcome === 'queued') {
      setEngaged(false)
      return setValues(EMPTY_LOG_TRAINING)
    }
    // Take keyboard and screen-reader users to the first field to fix.
    const first = LOG_TRAINING_FIELDS.find((f) => found[f]?.length)
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, select, textarea)`)?.focus()
  }

  return (
    <form
      ref={formRef}
      className={engaged ? 'pp-log-form pp-log-form--engaged' : 'pp-log-form'}
      aria-label="Log Training"
      data-testid="log-training-form"
      noValidate
      onSubmit={onSubmit}
      // Safari does not focus a tapped radio or checkbox, but it changes it.
      onFocus={() => setEngaged(true)}
      onChange={() => setEngaged(true)}
    >
      <FormAlert message={failure} testId="log-training-error" />
      {values.plan_session_id && (
        <p className="pp-field__hint" data-testid="log-from-plan">
          From this week&apos;s plan: logging it marks the session done.
        </p>
      )}
      <div data-field="session_type">
        <RadioGroup
          name="session_type"
          legend="Session type"
          options={TYPE_OPTIONS}
          value={values.session_type}
          errors={errors.session_type}
          onChange={(type) => set('session_type', type)}
          testId="session-type"
        />
      </div>
      <div data-field="skill_focus">
        <CheckboxGroup
          name="skill_focus"
          legend="Skill focus"
          hint="Choose at least one skill you worked on."
          options={FOCUS_OPTIONS}
          selected={values.skill_focus}
          errors={errors.skill_focus}
          onToggle={(focus, on) => set('skill_focus', toggleFocus(values.skill_focus, focus, on, SKILL_FOCUSES))}
          testId="skill-focus"
        />
      </div>
      {/* The submit button sticks to the bottom of a phone's screen only within this part of the form
          (a sticky element never leaves its parent): it floats over the later fields, never over the
          type and focus chips above, however the page is scrolled (docs/features/accessibility.md). */}
      <div className="pp-log-form__finish">
        <div data-field="duration_minutes">
          <DurationSlider
            value={values.duration_minutes}
            errors={errors.duration_minutes}
            onChange={(minutes) => set('duration_minutes', minutes)}
          />
          {minutesToday !== undefined && (
            <p className="pp-field__hint" data-testid="daily-cap-left">
              {TRAINING_MESSAGES.dailyCapLeft(Math.max(0, DAILY_TRAINING_CAP_MINUTES - minutesToday))}
            </p>
          )}
        </div>
        <div data-field="energy_level">
          <RadioGroup
            name="energy_level"
            legend="Energy level"
            options={ENERGY_OPTIONS}
            value={String(values.energy_level) as `${EnergyLevel}`}
            onChange={(v) => set('energy_level', Number(v) as EnergyLevel)}
            testId="energy-level"
          />
        </div>
        <div data-field="notes">
          <TextAreaField
            name="notes"
            label="Notes"
            hint="Optional. What went well? What will you try next time?"
            maxLength={TRAINING_NOTES_MAX_LENGTH}
            value={values.notes}
            errors={errors.notes}
            onChange={(e) => set('notes', e.target.value)}
          />
        </div>
        <XpPreview sessionType={values.session_type} minutes={values.duration_minutes} />
        <Button type="submit" block className="pp-log-form__submit" busy={status === 'saving'} busyLabel="Logging session…">
          Log Training
        </Button>
      </div>
    </form>
  )
}
