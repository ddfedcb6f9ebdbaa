import { type InputHTMLAttributes, useId } from 'react'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string
  label: string
  /** Messages for this field (from zod or from the server's `fields`); the first one is shown. */
  errors?: readonly string[] | undefined
  hint?: string
}

/** A labelled input whose error text is tied to it (aria-invalid + aria-describedby). */
export function TextField({ name, label, errors, hint, id, type = 'text', ...rest }: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? `${autoId}-${name}`
  const error = errors?.[0]
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="pp-field">
      <label className="pp-field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <span id={hintId} className="pp-field__hint">
          {hint}
        </span>
      )}
      <input
        {...rest}
        id={inputId}
        name={name}
        type={type}
        className="pp-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errorId} className="pp-field__error" data-testid={`field-error-${name}`}>
          {error}
        </p>
      )}
    </div>
  )
}
