import type { FormEvent, RefObject } from 'react'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { CreateGoalAlert } from './create-goal-alert.tsx'
import { GoalFields } from '@app/shared/ui/goal-form/goal-fields.tsx'
import { GOAL_FORM_FIELDS, type GoalFormValues } from '@app/shared/ui/goal-form/goal-form-values.ts'
import { useCreateGoal } from './use-create-goal.ts'

export type GoalFormProps = {
  values: GoalFormValues
  onChange: (values: GoalFormValues) => void
  /** Today on the player's calendar: the earliest target date. */
  today: CalendarDay
  /** Lets the editor move focus here after a suggestion fills the form. */
  formRef: RefObject<HTMLFormElement | null>
}

/** The Create New Goal form (docs/features/goals.md): title required, target date optional and not before today. */
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
    <form
      ref={formRef}
      className="pp-card pp-goal-form"
      aria-labelledby="goal-form-title"
      data-testid="goal-form"
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id="goal-form-title" className="pp-goal-form__title">
        Your goal
      </h2>
      <CreateGoalAlert failure={failure} />
      <GoalFields values={values} errors={errors} minDate={today} onChange={set} />
      <Button type="submit" block busy={status === 'saving'} busyLabel="Creating goal…">
        Create Goal
      </Button>
    </form>
  )
}
