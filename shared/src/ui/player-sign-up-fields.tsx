import { SIGN_UP_AGE } from '@app/shared/domain/age-group.ts'
import { TextField } from './text-field.tsx'

type FieldProps = {
  name: string
  value: string
  errors: readonly string[] | undefined
  onChange: (e: { target: { value: string } }) => void
}

/**
 * The two fields only players give at sign-up (docs/features/account-and-security.md): age 6 to 18 and a parent/guardian email.
 * Used by the auth screen and by the goal wizard's account step, so both ask the same way.
 */
export function PlayerSignUpFields({ field }: { field: (name: 'age' | 'parentEmail') => FieldProps }) {
  return (
    <>
      <TextField label="Age" type="number" inputMode="numeric" min={SIGN_UP_AGE.min} max={SIGN_UP_AGE.max} required {...field('age')} />
      <TextField
        label="Parent/Guardian Email"
        type="email"
        autoComplete="off"
        required
        hint="We send your parent or guardian notifications about your account."
        {...field('parentEmail')}
      />
    </>
  )
}
