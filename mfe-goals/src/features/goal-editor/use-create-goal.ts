import { useState } from 'react'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { goalsApi } from '@app/shared/api-client/goals.ts'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { useNavigate } from '@app/shared/routing/index.ts'
import type { ErrorCode } from '@app/shared/schemas/error-codes.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { type GoalFormValues, toCreateRequest } from '@app/shared/ui/goal-form/goal-form-values.ts'
import { type FieldErrors, validateGoalForm } from '@app/shared/ui/goal-form/validate-goal-form.ts'

/** Why the server said no; the alert adds the way forward that fits the code. */
export type CreateFailure = { code: ErrorCode; message: string }

/** Validates, creates, then toasts and goes to My Goals (docs/features/goals.md). */
export function useCreateGoal() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [status, setStatus] = useState<'idle' | 'saving'>('idle')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<CreateFailure | null>(null)

  /** Resolves to the field errors it found (empty when the form was sent). */
  async function submit(values: GoalFormValues, today: CalendarDay): Promise<FieldErrors> {
    setFailure(null)
    const found = validateGoalForm(values, today)
    setErrors(found)
    if (Object.keys(found).length > 0) return found
    setStatus('saving')
    try {
      await goalsApi.create(toCreateRequest(values))
    } catch (error) {
      const info = toApiErrorInfo(error, GOAL_MESSAGES.createFailed)
      setStatus('idle')
      setErrors(info.fields)
      setFailure({ code: info.code, message: failureMessage(info.code, info.message) })
      return info.fields
    }
    dispatch(toast.success(GOAL_MESSAGES.created))
    navigate('/app/goal-tracker')
    return {}
  }

  const clearFieldError = (name: string) => setErrors((e) => (e[name] ? { ...e, [name]: [] } : e))

  return { status, errors, failure, submit, clearFieldError }
}

/** The plan limit's own words come from the server (they name the limit); others get the form's own words. */
function failureMessage(code: ErrorCode, serverMessage: string): string {
  if (code === 'PLAN_LIMIT_REACHED') return serverMessage || GOAL_MESSAGES.freeLimit
  if (code === 'UNAUTHENTICATED') return GOAL_MESSAGES.logInToCreate
  return GOAL_MESSAGES.createFailed
}
