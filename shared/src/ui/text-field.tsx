import type { InputHTMLAttributes } from 'react'
import { FieldFrame } from './field-frame.tsx'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string
  label: string
  /** Messages for this field (from zod or from the server's `fields`); the first one is shown. */
  errors?: readonly string[] | undefined
  hint?: string
}

/** A labelled input whose error text is tied to it (aria-invalid + aria-describedby). */
export function TextField({ name, label, errors, hint, id, type = 'text', ...rest }: TextFieldProps) {
  return (
    <FieldFrame name={name} label={label} id={id} hint={hint} errors={errors}>
      {(control) => <input {...rest} {...control} type={type} className="pp-field__input" />}
    </FieldFrame>
  )
}
