import { type FormEvent, useEffect, useState } from 'react'
import { Navigate, useLocation, useNavigate } from '@app/shared/routing/index.ts'
import { api } from '@app/shared/api-client/api.ts'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { readRecoveryToken } from '@app/shared/domain/password.ts'
import { NewPasswordForm } from '@app/shared/schemas/auth.ts'
import { fieldErrors } from '@app/shared/schemas/error.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import './auth.css'

// A fixed id: React's development double effects must not show the message twice.
const INVALID_LINK_TOAST = 'invalid-reset-link'

/**
 * /app/reset-password (docs/features/account-and-security.md): only with the recovery marker and token in the hash; otherwise
 * 'Invalid or expired password reset link' and back to /auth (which leads to /app/auth).
 */
export function ResetPasswordPage() {
  const { hash } = useLocation()
  const [token] = useState(() => readRecoveryToken(hash))
  const dispatch = useAppDispatch()

  useEffect(() => {
    if (!token) dispatch(toast.error(AUTH_MESSAGES.invalidResetLink, INVALID_LINK_TOAST))
  }, [token, dispatch])

  if (!token) return <Navigate to="/auth" replace />
  return <NewPasswordFormView token={token} />
}

function NewPasswordFormView({ token }: { token: string }) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    const parsed = NewPasswordForm.safeParse({ password, confirmPassword })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    setErrors({})
    setBusy(true)
    try {
      await api.post('/auth/password-reset/confirm', { token, password: parsed.data.password })
      dispatch(toast.success(AUTH_MESSAGES.passwordUpdated))
      navigate('/app/auth', { replace: true })
    } catch (err) {
      setBusy(false)
      const info = toApiErrorInfo(err, AUTH_MESSAGES.passwordUpdateFailed)
      if (info.code === 'INVALID_RESET_TOKEN') {
        dispatch(toast.error(AUTH_MESSAGES.invalidResetLink, INVALID_LINK_TOAST))
        return navigate('/auth', { replace: true })
      }
      // Demo mode answers 'Password update is not available in demo mode' (NOT_AVAILABLE).
      setFormError(info.code === 'RATE_LIMITED' || info.code === 'NOT_AVAILABLE' ? info.message : AUTH_MESSAGES.passwordUpdateFailed)
      setErrors(info.fields)
    }
  }

  return (
    <section className="pp-auth pp-card" aria-labelledby="reset-title">
      <h1 id="reset-title">Set a New Password</h1>
      <form className="pp-auth-form" aria-label="Set new password" data-testid="reset-password-form" noValidate onSubmit={submit}>
        <FormAlert message={formError} />
        <TextField
          name="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters"
          value={password}
          errors={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          name="confirmPassword"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          errors={errors.confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <Button type="submit" block busy={busy} busyLabel="Updating…">
          Update Password
        </Button>
      </form>
    </section>
  )
}
