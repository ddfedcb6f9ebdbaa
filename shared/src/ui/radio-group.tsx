import { useId } from 'react'
import type { ChoiceOption } from './checkbox-group.tsx'
import './choice-group.css'

export type RadioGroupProps<V extends string> = {
  name: string
  legend: string
  options: readonly ChoiceOption<V>[]
  value: V
  onChange: (value: V) => void
  hint?: string
  /** Messages for the group (the server's `fields`); the first one is shown, as CheckboxGroup shows it. */
  errors?: readonly string[] | undefined
  testId?: string
}

/**
 * Native radio buttons under one legend: arrow keys move the choice, one tab stop, and every option
 * is visible at once (better than a select when there are a handful of short options).
 * @example <RadioGroup name="frequency" legend="How often" options={opts} value="weekly" onChange={setFrequency} />
 */
export function RadioGroup<V extends string>({ name, legend, options, value, onChange, hint, errors, testId }: RadioGroupProps<V>) {
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
            <input type="radio" name={`${id}-${name}`} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
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
