import type { ChangeEvent } from 'react'
import { SESSION_DURATION } from '@app/shared/domain/goals.ts'
import { TextField } from '@app/shared/ui/text-field.tsx'

export type SessionDurationFieldProps = {
  name: string
  value: string
  errors: readonly string[] | undefined
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}

/** A planned session's minutes (15 to 180, in steps of 5), as typed: an emptied field stays empty. */
export function SessionDurationField({ name, value, errors, onChange }: SessionDurationFieldProps) {
  return (
    <TextField
      name={name}
      label="Duration (minutes)"
      type="number"
      inputMode="numeric"
      min={SESSION_DURATION.min}
      max={SESSION_DURATION.max}
      step={5}
      value={value}
      errors={errors}
      onChange={onChange}
    />
  )
}
