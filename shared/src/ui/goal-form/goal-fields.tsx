import { GOAL_LIMITS, GOAL_TYPE_LABELS, GOAL_TYPES, PILLAR_LABELS, PILLARS } from '@app/shared/domain/goals.ts'
import { SelectField } from '../select-field.tsx'
import { TextAreaField } from '../text-area-field.tsx'
import { TextField } from '../text-field.tsx'
import type { GoalFormValues } from './goal-form-values.ts'
import './goal-fields.css'
import type { FieldErrors } from './validate-goal-form.ts'

const PILLAR_OPTIONS = PILLARS.map((p) => ({ value: p, label: PILLAR_LABELS[p] }))
const TYPE_OPTIONS = GOAL_TYPES.map((t) => ({ value: t, label: GOAL_TYPE_LABELS[t] }))

export type GoalFieldsProps = {
  values: GoalFormValues
  errors: FieldErrors
  /** The date input's minimum: today on the player's calendar (or a kept target date before it). */
  minDate: string
  onChange: <K extends keyof GoalFormValues>(name: K, value: GoalFormValues[K]) => void
  /** In a dialog, typing starts in the title. */
  focusTitle?: boolean
}

/** A goal's fields, the same when creating one and when editing it. */
export function GoalFields({ values, errors, minDate, onChange, focusTitle = false }: GoalFieldsProps) {
  return (
    <>
      <TextField
        name="title"
        label="Goal title"
        required
        maxLength={GOAL_LIMITS.titleMaxLength}
        placeholder="e.g. Complete 50 keepy-uppies in a row"
        value={values.title}
        errors={errors.title}
        onChange={(e) => onChange('title', e.target.value)}
        {...(focusTitle ? { 'data-dialog-initial-focus': '' } : {})}
      />
      <TextAreaField
        name="description"
        label="Description"
        hint="Optional. How will you know you have reached it?"
        maxLength={GOAL_LIMITS.descriptionMaxLength}
        value={values.description}
        errors={errors.description}
        onChange={(e) => onChange('description', e.target.value)}
      />
      <div className="pp-goal-form__row">
        <SelectField
          name="pillar"
          label="Pillar"
          options={PILLAR_OPTIONS}
          value={values.pillar}
          errors={errors.pillar}
          onChange={(e) => onChange('pillar', e.target.value as GoalFormValues['pillar'])}
        />
        <SelectField
          name="goal_type"
          label="Goal type"
          options={TYPE_OPTIONS}
          value={values.goal_type}
          errors={errors.goal_type}
          onChange={(e) => onChange('goal_type', e.target.value as GoalFormValues['goal_type'])}
        />
      </div>
      <TextField
        name="target_date"
        label="Target date"
        type="date"
        hint="Optional. Leave empty for no deadline."
        min={minDate}
        value={values.target_date}
        errors={errors.target_date}
        onChange={(e) => onChange('target_date', e.target.value)}
      />
    </>
  )
}
