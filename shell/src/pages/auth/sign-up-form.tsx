import { type FormEvent, useState } from 'react'
import { homePath } from '@app/shared/domain/navigation.ts'
import { useNavigate } from '@app/shared/routing/index.ts'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { signUp, toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { PlayerSignUpFields } from '@app/shared/ui/player-sign-up-fields.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { browserTimeZone } from '@app/shared/domain/calendar-day.ts'
import { checkSignUp, EMPTY_SIGN_UP, type SignUpValues } from '@app/shared/schemas/sign-up-check.ts'

/**
 * Sign-up (docs/features/account-and-security.md): Player or Parent; players also give their age and a parent/guardian email.
 * `initial` starts from a link's values (a parent approving a child: their address, Parent), and
 * `next` is where to go once signed up; without it, the new account's home (a parent's family home,
 * a player's My Goals).
 */
export function SignUpForm({ initial, next }: { initial?: Partial<SignUpValues>; next?: string } = {}) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [values, setValues] = useState<SignUpValues>(() => ({ ...EMPTY_SIGN_UP, ...initial }))
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const isPlayer = values.accountType === 'player'
  const field = (name: keyof SignUpValues) => ({
    name,
    value: values[name],
    errors: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    setNotice(null)
    const check = checkSignUp(values, browserTimeZone())
    if (!check.ok) return setErrors(check.errors)
    setErrors({})
    setBusy(true)
    const result = await dispatch(signUp(check.request))
    setBusy(false)
    if (signUp.fulfilled.match(result)) {
      dispatch(toast.success(AUTH_MESSAGES.accountCreated))
      return navigate(next ?? homePath(result.payload, 'signUp'))
    }
    // Under 13: the account exists but waits for a parent; that is news, not an error.
    if (result.payload?.code === 'CONSENT_REQUIRED') return setNotice(result.payload.message)
    setFormError(result.payload ? result.payload.message || AUTH_MESSAGES.registrationFailed : AUTH_MESSAGES.genericError)
    setErrors(result.payload?.fields ?? {})
  }

  return (
    <form className="pp-auth-form" aria-label="Sign up" data-testid="sign-up-form" noValidate onSubmit={submit}>
      <FormAlert message={formError} />
      <FormAlert message={notice} tone="success" testId="consent-pending" />
      <fieldset className="pp-choice">
        <legend className="pp-field__label">Account Type</legend>
        {(['player', 'parent'] as const).map((type) => (
          <label key={type} className="pp-choice__option">
            <input
              type="radio"
              name="accountType"
              value={type}
              checked={values.accountType === type}
              onChange={() => setValues((v) => ({ ...v, accountType: type }))}
            />
            {type === 'player' ? 'Player' : 'Parent'}
          </label>
        ))}
      </fieldset>
      <div className="pp-auth-form__row">
        <TextField label="First Name" autoComplete="given-name" required {...field('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" required {...field('last_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 6 characters"
        {...field('password')}
      />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" required {...field('confirmPassword')} />
      {isPlayer && (
        <>
          <PlayerSignUpFields field={field} />
        </>
      )}
      <Button type="submit" block busy={busy} busyLabel="Creating account…">
        Sign Up
      </Button>
    </form>
  )
}
