import type { InputHTMLAttributes } from 'react'
import { FieldError, FieldHint, useFieldIds } from './field-parts.tsx'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string
  label: string
  /** Messages for this field (from zod or from the server's `fields`); the first one is shown. */
  errors?: readonly string[] | undefined
  hint?: string
}

/** A labelled input whose error text is tied to it (aria-invalid + aria-describedby). */
export function TextField({ name, label, errors, hint, id, type = 'text', ...rest }: TextFieldProps) {
  const error = errors?.[0]
  const { inputId, hintId, errorId, describedBy } = useFieldIds(name, id, hint, error)
  return (
    <div className="pp-field">
      <label className="pp-field__label" htmlFor={inputId}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      <input
        {...rest}
        id={inputId}
        name={name}
        type={type}
        className="pp-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={errorId} name={name} error={error} />
    </div>
  )
}
