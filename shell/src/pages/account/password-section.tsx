import { type FormEvent, useCallback, useState } from 'react'
import { meApi } from '@app/shared/api-client/me.ts'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { securityApi } from '@app/shared/api-client/security.ts'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { ChangePasswordForm } from '@app/shared/schemas/auth.ts'
import { fieldErrors } from '@app/shared/schemas/error.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'

type Errors = Record<string, string[]>
const EMPTY = { current_password: '', password: '', confirmPassword: '', code: '' }

/**
 * Changing the password while signed in: the current password (a borrowed, signed-in device is not
 * enough), and the code from the authenticator app when two-step sign-in is on. The server decides;
 * its field messages are shown by the fields they name. Other devices are signed out.
 */
export function PasswordSection() {
  const dispatch = useAppDispatch()
  // Only to know whether to ask for the code up front; if the server asks for it anyway, it appears then.
  const fetcher = useCallback(() => securityApi.status(), [])
  const { load } = useLoad(fetcher)
  const [form, setForm] = useState(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [serverAskedForCode, setServerAskedForCode] = useState(false)
  const [busy, setBusy] = useState(false)
  const askCode = serverAskedForCode || (load.status === 'ready' && load.data.enabled)
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    const parsed = ChangePasswordForm.safeParse({ ...form, code: askCode ? form.code : undefined })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    setErrors({})
    setBusy(true)
    try {
      const { current_password, password, code } = parsed.data
      await meApi.changePassword({ current_password, password, ...(code ? { code } : {}) })
      setForm(EMPTY)
      dispatch(toast.success(AUTH_MESSAGES.passwordUpdated))
    } catch (err) {
      const info = toApiErrorInfo(err, AUTH_MESSAGES.passwordUpdateFailed)
      if (info.fields.code) setServerAskedForCode(true)
      setErrors(info.fields)
      // A refusal without a field (too many attempts, demo mode) is said once, above the form.
      setFormError(Object.keys(info.fields).length ? null : info.message || AUTH_MESSAGES.passwordUpdateFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="pp-card" aria-labelledby="account-password" data-testid="password-section">
      <h2 id="account-password">Change password</h2>
      <p>You will stay signed in here; every other device is signed out, and we email you that the password changed.</p>
      <form className="pp-stack" aria-label="Change password" noValidate onSubmit={submit}>
        <FormAlert message={formError} testId="password-error" />
        <TextField
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={form.current_password}
          errors={errors.current_password}
          onChange={set('current_password')}
        />
        <TextField
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters"
          value={form.password}
          errors={errors.password}
          onChange={set('password')}
        />
        <TextField
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          errors={errors.confirmPassword}
          onChange={set('confirmPassword')}
        />
        {askCode && (
          <TextField
            name="code"
            label="Code from your authenticator app"
            autoComplete="one-time-code"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={form.code}
            errors={errors.code}
            onChange={set('code')}
          />
        )}
        <Button type="submit" busy={busy} busyLabel="Changing…">
          Change Password
        </Button>
      </form>
    </section>
  )
}
