import { useId } from 'react'

/** Ids and aria wiring every labelled field shares: the hint and the first error describe the control. */
export function useFieldIds(name: string, id: string | undefined, hint: string | undefined, error: string | undefined) {
  const autoId = useId()
  const inputId = id ?? `${autoId}-${name}`
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return { inputId, hintId, errorId, describedBy }
}

/** The hint under a label. */
export function FieldHint({ id, hint }: { id: string | undefined; hint: string | undefined }) {
  return hint ? (
    <span id={id} className="pp-field__hint">
      {hint}
    </span>
  ) : null
}

/** The field's error text, tied to the control by aria-describedby; tests find it by field name. */
export function FieldError({ id, name, error }: { id: string | undefined; name: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="pp-field__error" data-testid={`field-error-${name}`}>
      {error}
    </p>
  ) : null
}
