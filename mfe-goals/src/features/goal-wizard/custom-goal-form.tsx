import { type FormEvent, useState } from 'react'
import { PILLAR_LABELS, WIZARD_PILLARS, type WizardPillar } from '@app/shared/domain/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { SelectField } from '@app/shared/ui/select-field.tsx'
import { TextAreaField } from '@app/shared/ui/text-area-field.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import type { CustomGoal } from './wizard-draft-updates.ts'

const FOCUS_OPTIONS = WIZARD_PILLARS.map((p) => ({ value: p, label: PILLAR_LABELS[p] }))
const EMPTY: CustomGoal = { title: '', description: '', pillar: 'technical' }

export type CustomGoalFormProps = {
  /** Returns false when the goal was refused (already 3 goals); the form then keeps what was typed. */
  onAdd: (goal: CustomGoal) => boolean
  onCancel: () => void
}

/** "Add a custom goal" (docs/features/goals.md): title and description required, a focus area; always a process goal. */
export function CustomGoalForm({ onAdd, onCancel }: CustomGoalFormProps) {
  const [values, setValues] = useState<CustomGoal>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof CustomGoal, string[]>>>({})

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found: typeof errors = {}
    if (!values.title.trim()) found.title = [GOAL_MESSAGES.customGoalNeedsTitleAndDescription]
    if (!values.description.trim()) found.description = [GOAL_MESSAGES.customGoalNeedsTitleAndDescription]
    setErrors(found)
    if (found.title || found.description) {
      const first = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')
      first?.focus()
      return
    }
    if (onAdd(values)) setValues(EMPTY)
  }

  const set = (name: keyof CustomGoal) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }))
    setErrors((er) => ({ ...er, [name]: undefined }))
  }

  return (
    <form
      className="pp-card pp-wizard-custom"
      aria-labelledby="custom-goal-title"
      data-testid="custom-goal-form"
      noValidate
      onSubmit={submit}
    >
      <h3 id="custom-goal-title">Add a custom goal</h3>
      <TextField
        name="custom-title"
        label="Goal title"
        required
        maxLength={120}
        value={values.title}
        errors={errors.title}
        onChange={set('title')}
      />
      <TextAreaField
        name="custom-description"
        label="Description"
        required
        maxLength={1000}
        hint="What will you do, and how will you know you did it?"
        value={values.description}
        errors={errors.description}
        onChange={set('description')}
      />
      <SelectField
        name="custom-pillar"
        label="Focus area"
        options={FOCUS_OPTIONS}
        value={values.pillar}
        onChange={(e) => setValues((v) => ({ ...v, pillar: e.target.value as WizardPillar }))}
      />
      <p className="pp-wizard__hint">Custom goals are process goals: habits you control, like practising every day.</p>
      <div className="pp-wizard-custom__actions">
        <Button type="submit">Add Goal</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
