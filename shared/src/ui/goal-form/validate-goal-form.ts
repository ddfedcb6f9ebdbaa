import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { fieldErrors } from '@app/shared/schemas/error.ts'
import { CreateGoalRequest } from '@app/shared/schemas/goals.ts'
import { type GoalFormValues, toCreateRequest } from './goal-form-values.ts'

export type FieldErrors = Record<string, string[]>

/**
 * The create-goal rules (docs/features/goals.md): the schema's (title required, lengths, a real date) plus "target
 * date not before today" on the player's own calendar, which the schema cannot know. An edited goal
 * may keep the target date it has (`keptDate`) even once that day has passed, as the API allows.
 */
export function validateGoalForm(values: GoalFormValues, today: CalendarDay, keptDate: string | null = null): FieldErrors {
  const parsed = CreateGoalRequest.safeParse(toCreateRequest(values))
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues)
  const past = values.target_date && values.target_date < today && values.target_date !== keptDate
  if (past && !errors.target_date) errors.target_date = [GOAL_MESSAGES.targetDateInPast]
  return errors
}
