import { z } from 'zod'
import { isCalendarDay } from '../domain/calendar-day.ts'
import { GOAL_LIMITS, GOAL_STATUSES, GOAL_TYPES, PILLARS, SESSION_DURATION, WIZARD_PILLARS } from '../domain/goals.ts'
import { GOAL_MESSAGES } from '../domain/messages.ts'

/** 'YYYY-MM-DD', a real date. */
export const CalendarDayString = z.string().refine(isCalendarDay, 'Use a date written YYYY-MM-DD')

const Title = z
  .string({ error: GOAL_MESSAGES.enterTitle })
  .trim()
  .min(1, GOAL_MESSAGES.enterTitle)
  .max(GOAL_LIMITS.titleMaxLength, `Title must be at most ${GOAL_LIMITS.titleMaxLength} characters`)
const Description = z.string().trim().max(GOAL_LIMITS.descriptionMaxLength, `Description must be at most ${GOAL_LIMITS.descriptionMaxLength} characters`)

/** A goal as the API answers it (spec §3 goals table). */
export const Goal = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  pillar: z.enum(PILLARS),
  goal_type: z.enum(GOAL_TYPES),
  target_date: CalendarDayString.nullable(),
  status: z.enum(GOAL_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Goal = z.infer<typeof Goal>

/**
 * POST /api/goals (the Create New Goal form). The "not before today" rule for target_date needs the
 * player's calendar: the API checks it against the time zone stored on the account.
 */
export const CreateGoalRequest = z.strictObject({
  title: Title,
  description: Description.optional().transform((d) => (d ? d : null)),
  pillar: z.enum(PILLARS, { error: 'Choose a pillar' }),
  goal_type: z.enum(GOAL_TYPES, { error: 'Choose a goal type' }),
  target_date: CalendarDayString.nullable().optional().transform((d) => d ?? null),
})
export type CreateGoalRequest = z.input<typeof CreateGoalRequest>

/** GET /api/goals?status=active|completed */
export const GoalListQuery = z.strictObject({ status: z.enum(GOAL_STATUSES).optional() })

/** A planned training session for a goal (spec §3 "Planned session", scheduled in wizard step 2). */
export const PlannedSession = z.object({
  id: z.string(),
  goal_id: z.string(),
  session_date: CalendarDayString,
  start_time: z.string(),
  duration: z.number().int(),
  notes: z.string().nullable(),
  completed: z.boolean(),
  created_at: z.string(),
})
export type PlannedSession = z.infer<typeof PlannedSession>

export const PlannedSessionInput = z.strictObject({
  session_date: CalendarDayString,
  start_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time written HH:MM'),
  duration: z
    .number({ error: GOAL_MESSAGES.sessionDuration })
    .int(GOAL_MESSAGES.sessionDuration)
    .min(SESSION_DURATION.min, GOAL_MESSAGES.sessionDuration)
    .max(SESSION_DURATION.max, GOAL_MESSAGES.sessionDuration)
    .default(SESSION_DURATION.default),
  notes: z.string().trim().max(500, 'Notes must be at most 500 characters').optional().transform((n) => (n ? n : null)),
})
export type PlannedSessionInput = z.input<typeof PlannedSessionInput>

/** One goal of the wizard with its planned sessions. Wizard goals use the four wizard pillars. */
export const WizardGoalInput = z.strictObject({
  title: Title,
  description: Description.optional().transform((d) => (d ? d : null)),
  pillar: z.enum(WIZARD_PILLARS, { error: 'Choose a focus area' }),
  goal_type: z.enum(GOAL_TYPES),
  target_date: CalendarDayString.nullable().optional().transform((d) => d ?? null),
  sessions: z.array(PlannedSessionInput).max(30, 'At most 30 sessions per goal').default([]),
})

/** POST /api/goals/batch: the wizard's save, all or nothing (1 to 3 goals with their sessions). */
export const SaveWizardGoalsRequest = z.strictObject({
  goals: z.array(WizardGoalInput).min(1, 'Choose at least one goal').max(GOAL_LIMITS.wizardMaxGoals, GOAL_MESSAGES.wizardMaxGoals),
})
export type SaveWizardGoalsRequest = z.input<typeof SaveWizardGoalsRequest>

export const GoalResponse = z.object({ goal: Goal })
export const GoalListResponse = z.object({ goals: z.array(Goal) })
export const GoalDetailResponse = z.object({ goal: Goal, sessions: z.array(PlannedSession) })
export const SaveWizardGoalsResponse = z.object({ goals: z.array(Goal), sessions: z.array(PlannedSession) })
export type SaveWizardGoalsResponse = z.infer<typeof SaveWizardGoalsResponse>
