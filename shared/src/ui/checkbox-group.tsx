import { useId } from 'react'
import './choice-group.css'

/** `disabled`: shown but not offered (a choice that is coming). */
export type ChoiceOption<V extends string> = { value: V; label: string; disabled?: boolean }

export type CheckboxGroupProps<V extends string> = {
  name: string
  /** The question the boxes answer, e.g. "Skill focus". */
  legend: string
  options: readonly ChoiceOption<V>[]
  selected: readonly V[]
  onToggle: (value: V, checked: boolean) => void
  hint?: string
  /** Messages for the group (from a local check or the server's `fields`); the first one is shown. */
  errors?: readonly string[] | undefined
  testId?: string
}

/**
 * Checkboxes under one legend (a fieldset), with a hint and an error tied to the group the way
 * FieldFrame ties them to a single control; tests find the error by `field-error-{name}`.
 * @example <CheckboxGroup name="skill_focus" legend="Skill focus" options={opts} selected={['technical']} onToggle={toggle} />
 */
export function CheckboxGroup<V extends string>({
  name,
  legend,
  options,
  selected,
  onToggle,
  hint,
  errors,
  testId,
}: CheckboxGroupProps<V>) {
  const id = useId()
  const error = errors?.[0]
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <fieldset className="pp-choices" aria-describedby={describedBy} aria-invalid={error ? true : undefined} data-testid={testId}>
      <legend className="pp-field__label">{legend}</legend>
      {hint && (
        <span id={`${id}-hint`} className="pp-field__hint">
          {hint}
        </span>
      )}
      <div className="pp-choices__options">
        {options.map((o) => (
          <label key={o.value} className="pp-choices__option">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              checked={selected.includes(o.value)}
              disabled={o.disabled}
              onChange={(e) => onToggle(o.value, e.target.checked)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="pp-field__error" role="alert" data-testid={`field-error-${name}`}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
