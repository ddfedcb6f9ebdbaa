import type { SelectHTMLAttributes } from 'react'
import { FieldError, FieldHint, useFieldIds } from './field-parts.tsx'

export type SelectOption = { value: string; label: string }

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & {
  name: string
  label: string
  options: readonly SelectOption[]
  errors?: readonly string[] | undefined
  hint?: string
}

/** A labelled native select (keyboard and screen-reader friendly on every phone), wired like TextField. */
export function SelectField({ name, label, options, errors, hint, id, ...rest }: SelectFieldProps) {
  const error = errors?.[0]
  const { inputId, hintId, errorId, describedBy } = useFieldIds(name, id, hint, error)
  return (
    <div className="pp-field">
      <label className="pp-field__label" htmlFor={inputId}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      <select {...rest} id={inputId} name={name} className="pp-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} name={name} error={error} />
    </div>
  )
}
