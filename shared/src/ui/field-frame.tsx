import { type ReactNode, useId } from 'react'

/** What every labelled control receives: its id and the aria wiring to its hint and error. */
export type ControlProps = { id: string; name: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

export type FieldFrameProps = {
  name: string
  label: string
  id: string | undefined
  hint: string | undefined
  /** Messages for this field (from zod or from the server's `fields`); the first one is shown. */
  errors: readonly string[] | undefined
  children: (control: ControlProps) => ReactNode
}

/**
 * The label, hint and error around any control (input, textarea, select): the hint and the first
 * error describe the control, and tests find the error by field name.
 */
export function FieldFrame({ name, label, id, hint, errors, children }: FieldFrameProps) {
  const autoId = useId()
  const error = errors?.[0]
  const inputId = id ?? `${autoId}-${name}`
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
      {children({ id: inputId, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="pp-field__error" data-testid={`field-error-${name}`}>
          {error}
        </p>
      )}
    </div>
  )
}
