import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import { isCalendarDay } from '@app/shared/domain/calendar-day.ts'
import type { WizardGoalDraft, WizardSessionDraft } from '@app/shared/domain/goal-wizard.ts'
import { SESSION_DURATION } from '@app/shared/domain/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'

/** The per-field checks the wizard shows as the player types; the server checks the same again. */

/** A target date may be left empty (no deadline) but not lie before today (docs/features/goals.md). */
export function targetDateError(date: CalendarDay, today: CalendarDay): string | null {
  if (date === '') return null
  if (!isCalendarDay(date)) return 'Use a real date'
  return date < today ? GOAL_MESSAGES.targetDateInPast : null
}

export type SessionErrors = Partial<Record<'session_date' | 'start_time' | 'duration', string>>

/** Duration 15 to 180 minutes; a session also needs a date and a start time. */
export function sessionErrors(session: WizardSessionDraft): SessionErrors {
  const errors: SessionErrors = {}
  if (!isCalendarDay(session.session_date)) errors.session_date = 'Choose a date'
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(session.start_time)) errors.start_time = 'Choose a start time'
  const d = session.duration
  if (!Number.isInteger(d) || d < SESSION_DURATION.min || d > SESSION_DURATION.max) errors.duration = GOAL_MESSAGES.sessionDuration
  return errors
}

export function goalsAreValid(goals: readonly WizardGoalDraft[], today: CalendarDay): boolean {
  return goals.every((g) => targetDateError(g.target_date, today) === null)
}

export function sessionsAreValid(goals: readonly WizardGoalDraft[]): boolean {
  return goals.every((g) => g.sessions.every((s) => Object.keys(sessionErrors(s)).length === 0))
}
