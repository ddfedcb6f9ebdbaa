import { type FormEvent, type RefObject, useId, useMemo, useState } from 'react'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { goalsApi } from '@app/shared/api-client/goals.ts'
import { addDays, browserTimeZone, todayIn } from '@app/shared/domain/calendar-day.ts'
import { SESSION_DURATION } from '@app/shared/domain/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { fieldErrors } from '@app/shared/schemas/error.ts'
// PlannedSessionInput, not its new alias PlanSessionRequest: the schemas are a shared module the
// shell provides, so a remote redeployed alone must use only exports an older shell already has
// (npm run deploy refuses one that does not: scripts/deploys/shared-exports-contract.mjs).
import { type Goal, PlannedSessionInput } from '@app/shared/schemas/goals.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { FormDialogActions } from '@app/shared/ui/form-dialog-actions.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { ModalDialog } from '@app/shared/ui/modal-dialog.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { SessionDurationField } from '../goal-wizard/session-duration-field.tsx'

export type PlanSessionDialogProps = { goal: Goal; onClose: () => void; fallbackFocus: RefObject<HTMLElement | null> }

/** Plan a session for an active goal after the wizard: the wizard's fields and rules, one session. */
export function PlanSessionDialog({ goal, onClose, fallbackFocus }: PlanSessionDialogProps) {
  const dispatch = useAppDispatch()
  const formId = useId()
  const today = todayIn(new Date(), useMemo(browserTimeZone, []))
  const [values, setValues] = useState({ session_date: addDays(today, 1), start_time: '16:00', duration: String(SESSION_DURATION.default), notes: '' })
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const set = (name: keyof typeof values, value: string) => setValues((v) => ({ ...v, [name]: value }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const request = { ...values, duration: values.duration.trim() === '' ? Number.NaN : Number(values.duration) }
    const parsed = PlannedSessionInput.safeParse(request)
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    setErrors({})
    setSaving(true)
    try {
      await goalsApi.planSession(goal.id, request)
      dispatch(toast.success(GOAL_MESSAGES.sessionPlanned))
      onClose()
    } catch (error) {
      const info = toApiErrorInfo(error, GOAL_MESSAGES.planFailed)
      setSaving(false)
      setErrors(info.fields)
      if (Object.keys(info.fields).length === 0) setFailure(info.code === 'CONFLICT' || info.code === 'NOT_FOUND' ? info.message : GOAL_MESSAGES.planFailed)
    }
  }

  return (
    <ModalDialog
      title={`Plan a session: ${goal.title}`}
      busy={saving}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      testId="plan-session-dialog"
      actions={<FormDialogActions formId={formId} busy={saving} onCancel={onClose} submitLabel="Plan Session" />}
    >
      <form id={formId} className="pp-goal-edit" noValidate onSubmit={onSubmit}>
        <FormAlert message={failure} />
        <TextField name="session_date" label="Date" type="date" min={today} value={values.session_date} errors={errors.session_date} onChange={(e) => set('session_date', e.target.value)} data-dialog-initial-focus="" />
        <TextField name="start_time" label="Start time" type="time" value={values.start_time} errors={errors.start_time} onChange={(e) => set('start_time', e.target.value)} />
        <SessionDurationField name="duration" value={values.duration} errors={errors.duration} onChange={(e) => set('duration', e.target.value)} />
        <TextField name="notes" label="Notes" maxLength={500} placeholder="e.g. wall passes, 3 sets of 50" value={values.notes} errors={errors.notes} onChange={(e) => set('notes', e.target.value)} />
      </form>
    </ModalDialog>
  )
}
