import * as z from 'zod/mini'
import { JOURNEY_KINDS, JOURNEY_PAGE_SIZE } from '../domain/journey.ts'
import { LEVEL_TITLES } from '../domain/player-level.ts'
import { REST_DAY_REASONS } from '../domain/training-streak.ts'
import { SESSION_TYPES, SKILL_FOCUSES } from '../domain/training.ts'
import { CalendarDayString } from './goals.ts'

/**
 * What the training and progress routes answer (edge-api/src/routes/training, /progress, /check-ins,
 * /journey). Every number here is computed by the server from the stored sessions.
 */

/** One logged session (docs/features/training-and-progress.md). `day` is the player's calendar day it counted for. */
export const TrainingLog = z.object({
  id: z.string(),
  session_type: z.enum(SESSION_TYPES),
  skill_focus: z.array(z.enum(SKILL_FOCUSES)),
  duration_minutes: z.int(),
  energy_level: z.int(),
  notes: z.nullable(z.string()),
  xp_earned: z.int(),
  day: CalendarDayString,
  logged_at: z.string(),
})
export type TrainingLog = z.infer<typeof TrainingLog>

export const TRAINING_LIST_LIMIT = { default: 20, max: 100 } as const

/** GET /api/training?limit=N: the latest sessions, newest first (default 20). */
export const TrainingListQuery = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(TRAINING_LIST_LIMIT.max)), TRAINING_LIST_LIMIT.default),
})
export const TrainingListResponse = z.object({ logs: z.array(TrainingLog) })
export type TrainingListResponse = z.infer<typeof TrainingListResponse>

/** Player level (docs/features/training-and-progress.md). */
export const LevelView = z.object({
  level: z.int(),
  title: z.enum(LEVEL_TITLES.map((t) => t.title) as [string, ...string[]]),
  total_xp: z.int(),
  current_xp: z.int(),
  next_level_cost: z.nullable(z.int()),
  xp_to_next_level: z.int(),
  progress_percent: z.int(),
})
export type LevelView = z.infer<typeof LevelView>
export const LevelResponse = z.object({ level: LevelView })

/** The streak as of the player's today (training-streak.ts streakAsOf), with the fair-streak extras. */
export const StreakView = z.object({
  current: z.int(),
  longest: z.int(),
  total_days: z.int(),
  last_training_day: z.nullable(CalendarDayString),
  freezes: z.int(),
  max_freezes: z.int(),
  frozen_days: z.array(CalendarDayString),
  rest_days: z.array(z.object({ day: CalendarDayString, reason: z.enum(REST_DAY_REASONS) })),
  rest_days_left: z.int(),
  trained_today: z.boolean(),
  resting_today: z.boolean(),
  at_risk: z.boolean(),
  today: CalendarDayString,
})
export type StreakView = z.infer<typeof StreakView>
export const StreakResponse = z.object({ streak: StreakView })

/** All five skills, untrained ones at level 0 with count 0, so the radar always has five axes. */
export const SkillView = z.object({ skill: z.enum(SKILL_FOCUSES), level: z.int(), count: z.int() })
export type SkillView = z.infer<typeof SkillView>
export const SkillsResponse = z.object({ skills: z.array(SkillView) })

/** Every badge defined in shared/domain/badges.ts, with when the player earned it (null: not yet). */
export const BadgeView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  earned_at: z.nullable(z.string()),
})
export type BadgeView = z.infer<typeof BadgeView>
export const BadgesResponse = z.object({ badges: z.array(BadgeView) })

/** POST /api/training: the session and everything it changed. `replayed`: the id was already logged. */
export const LogTrainingResponse = z.object({
  log: TrainingLog,
  replayed: z.boolean(),
  level: LevelView,
  leveled_up: z.boolean(),
  streak: StreakView,
  skills: z.array(SkillView),
  badges_earned: z.array(BadgeView),
})
export type LogTrainingResponse = z.infer<typeof LogTrainingResponse>

export const STATS_DAYS = { default: 7, max: 90 } as const

/** GET /api/training/stats?days=N: minutes and energy per day of the player's last N days, oldest first. */
export const TrainingStatsQuery = z.strictObject({
  days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(STATS_DAYS.max)), STATS_DAYS.default),
})
export const StatsDay = z.object({
  day: CalendarDayString,
  minutes: z.int(),
  sessions: z.int(),
  xp: z.int(),
  /** Mean energy of the day's sessions, one decimal; null on a day without training. */
  average_energy: z.nullable(z.number()),
})
export const WeeklyProgressView = z.object({
  sessions: z.int(),
  minutes: z.int(),
  xp: z.int(),
  target_sessions: z.int(),
  percent: z.int(),
})
export const TrainingStatsResponse = z.object({ days: z.array(StatsDay), week: WeeklyProgressView })
export type TrainingStatsResponse = z.infer<typeof TrainingStatsResponse>

/** GET /api/check-ins and the answer to POST /api/check-ins. */
export const CheckInStatus = z.object({
  today: CalendarDayString,
  checked_in_today: z.boolean(),
  last_day: z.nullable(CalendarDayString),
  total: z.int(),
})
export type CheckInStatus = z.infer<typeof CheckInStatus>
export const CheckInResponse = z.object({ check_in: CheckInStatus })

/** GET /api/journey?offset=N: the timeline, newest first, a page at a time. */
export const JourneyQuery = z.strictObject({
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), JOURNEY_PAGE_SIZE),
})
export const JourneyEntry = z.object({
  id: z.string(),
  kind: z.enum(JOURNEY_KINDS),
  /** The level or the streak length; null for badges and goals. */
  value: z.nullable(z.int()),
  /** The level title, badge name or goal title. */
  label: z.string(),
  occurred_at: z.string(),
})
export type JourneyEntry = z.infer<typeof JourneyEntry>
export const JourneyResponse = z.object({ entries: z.array(JourneyEntry), next_offset: z.nullable(z.int()) })
export type JourneyResponse = z.infer<typeof JourneyResponse>

/** One card's read inside GET /api/dashboard: what its own route answered (status and JSON body). */
export const DashboardPart = z.object({ status: z.int(), body: z.unknown() })
/** GET /api/dashboard: the dashboard's reads in one answer, keyed by each read's path under /api. */
export const DashboardResponse = z.object({ parts: z.record(z.string(), DashboardPart) })
export type DashboardResponse = z.infer<typeof DashboardResponse>
