import type { TextareaHTMLAttributes } from 'react'
import { FieldError, FieldHint, useFieldIds } from './field-parts.tsx'

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> & {
  name: string
  label: string
  errors?: readonly string[] | undefined
  hint?: string
}

/** A labelled multi-line field, wired like TextField. */
export function TextAreaField({ name, label, errors, hint, id, rows = 3, ...rest }: TextAreaFieldProps) {
  const error = errors?.[0]
  const { inputId, hintId, errorId, describedBy } = useFieldIds(name, id, hint, error)
  return (
    <div className="pp-field">
      <label className="pp-field__label" htmlFor={inputId}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      <textarea
        {...rest}
        id={inputId}
        name={name}
        rows={rows}
        className="pp-field__input pp-field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={errorId} name={name} error={error} />
    </div>
  )
}
