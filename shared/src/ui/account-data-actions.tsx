import { type FormEvent, useState } from 'react'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { saveJson } from '@app/shared/api-client/account-data.ts'
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/domain/messages/account-data.ts'
import { DeleteAccountRequest } from '@app/shared/schemas/auth.ts'
import { fieldErrors } from '@app/shared/schemas/error.ts'
import { Button } from './button.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { FormAlert } from './form-alert.tsx'
import { TextField } from './text-field.tsx'

export type DownloadDataButtonProps = {
  label: string
  /** "my" or a first name: see dataFileName */
  fileWho: string
  load: () => Promise<unknown>
  testId?: string
}

/** Fetches the data and hands it to the browser as a .json download. */
export function DownloadDataButton({ label, fileWho, load, testId = 'download-data' }: DownloadDataButtonProps) {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  async function download() {
    setBusy(true)
    setMessage(null)
    try {
      saveJson(await load(), fileWho)
      setMessage({ tone: 'success', text: ACCOUNT_DATA_MESSAGES.exportReady })
    } catch (err) {
      const info = toApiErrorInfo(err, ACCOUNT_DATA_MESSAGES.exportFailed)
      setMessage({ tone: 'error', text: info.code === 'INTERNAL' ? ACCOUNT_DATA_MESSAGES.exportFailed : info.message })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="pp-stack">
      <FormAlert message={message?.text ?? null} tone={message?.tone} testId={`${testId}-message`} />
      <Button variant="secondary" onClick={download} busy={busy} busyLabel="Preparing…" data-testid={testId}>
        {label}
      </Button>
    </div>
  )
}

export type DeleteAccountFormProps = {
  /** Whose account, as the confirmation says it: "your account" or "Mia's account". */
  whose: string
  passwordLabel: string
  buttonLabel: string
  onDelete: (password: string) => Promise<void>
  testId?: string
}

/**
 * The password again, then a confirmation that says nothing can be undone. The server checks the
 * password; a wrong one comes back as the field's error and nothing is deleted.
 */
export function DeleteAccountForm({ whose, passwordLabel, buttonLabel, onDelete, testId = 'delete-account' }: DeleteAccountFormProps) {
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    const parsed = DeleteAccountRequest.safeParse({ password })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    setErrors({})
    setConfirming(true)
  }

  async function confirm() {
    setBusy(true)
    try {
      await onDelete(password)
    } catch (err) {
      const info = toApiErrorInfo(err, ACCOUNT_DATA_MESSAGES.deleteFailed)
      setErrors(info.fields)
      setFormError(info.fields.password ? null : info.code === 'INTERNAL' ? ACCOUNT_DATA_MESSAGES.deleteFailed : info.message)
      setConfirming(false)
      setBusy(false)
    }
  }

  return (
    <form className="pp-stack" aria-label={buttonLabel} noValidate onSubmit={ask} data-testid={`${testId}-form`}>
      <FormAlert message={formError} testId={`${testId}-error`} />
      <TextField
        name="password"
        label={passwordLabel}
        type="password"
        autoComplete="current-password"
        value={password}
        errors={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div>
        <Button type="submit" variant="danger" data-testid={`${testId}-button`}>
          {buttonLabel}
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`Delete ${whose}?`}
          confirmLabel="Delete Forever"
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
          testId={`${testId}-confirm`}
        >
          <p>
            This deletes {whose} and everything in it: goals, training, game results, badges and family links. It cannot be undone. Download
            the data first if you want to keep a copy.
          </p>
        </ConfirmDialog>
      )}
    </form>
  )
}
