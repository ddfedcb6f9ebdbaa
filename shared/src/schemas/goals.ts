import * as z from 'zod/mini'
import { isCalendarDay } from '../domain/calendar-day.ts'
import { GOAL_APPROVAL_STATES } from '../domain/family/goal-approval.ts'
import { GOAL_LIMITS, GOAL_STATUSES, GOAL_TYPES, PILLARS, SESSION_DURATION, WIZARD_PILLARS } from '../domain/goals.ts'
import { GOAL_MESSAGES } from '../domain/messages/goals.ts'
import { noControlCharacters } from './text.ts'

/** 'YYYY-MM-DD', a real date. */
export const CalendarDayString = z.string().check(z.refine(isCalendarDay, 'Use a date written YYYY-MM-DD'))

const Title = z
  .string({ error: GOAL_MESSAGES.enterTitle })
  .check(
    z.trim(),
    noControlCharacters('Title'),
    z.minLength(1, GOAL_MESSAGES.enterTitle),
    z.maxLength(GOAL_LIMITS.titleMaxLength, `Title must be at most ${GOAL_LIMITS.titleMaxLength} characters`),
  )
const Description = z
  .string()
  .check(
    z.trim(),
    noControlCharacters('Description', { multiLine: true }),
    z.maxLength(GOAL_LIMITS.descriptionMaxLength, `Description must be at most ${GOAL_LIMITS.descriptionMaxLength} characters`),
  )
/** An optional text where an empty one is stored as null. */
const OptionalText = (text: typeof Description) =>
  z.pipe(
    z.optional(text),
    z.transform((t) => (t ? t : null)),
  )
/** An optional target date; absent or null is stored as null. */
const OptionalTargetDate = () =>
  z.pipe(
    z.optional(z.nullable(CalendarDayString)),
    z.transform((d) => d ?? null),
  )

/** A goal as the API answers it (docs/features/goals.md). */
export const Goal = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  pillar: z.enum(PILLARS),
  goal_type: z.enum(GOAL_TYPES),
  target_date: z.nullable(CalendarDayString),
  status: z.enum(GOAL_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  /** When it was completed; null while active. */
  completed_at: z.nullable(z.string()),
  /** Goal approval (domain/family/goal-approval.ts): null when nothing is awaited. */
  approval: z.nullable(z.enum(GOAL_APPROVAL_STATES)),
  /** The parent's note when they sent the goal back. */
  approval_note: z.nullable(z.string()),
})
export type Goal = z.infer<typeof Goal>

/**
 * POST /api/goals (the Create New Goal form). The "not before today" rule for target_date needs the
 * player's calendar: the API checks it against the time zone stored on the account.
 */
export const CreateGoalRequest = z.strictObject({
  title: Title,
  description: OptionalText(Description),
  pillar: z.enum(PILLARS, { error: 'Choose a pillar' }),
  goal_type: z.enum(GOAL_TYPES, { error: 'Choose a goal type' }),
  target_date: OptionalTargetDate(),
})
export type CreateGoalRequest = z.input<typeof CreateGoalRequest>

/**
 * PUT /api/goals/:id (Edit on My Goals): the whole goal as the form holds it, the same fields and
 * rules as creating one, except that a target date already past may stay as it was.
 */
export const UpdateGoalRequest = CreateGoalRequest
export type UpdateGoalRequest = CreateGoalRequest

/** GET /api/goals?status=active|completed */
export const GoalListQuery = z.strictObject({ status: z.optional(z.enum(GOAL_STATUSES)) })

/** A planned training session for a goal (docs/features/goals.md). */
export const PlannedSession = z.object({
  id: z.string(),
  goal_id: z.string(),
  session_date: CalendarDayString,
  start_time: z.string(),
  duration: z.int(),
  notes: z.nullable(z.string()),
  completed: z.boolean(),
  created_at: z.string(),
})
export type PlannedSession = z.infer<typeof PlannedSession>

export const PlannedSessionInput = z.strictObject({
  session_date: CalendarDayString,
  start_time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time written HH:MM')),
  duration: z._default(
    z
      .number({ error: GOAL_MESSAGES.sessionDuration })
      .check(
        z.int(GOAL_MESSAGES.sessionDuration),
        z.gte(SESSION_DURATION.min, GOAL_MESSAGES.sessionDuration),
        z.lte(SESSION_DURATION.max, GOAL_MESSAGES.sessionDuration),
      ),
    SESSION_DURATION.default,
  ),
  notes: OptionalText(
    z.string().check(z.trim(), noControlCharacters('Notes', { multiLine: true }), z.maxLength(500, 'Notes must be at most 500 characters')),
  ),
})
export type PlannedSessionInput = z.input<typeof PlannedSessionInput>

/** One goal of the wizard with its planned sessions. Wizard goals use the four wizard pillars. */
export const WizardGoalInput = z.strictObject({
  title: Title,
  description: OptionalText(Description),
  pillar: z.enum(WIZARD_PILLARS, { error: 'Choose a focus area' }),
  goal_type: z.enum(GOAL_TYPES),
  target_date: OptionalTargetDate(),
  sessions: z._default(z.array(PlannedSessionInput).check(z.maxLength(GOAL_LIMITS.sessionsPerGoal, GOAL_MESSAGES.sessionsPerGoalMax)), []),
})

/** POST /api/goals/batch: the wizard's save, all or nothing (1 to 3 goals with their sessions). */
export const SaveWizardGoalsRequest = z.strictObject({
  goals: z
    .array(WizardGoalInput)
    .check(z.minLength(1, 'Choose at least one goal'), z.maxLength(GOAL_LIMITS.wizardMaxGoals, GOAL_MESSAGES.wizardMaxGoals)),
})
export type SaveWizardGoalsRequest = z.input<typeof SaveWizardGoalsRequest>

/** GET /api/goals/sessions/upcoming?limit=N: the next sessions planned for active goals (dashboard). */
export const UpcomingSessionsQuery = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(20)), 5),
})
export const UpcomingSession = z.object({
  id: z.string(),
  goal_id: z.string(),
  goal_title: z.string(),
  pillar: z.enum(PILLARS),
  session_date: CalendarDayString,
  start_time: z.string(),
  duration: z.int(),
  notes: z.nullable(z.string()),
})
export type UpcomingSession = z.infer<typeof UpcomingSession>
export const UpcomingSessionsResponse = z.object({ sessions: z.array(UpcomingSession) })

/** POST /api/goals/:id/sessions: a session planned for a goal after the wizard. */
export const PlanSessionRequest = PlannedSessionInput
export const PlannedSessionResponse = z.object({ session: PlannedSession })
/** PUT /api/goals/sessions/:id: a planned session's new day, time, minutes and notes. */
export const UpdatePlannedSessionRequest = PlannedSessionInput

export const GoalResponse = z.object({ goal: Goal })
export const GoalListResponse = z.object({ goals: z.array(Goal) })
export const GoalDetailResponse = z.object({ goal: Goal, sessions: z.array(PlannedSession) })
export const SaveWizardGoalsResponse = z.object({ goals: z.array(Goal), sessions: z.array(PlannedSession) })
export type SaveWizardGoalsResponse = z.infer<typeof SaveWizardGoalsResponse>

/** A custom goal template (domain/goal-templates.ts), as GET /api/goals/templates lists it. */
export const GoalTemplate = z.object({
  id: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  pillar: z.enum(PILLARS),
  goal_type: z.enum(GOAL_TYPES),
  target_days: z.nullable(z.int()),
  created_at: z.string(),
})
export type GoalTemplate = z.infer<typeof GoalTemplate>
export const GoalTemplateListResponse = z.object({ templates: z.array(GoalTemplate) })
export const GoalTemplateResponse = z.object({ template: GoalTemplate })
/** POST /api/goals/templates: save one of the caller's goals as a template. */
export const SaveTemplateRequest = z.strictObject({ goal_id: z.uuid({ error: GOAL_MESSAGES.goalNotFound }) })
export type SaveTemplateRequest = z.input<typeof SaveTemplateRequest>
