import { type FormEvent, useState } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { useFocusOnMount } from '../shared/use-focus-on-mount.ts'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { FormActions } from './form-actions.tsx'

const EMPTY = { first_name: '', last_name: '', email: '', password: '', age: '', birth_date: '' }

/**
 * Create Child Account: the way to bring a child under 13 in (parents create and
 * manage accounts for under 13). Creating it is the parent's consent; the server records it.
 */
export function CreateChildForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const dispatch = useAppDispatch()
  const [values, setValues] = useState(EMPTY)
  const { errors, failure, busy, submit } = useFormSubmit()
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    errors: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void submit(event, {
      fallback: 'Failed to create the account',
      action: async () => {
        await familyApi.createChild({
          first_name: values.first_name,
          last_name: values.last_name,
          email: values.email,
          password: values.password,
          age: Number(values.age),
          birth_date: values.birth_date || null,
        })
        dispatch(toast.success(`${values.first_name}'s account is ready. They can sign in with their email and password.`))
        onDone()
      },
    })

  return (
    <form
      className="pp-card pp-family__form"
      aria-labelledby="create-child-title"
      noValidate
      onSubmit={onSubmit}
      data-testid="create-child-form"
    >
      <h2 id="create-child-title" ref={heading} tabIndex={-1}>
        Create Child Account
      </h2>
      <p className="pp-family__muted">
        For a child under 13, or any child you would rather set up yourself. The account is linked to your family with full access.
      </p>
      <FormAlert message={failure} />
      <TextField label="First name" autoComplete="off" {...field('first_name')} />
      <TextField label="Last name" autoComplete="off" {...field('last_name')} />
      <TextField label="Child's sign-in email" type="email" autoComplete="off" {...field('email')} />
      <TextField
        label="Password for the child"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        {...field('password')}
      />
      <TextField label="Age" type="number" inputMode="numeric" min={6} max={18} {...field('age')} />
      <TextField label="Birth date (optional)" type="date" {...field('birth_date')} />
      <FormActions label="Create Account" busyLabel="Creating…" busy={busy} onCancel={onCancel} />
    </form>
  )
}
