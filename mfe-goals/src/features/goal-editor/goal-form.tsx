import type { FormEvent, RefObject } from 'react'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import { GOAL_LIMITS, GOAL_TYPE_LABELS, GOAL_TYPES, PILLAR_LABELS, PILLARS } from '@app/shared/domain/goals.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { SelectField } from '@app/shared/ui/select-field.tsx'
import { TextAreaField } from '@app/shared/ui/text-area-field.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { CreateGoalAlert } from './create-goal-alert.tsx'
import { GOAL_FORM_FIELDS, type GoalFormValues } from './goal-form-values.ts'
import { useCreateGoal } from './use-create-goal.ts'

const PILLAR_OPTIONS = PILLARS.map((p) => ({ value: p, label: PILLAR_LABELS[p] }))
const TYPE_OPTIONS = GOAL_TYPES.map((t) => ({ value: t, label: GOAL_TYPE_LABELS[t] }))

export type GoalFormProps = {
  values: GoalFormValues
  onChange: (values: GoalFormValues) => void
  /** Today on the player's calendar: the earliest target date. */
  today: CalendarDay
  /** Lets the editor move focus here after a suggestion fills the form. */
  formRef: RefObject<HTMLFormElement | null>
}

/** The Create New Goal form (spec §5): title required, target date optional and not before today. */
export function GoalForm({ values, onChange, today, formRef }: GoalFormProps) {
  const { status, errors, failure, submit, clearFieldError } = useCreateGoal()

  const set = <K extends keyof GoalFormValues>(name: K, value: GoalFormValues[K]) => {
    clearFieldError(name)
    onChange({ ...values, [name]: value })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = await submit(values, today)
    // A refusal without field errors is announced by the alert; field errors take focus to the first.
    const first = GOAL_FORM_FIELDS.find((f) => found[f]?.length)
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  return (
    <form ref={formRef} className="pp-card pp-goal-form" aria-labelledby="goal-form-title" data-testid="goal-form" noValidate onSubmit={onSubmit}>
      <h2 id="goal-form-title" className="pp-goal-form__title">
        Your goal
      </h2>
      <CreateGoalAlert failure={failure} />
      <TextField
        name="title"
        label="Goal title"
        required
        maxLength={GOAL_LIMITS.titleMaxLength}
        placeholder="e.g. Complete 50 keepy-uppies in a row"
        value={values.title}
        errors={errors.title}
        onChange={(e) => set('title', e.target.value)}
      />
      <TextAreaField
        name="description"
        label="Description"
        hint="Optional. How will you know you have reached it?"
        maxLength={GOAL_LIMITS.descriptionMaxLength}
        value={values.description}
        errors={errors.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <div className="pp-goal-form__row">
        <SelectField name="pillar" label="Pillar" options={PILLAR_OPTIONS} value={values.pillar} errors={errors.pillar} onChange={(e) => set('pillar', e.target.value as GoalFormValues['pillar'])} />
        <SelectField
          name="goal_type"
          label="Goal type"
          options={TYPE_OPTIONS}
          value={values.goal_type}
          errors={errors.goal_type}
          onChange={(e) => set('goal_type', e.target.value as GoalFormValues['goal_type'])}
        />
      </div>
      <TextField
        name="target_date"
        label="Target date"
        type="date"
        hint="Optional. Leave empty for no deadline."
        min={today}
        value={values.target_date}
        errors={errors.target_date}
        onChange={(e) => set('target_date', e.target.value)}
      />
      <Button type="submit" block busy={status === 'saving'} busyLabel="Creating goal…">
        Create Goal
      </Button>
    </form>
  )
}
