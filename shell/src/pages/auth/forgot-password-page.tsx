import { type FormEvent, useState } from 'react'
import { Link } from '@app/shared/routing/index.ts'
import { api } from '@app/shared/api-client/api.ts'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { PasswordResetRequest } from '@app/shared/schemas/auth.ts'
import { fieldErrors } from '@app/shared/schemas/error.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import './auth.css'

/** /app/forgot-password (docs/features/account-and-security.md): form, then a sent confirmation with Try Another Email. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    const parsed = PasswordResetRequest.safeParse({ email })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    setErrors({})
    setState('sending')
    try {
      await api.post('/auth/password-reset', parsed.data)
      setState('sent')
    } catch (err) {
      const info = toApiErrorInfo(err, AUTH_MESSAGES.resetEmailFailed)
      // Too many requests and demo mode ('Password reset is not available in demo mode') have their
      // own words; anything else (a server or network failure) gets the one plain failure message.
      const ownWords = info.code === 'RATE_LIMITED' || info.code === 'NOT_AVAILABLE'
      setFormError(ownWords ? info.message || AUTH_MESSAGES.tooManyAttempts : AUTH_MESSAGES.resetEmailFailed)
      setErrors(info.fields)
      setState('form')
    }
  }

  return (
    <section className="pp-auth pp-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">Reset Your Password</h1>
      {state === 'sent' ? (
        <div data-testid="reset-email-sent">
          <FormAlert tone="success" message={AUTH_MESSAGES.resetEmailSent} testId="reset-sent-message" />
          <p>If an account uses {email.trim()}, the email has a link that works for one hour.</p>
          <Button variant="secondary" onClick={() => setState('form')}>
            Try Another Email
          </Button>
        </div>
      ) : (
        <form className="pp-auth-form" aria-label="Request password reset" data-testid="forgot-password-form" noValidate onSubmit={submit}>
          <p className="pp-auth__intro">Enter the email you signed up with and we will send you a reset link.</p>
          <FormAlert message={formError} />
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            enterKeyHint="send"
            required
            value={email}
            errors={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" block busy={state === 'sending'} busyLabel="Sending…">
            Send Reset Link
          </Button>
        </form>
      )}
      <p className="pp-auth__toggle">
        <Link to="/app/auth">Back to Sign In</Link>
      </p>
    </section>
  )
}
