import type { TextareaHTMLAttributes } from 'react'
import { FieldFrame } from './field-frame.tsx'

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> & {
  name: string
  label: string
  errors?: readonly string[] | undefined
  hint?: string
}

/** A labelled multi-line field, wired like TextField. */
export function TextAreaField({ name, label, errors, hint, id, rows = 3, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame name={name} label={label} id={id} hint={hint} errors={errors}>
      {(control) => <textarea {...rest} {...control} rows={rows} className="pp-field__input pp-field__textarea" />}
    </FieldFrame>
  )
}
