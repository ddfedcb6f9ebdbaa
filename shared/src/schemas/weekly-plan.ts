import * as z from 'zod/mini'
import { WIZARD_PILLARS } from '../domain/goals.ts'
import { SESSION_TYPES, SKILL_FOCUSES } from '../domain/training.ts'
import { CalendarDayString } from './goals.ts'

/** One session of this week's plan (docs/features/training-and-progress.md "Weekly plan"). */
export const PlanSessionView = z.object({
  id: z.string(),
  day: CalendarDayString,
  /** The day it was first planned for, when a missed session moved. */
  moved_from: z.nullable(CalendarDayString),
  minutes: z.int(),
  pillar: z.enum(WIZARD_PILLARS),
  /** What Log Training is pre-filled with when the player starts the session. */
  session_type: z.enum(SESSION_TYPES),
  skill_focus: z.array(z.enum(SKILL_FOCUSES)),
  goal_id: z.nullable(z.string()),
  drills: z.array(z.object({ slug: z.string(), title: z.string(), minutes: z.int() })),
  done: z.boolean(),
  /** Missed after moving once, or with no free day left: it stays missed. */
  dropped: z.boolean(),
  sentence: z.string(),
})
export type PlanSessionView = z.infer<typeof PlanSessionView>

/** GET /api/plan/this-week: the caller's plan for their week, built on the week's first request. */
export const WeeklyPlanResponse = z.object({
  week_start: CalendarDayString,
  today: CalendarDayString,
  sessions: z.array(PlanSessionView),
})
export type WeeklyPlanResponse = z.infer<typeof WeeklyPlanResponse>
