import { type FormEvent, type ReactNode, useState } from 'react'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { SignInRequest } from '@app/shared/schemas/auth.ts'
import { fieldErrors } from '@app/shared/schemas/error.ts'
import type { User } from '@app/shared/schemas/user.ts'
import { signIn, toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'

export type SignInFormProps = {
  /** Called after the session is stored and 'Welcome back!' is shown; usually navigates. */
  onSignedIn: (user: User) => void
  /** Links under the button (Forgot password?, the sign-up toggle). */
  children?: ReactNode
  /** The address to start from (a link that was sent to one address, e.g. a parent's approval). */
  initialEmail?: string
}

/**
 * Email + password sign-in (docs/features/account-and-security.md), used by the shell's /app/auth page and by every remote's
 * standalone page. Field rules come from SignInRequest; the server's message is shown as it is.
 */
export function SignInForm({ onSignedIn, children, initialEmail = '' }: SignInFormProps) {
  const dispatch = useAppDispatch()
  const [email, setEmail] = useState(initialEmail)
  const [password, setPassword] = useState('')
  // Shown once the server says this account has two-step sign-in on (after the right password).
  const [code, setCode] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = SignInRequest.safeParse({ email, password, ...(code === null ? {} : { code }) })
    setFormError(null)
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    setErrors({})
    setBusy(true)
    const result = await dispatch(signIn(parsed.data))
    setBusy(false)
    if (signIn.fulfilled.match(result)) {
      dispatch(toast.success(AUTH_MESSAGES.welcomeBack))
      return onSignedIn(result.payload)
    }
    if (result.payload?.code === 'SECOND_FACTOR_REQUIRED') {
      setCode((current) => current ?? '')
      setErrors(result.payload.fields)
      return
    }
    // No payload means something threw outside the API call: there is nothing specific to say, so the generic text.
    setFormError(result.payload ? result.payload.message || AUTH_MESSAGES.loginFailed : AUTH_MESSAGES.genericError)
    setErrors(result.payload?.fields ?? {})
  }

  return (
    <form className="pp-auth-form" aria-label="Sign in" data-testid="sign-in-form" noValidate onSubmit={submit}>
      <FormAlert message={formError} />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        enterKeyHint="next"
        required
        value={email}
        errors={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        enterKeyHint="go"
        required
        value={password}
        errors={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {code !== null && (
        <TextField
          name="code"
          label="Authentication code"
          hint="The 6-digit code from your authenticator app, or a recovery code"
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          // Shown after the password was accepted: the code is the one thing left to type.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          required
          value={code}
          errors={errors.code}
          onChange={(e) => setCode(e.target.value)}
        />
      )}
      <Button type="submit" block busy={busy} busyLabel="Signing in…">
        Sign In
      </Button>
      {children}
    </form>
  )
}
