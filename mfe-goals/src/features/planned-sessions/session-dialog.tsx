import { type FormEvent, type RefObject, useId, useMemo, useState } from 'react'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { addDays, browserTimeZone, todayIn } from '@app/shared/domain/calendar-day.ts'
import { SESSION_DURATION } from '@app/shared/domain/goals.ts'
import { fieldErrors } from '@app/shared/schemas/error.ts'
// PlannedSessionInput, not its aliases (PlanSessionRequest, UpdatePlannedSessionRequest): the schemas
// are a shared module the shell provides, so a remote redeployed alone must use only exports an older
// shell already has (npm run deploy refuses one that does not: platform/src/deploys/shared-exports-contract.mjs).
import { PlannedSessionInput } from '@app/shared/schemas/goals.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { FormDialogActions } from '@app/shared/ui/form-dialog-actions.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { ModalDialog } from '@app/shared/ui/modal-dialog.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { SessionDurationField } from '../goal-wizard/session-duration-field.tsx'

/** What the form holds: the wire fields, the minutes as typed. */
export type SessionFormValues = { session_date: string; start_time: string; duration: string; notes: string }

export type SessionDialogProps = {
  title: string
  submitLabel: string
  /** The session as it is (a change), or none: tomorrow at 16:00 for the default length. */
  initial?: SessionFormValues
  /** Sends the checked request; throws ApiRequestError when the server refuses. */
  save: (request: PlannedSessionInput) => Promise<unknown>
  messages: { saved: string; failed: string }
  /** After the server saved it, before the dialog closes. */
  onSaved?: () => void
  onClose: () => void
  fallbackFocus: RefObject<HTMLElement | null>
  testId: string
}

/** One planned session's day, start time, minutes and notes: the goal wizard's fields and rules. */
export function SessionDialog({
  title,
  submitLabel,
  initial,
  save,
  messages,
  onSaved,
  onClose,
  fallbackFocus,
  testId,
}: SessionDialogProps) {
  const dispatch = useAppDispatch()
  const formId = useId()
  const today = todayIn(new Date(), useMemo(browserTimeZone, []))
  const [values, setValues] = useState<SessionFormValues>(
    () => initial ?? { session_date: addDays(today, 1), start_time: '16:00', duration: String(SESSION_DURATION.default), notes: '' },
  )
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const set = (name: keyof SessionFormValues, value: string) => setValues((v) => ({ ...v, [name]: value }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const request = { ...values, duration: values.duration.trim() === '' ? Number.NaN : Number(values.duration) }
    const parsed = PlannedSessionInput.safeParse(request)
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    setErrors({})
    setSaving(true)
    try {
      await save(request)
      dispatch(toast.success(messages.saved))
      onSaved?.()
      onClose()
    } catch (error) {
      const info = toApiErrorInfo(error, messages.failed)
      setSaving(false)
      setErrors(info.fields)
      // A conflict or a vanished session says why in the server's words; anything else, ours.
      if (Object.keys(info.fields).length === 0)
        setFailure(info.code === 'CONFLICT' || info.code === 'NOT_FOUND' ? info.message : messages.failed)
    }
  }

  return (
    <ModalDialog
      title={title}
      busy={saving}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      testId={testId}
      actions={<FormDialogActions formId={formId} busy={saving} onCancel={onClose} submitLabel={submitLabel} />}
    >
      <form id={formId} className="pp-goal-edit" noValidate onSubmit={onSubmit}>
        <FormAlert message={failure} />
        {/* A session already on a passed day may keep it; a new day is today or later. */}
        <TextField
          name="session_date"
          label="Date"
          type="date"
          min={initial && initial.session_date < today ? initial.session_date : today}
          value={values.session_date}
          errors={errors.session_date}
          onChange={(e) => set('session_date', e.target.value)}
          data-dialog-initial-focus=""
        />
        <TextField
          name="start_time"
          label="Start time"
          type="time"
          value={values.start_time}
          errors={errors.start_time}
          onChange={(e) => set('start_time', e.target.value)}
        />
        <SessionDurationField
          name="duration"
          value={values.duration}
          errors={errors.duration}
          onChange={(e) => set('duration', e.target.value)}
        />
        <TextField
          name="notes"
          label="Notes"
          maxLength={500}
          placeholder="e.g. wall passes, 3 sets of 50"
          value={values.notes}
          errors={errors.notes}
          onChange={(e) => set('notes', e.target.value)}
        />
      </form>
    </ModalDialog>
  )
}
