import type { SelectHTMLAttributes } from 'react'
import { FieldFrame } from './field-frame.tsx'

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
  return (
    <FieldFrame name={name} label={label} id={id} hint={hint} errors={errors}>
      {(control) => (
        <select {...rest} {...control} className="pp-field__input">
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
