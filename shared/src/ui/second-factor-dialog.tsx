import { type FormEvent, useState } from 'react'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { securityApi } from '@app/shared/api-client/security.ts'
import { SECURITY_MESSAGES } from '@app/shared/domain/messages/security.ts'
import { TwoFactorCodeRequest } from '@app/shared/schemas/security.ts'
import { fieldErrors } from '@app/shared/schemas/error.ts'
import { Button } from './button.tsx'
import { ModalDialog } from './modal-dialog.tsx'
import { TextField } from './text-field.tsx'

/** Asks for a code before a protected change (billing, family permissions); done(true) once accepted. */
export function SecondFactorDialog({ done }: { done: (verified: boolean) => void }) {
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [busy, setBusy] = useState(false)

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    const parsed = TwoFactorCodeRequest.safeParse({ code })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    setBusy(true)
    try {
      await securityApi.verify(parsed.data.code)
      done(true)
    } catch (err) {
      const info = toApiErrorInfo(err, SECURITY_MESSAGES.codeWrong)
      setErrors(Object.keys(info.fields).length ? info.fields : { code: [info.message] })
      setBusy(false)
    }
  }

  return (
    <ModalDialog
      title="Enter your code"
      busy={busy}
      onClose={() => done(false)}
      testId="second-factor-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={() => done(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => submit()} busy={busy} busyLabel="Checking…">
            Continue
          </Button>
        </>
      }
    >
      <form noValidate onSubmit={submit}>
        <p>{SECURITY_MESSAGES.stepUp}.</p>
        <TextField
          name="code"
          label="Authentication code"
          autoComplete="one-time-code"
          // A recovery code has letters: the text keyboard, nothing corrected.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          data-dialog-initial-focus=""
          value={code}
          errors={errors.code}
          onChange={(e) => setCode(e.target.value)}
        />
      </form>
    </ModalDialog>
  )
}
