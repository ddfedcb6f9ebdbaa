import { type FormEvent, type RefObject, useId, useMemo, useRef, useState } from 'react'
import { browserTimeZone, todayIn } from '@app/shared/domain/calendar-day.ts'
import type { Goal } from '@app/shared/schemas/goals.ts'
import { FormDialogActions } from '../form-dialog-actions.tsx'
import { FormAlert } from '../form-alert.tsx'
import { ModalDialog } from '../modal-dialog.tsx'
import { GoalFields } from './goal-fields.tsx'
import { GOAL_FORM_FIELDS, type GoalFormValues, valuesFromGoal } from './goal-form-values.ts'
import { type SaveGoalEdit, useEditGoal } from './use-edit-goal.ts'

export type EditGoalDialogProps = {
  goal: Goal
  /** The request that saves it (goalsApi.update for the player's own goals). */
  send: SaveGoalEdit
  onSaved: (goal: Goal) => void
  /** The goal was deleted elsewhere (another tab): it leaves the list. */
  onGone: (goal: Goal) => void
  onCancel: () => void
  fallbackFocus: RefObject<HTMLElement | null>
}

/** Edit on a goal card: the goal's own fields in a dialog, saved with the create rules. */
export function EditGoalDialog({ goal, send, onSaved, onGone, onCancel, fallbackFocus }: EditGoalDialogProps) {
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<GoalFormValues>(() => valuesFromGoal(goal))
  const { saving, errors, failure, save, clearFieldError } = useEditGoal(goal, send)
  const today = todayIn(new Date(), useMemo(browserTimeZone, []))
  // A target date already past stays selectable, so the picker does not reject the goal's own day.
  const minDate = goal.target_date && goal.target_date < today ? goal.target_date : today

  const set = <K extends keyof GoalFormValues>(name: K, value: GoalFormValues[K]) => {
    clearFieldError(name)
    setValues((v) => ({ ...v, [name]: value }))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const outcome = await save(values, today)
    if ('saved' in outcome) return onSaved(outcome.saved)
    if (outcome.notFound) return onGone(goal)
    const first = GOAL_FORM_FIELDS.find((f) => outcome.errors[f]?.length)
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  return (
    <ModalDialog
      title="Edit goal"
      busy={saving}
      onClose={onCancel}
      fallbackFocus={fallbackFocus}
      testId="edit-goal-dialog"
      actions={<FormDialogActions formId={formId} busy={saving} onCancel={onCancel} submitLabel="Save Changes" />}
    >
      <form id={formId} ref={formRef} className="pp-goal-edit" noValidate onSubmit={onSubmit}>
        <FormAlert message={failure} />
        <GoalFields values={values} errors={errors} minDate={minDate} onChange={set} focusTitle />
      </form>
    </ModalDialog>
  )
}
