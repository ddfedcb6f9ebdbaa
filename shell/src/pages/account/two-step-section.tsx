import { type FormEvent, useCallback, useMemo, useState } from 'react'
import qrcode from 'qrcode-generator'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { securityApi } from '@app/shared/api-client/security.ts'
import { SECURITY_MESSAGES } from '@app/shared/domain/messages/security.ts'
import { fieldErrors } from '@app/shared/schemas/error.ts'
import {
  TwoFactorCodeRequest,
  TwoFactorDisableRequest,
  TwoFactorSetupRequest,
  type TwoFactorSetupResponse,
} from '@app/shared/schemas/security.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { LoadFailed } from '@app/shared/ui/load-failed.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'

type Step =
  { at: 'idle' } | { at: 'password' } | { at: 'scan'; setup: TwoFactorSetupResponse } | { at: 'codes'; codes: string[] } | { at: 'off' }
type Errors = Record<string, string[]>

/** A form's server refusal: per-field messages where the server named a field, else one line. */
function refusal(err: unknown, fallback: string): { fields: Errors; message: string | null } {
  const info = toApiErrorInfo(err, fallback)
  return Object.keys(info.fields).length ? { fields: info.fields, message: null } : { fields: {}, message: info.message || fallback }
}

/** The secret as an authenticator app shows it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * Two-step sign-in for grown-up accounts: scan (or type) the key, prove it with the first code,
 * then save the recovery codes, which are shown this once.
 */
export function TwoStepSection() {
  const dispatch = useAppDispatch()
  const fetcher = useCallback(() => securityApi.status(), [])
  const { load, reload } = useLoad(fetcher)
  const [step, setStep] = useState<Step>({ at: 'idle' })
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const reset = (next: Step) => {
    setStep(next)
    setPassword('')
    setCode('')
    setErrors({})
    setFormError(null)
  }
  async function run(task: () => Promise<void>, fallback: string) {
    setBusy(true)
    setFormError(null)
    try {
      await task()
    } catch (err) {
      const { fields, message } = refusal(err, fallback)
      setErrors(fields)
      setFormError(message)
    } finally {
      setBusy(false)
    }
  }

  function startSetup(event: FormEvent) {
    event.preventDefault()
    const parsed = TwoFactorSetupRequest.safeParse({ password })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    return run(async () => reset({ at: 'scan', setup: await securityApi.setup(parsed.data.password) }), SECURITY_MESSAGES.noSetup)
  }
  function confirmSetup(event: FormEvent) {
    event.preventDefault()
    const parsed = TwoFactorCodeRequest.safeParse({ code })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    return run(async () => reset({ at: 'codes', codes: await securityApi.enable(parsed.data.code) }), SECURITY_MESSAGES.codeWrong)
  }
  function turnOff(event: FormEvent) {
    event.preventDefault()
    const parsed = TwoFactorDisableRequest.safeParse({ password, code })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    return run(async () => {
      await securityApi.disable(parsed.data.password, parsed.data.code)
      dispatch(toast.success(SECURITY_MESSAGES.disabled))
      reset({ at: 'idle' })
      reload()
    }, SECURITY_MESSAGES.codeWrong)
  }

  if (load.status === 'loading') return <Spinner label="Loading two-step sign-in…" />
  if (load.status === 'failed') return <LoadFailed message="Could not load two-step sign-in" onRetry={reload} />
  if (!load.data.available) return null
  const { enabled, recovery_codes_left } = load.data
  const passwordField = (
    <TextField
      name="password"
      label="Your password"
      type="password"
      autoComplete="current-password"
      value={password}
      errors={errors.password}
      onChange={(e) => setPassword(e.target.value)}
    />
  )
  const codeField = (
    <TextField
      name="code"
      label="Code from the app"
      autoComplete="one-time-code"
      // Turning it on takes the app's 6 digits; turning it off also takes a recovery code, which has letters.
      inputMode={enabled ? 'text' : 'numeric'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      enterKeyHint="go"
      value={code}
      errors={errors.code}
      onChange={(e) => setCode(e.target.value)}
    />
  )

  return (
    <section className="pp-card" aria-labelledby="account-two-step" data-testid="two-step-section">
      <h2 id="account-two-step">Two-step sign-in</h2>
      <FormAlert message={formError} testId="two-step-error" />
      {step.at === 'codes' ? (
        <RecoveryCodes
          codes={step.codes}
          onSaved={() => {
            dispatch(toast.success(SECURITY_MESSAGES.enabled))
            reset({ at: 'idle' })
            reload()
          }}
        />
      ) : enabled ? (
        <>
          <p data-testid="two-step-status">
            On. Signing in, payments and family permission changes ask for a code from your authenticator app. {recovery_codes_left}{' '}
            recovery codes left.
          </p>
          {step.at === 'off' ? (
            <form className="pp-stack" aria-label="Turn off two-step sign-in" noValidate onSubmit={turnOff}>
              {passwordField}
              {codeField}
              <Button type="submit" variant="danger" busy={busy} busyLabel="Turning off…">
                Turn Off
              </Button>
            </form>
          ) : (
            <Button variant="secondary" onClick={() => reset({ at: 'off' })}>
              Turn Off Two-Step Sign-In
            </Button>
          )}
        </>
      ) : step.at === 'scan' ? (
        <form className="pp-stack" aria-label="Confirm two-step sign-in" noValidate onSubmit={confirmSetup}>
          <ScanKey setup={step.setup} />
          {codeField}
          <Button type="submit" busy={busy} busyLabel="Checking…">
            Turn On
          </Button>
        </form>
      ) : step.at === 'password' ? (
        <form className="pp-stack" aria-label="Start two-step sign-in" noValidate onSubmit={startSetup}>
          <p>First, your password.</p>
          {passwordField}
          <Button type="submit" busy={busy} busyLabel="Checking…">
            Continue
          </Button>
        </form>
      ) : (
        <>
          <p>
            Off. Turn it on to ask for a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) when you
            sign in and before payment or family permission changes.
          </p>
          <Button onClick={() => reset({ at: 'password' })}>Turn On Two-Step Sign-In</Button>
        </>
      )}
    </section>
  )
}

function ScanKey({ setup }: { setup: TwoFactorSetupResponse }) {
  const qr = useMemo(() => {
    const code = qrcode(0, 'M')
    code.addData(setup.otpauth_uri)
    code.make()
    return code.createDataURL(4, 8)
  }, [setup.otpauth_uri])
  return (
    <div className="pp-account__scan">
      <img src={qr} alt="QR code with your PitchPath key, for your authenticator app" width={200} height={200} />
      <div>
        <p>Scan the code with your authenticator app, or enter this key:</p>
        <p className="pp-account__key" data-testid="two-step-key">
          {grouped(setup.secret)}
        </p>
        <p>
          <a href={setup.otpauth_uri}>Open in an authenticator app on this device</a>
        </p>
        <p>Then type the 6-digit code it shows.</p>
      </div>
    </div>
  )
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <div className="pp-stack" data-testid="recovery-codes">
      <p>
        <strong>Save these recovery codes now.</strong> Each one signs you in once if you lose your phone. They are shown only this once.
      </p>
      <ul className="pp-account__codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <Button onClick={onSaved}>I Have Saved My Codes</Button>
    </div>
  )
}
