import { useState } from 'react'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import type { Goal, UpdateGoalRequest } from '@app/shared/schemas/goals.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { type GoalFormValues, toCreateRequest } from './goal-form-values.ts'
import { type FieldErrors, validateGoalForm } from './validate-goal-form.ts'

/** What saving an edit ended with: the saved goal, or field errors / a refusal shown in the form. */
export type EditOutcome = { saved: Goal } | { errors: FieldErrors; notFound?: boolean }

/** Sends an edit: the player's own goal, or a parent's edit of a child's (family full access). */
export type SaveGoalEdit = (id: string, request: UpdateGoalRequest) => Promise<Goal>

/** Validates with the create rules (a passed target date may stay), saves, and toasts. */
export function useEditGoal(goal: Goal, send: SaveGoalEdit) {
  const dispatch = useAppDispatch()
  const [saving, setSaving] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)

  async function save(values: GoalFormValues, today: CalendarDay): Promise<EditOutcome> {
    setFailure(null)
    const found = validateGoalForm(values, today, goal.target_date)
    setErrors(found)
    if (Object.keys(found).length > 0) return { errors: found }
    setSaving(true)
    try {
      const saved = await send(goal.id, toCreateRequest(values))
      dispatch(toast.success(GOAL_MESSAGES.updated))
      return { saved }
    } catch (error) {
      const info = toApiErrorInfo(error, GOAL_MESSAGES.updateFailed)
      setSaving(false)
      setErrors(info.fields)
      const notFound = info.code === 'NOT_FOUND'
      setFailure(notFound ? GOAL_MESSAGES.goalNotFound : Object.keys(info.fields).length ? null : GOAL_MESSAGES.updateFailed)
      return { errors: info.fields, notFound }
    }
  }

  const clearFieldError = (name: string) => setErrors((e) => (e[name] ? { ...e, [name]: [] } : e))

  return { saving, errors, failure, save, clearFieldError }
}
