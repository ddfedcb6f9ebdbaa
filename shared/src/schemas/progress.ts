import { z } from 'zod'
import { JOURNEY_KINDS, JOURNEY_PAGE_SIZE } from '../domain/journey.ts'
import { LEVEL_TITLES } from '../domain/player-level.ts'
import { REST_DAY_REASONS } from '../domain/training-streak.ts'
import { SESSION_TYPES, SKILL_FOCUSES } from '../domain/training.ts'
import { CalendarDayString } from './goals.ts'

/**
 * What the training and progress routes answer (edge-api/src/routes/training, /progress, /check-ins,
 * /journey). Every number here is computed by the server from the stored sessions.
 */

/** One logged session (spec §3 training_logs). `day` is the player's calendar day it counted for. */
export const TrainingLog = z.object({
  id: z.string(),
  session_type: z.enum(SESSION_TYPES),
  skill_focus: z.array(z.enum(SKILL_FOCUSES)),
  duration_minutes: z.number().int(),
  energy_level: z.number().int(),
  notes: z.string().nullable(),
  xp_earned: z.number().int(),
  day: CalendarDayString,
  logged_at: z.string(),
})
export type TrainingLog = z.infer<typeof TrainingLog>

export const TRAINING_LIST_LIMIT = { default: 20, max: 100 } as const

/** GET /api/training?limit=N: the latest sessions, newest first (spec §7: default 20). */
export const TrainingListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(TRAINING_LIST_LIMIT.max).default(TRAINING_LIST_LIMIT.default),
})
export const TrainingListResponse = z.object({ logs: z.array(TrainingLog) })
export type TrainingListResponse = z.infer<typeof TrainingListResponse>

/** Player level (spec §3 player_levels, §9 reading (a)). */
export const LevelView = z.object({
  level: z.number().int(),
  title: z.enum(LEVEL_TITLES.map((t) => t.title) as [string, ...string[]]),
  total_xp: z.number().int(),
  current_xp: z.number().int(),
  next_level_cost: z.number().int().nullable(),
  xp_to_next_level: z.number().int(),
  progress_percent: z.number().int(),
})
export type LevelView = z.infer<typeof LevelView>
export const LevelResponse = z.object({ level: LevelView })

/** The streak as of the player's today (training-streak.ts streakAsOf), with the fair-streak extras. */
export const StreakView = z.object({
  current: z.number().int(),
  longest: z.number().int(),
  total_days: z.number().int(),
  last_training_day: CalendarDayString.nullable(),
  freezes: z.number().int(),
  max_freezes: z.number().int(),
  frozen_days: z.array(CalendarDayString),
  rest_days: z.array(z.object({ day: CalendarDayString, reason: z.enum(REST_DAY_REASONS) })),
  rest_days_left: z.number().int(),
  trained_today: z.boolean(),
  resting_today: z.boolean(),
  at_risk: z.boolean(),
  today: CalendarDayString,
})
export type StreakView = z.infer<typeof StreakView>
export const StreakResponse = z.object({ streak: StreakView })

/** All five skills, untrained ones at level 0 with count 0, so the radar always has five axes. */
export const SkillView = z.object({ skill: z.enum(SKILL_FOCUSES), level: z.number().int(), count: z.number().int() })
export type SkillView = z.infer<typeof SkillView>
export const SkillsResponse = z.object({ skills: z.array(SkillView) })

/** Every badge defined in shared/domain/badges.ts, with when the player earned it (null: not yet). */
export const BadgeView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  earned_at: z.string().nullable(),
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
  days: z.coerce.number().int().min(1).max(STATS_DAYS.max).default(STATS_DAYS.default),
})
export const StatsDay = z.object({
  day: CalendarDayString,
  minutes: z.number().int(),
  sessions: z.number().int(),
  xp: z.number().int(),
  /** Mean energy of the day's sessions, one decimal; null on a day without training. */
  average_energy: z.number().nullable(),
})
export const WeeklyProgressView = z.object({
  sessions: z.number().int(),
  minutes: z.number().int(),
  xp: z.number().int(),
  target_sessions: z.number().int(),
  percent: z.number().int(),
})
export const TrainingStatsResponse = z.object({ days: z.array(StatsDay), week: WeeklyProgressView })
export type TrainingStatsResponse = z.infer<typeof TrainingStatsResponse>

/** GET /api/check-ins and the answer to POST /api/check-ins. */
export const CheckInStatus = z.object({
  today: CalendarDayString,
  checked_in_today: z.boolean(),
  last_day: CalendarDayString.nullable(),
  total: z.number().int(),
})
export type CheckInStatus = z.infer<typeof CheckInStatus>
export const CheckInResponse = z.object({ check_in: CheckInStatus })

/** GET /api/journey?offset=N: the timeline, newest first, a page at a time. */
export const JourneyQuery = z.strictObject({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(JOURNEY_PAGE_SIZE),
})
export const JourneyEntry = z.object({
  id: z.string(),
  kind: z.enum(JOURNEY_KINDS),
  /** The level or the streak length; null for badges and goals. */
  value: z.number().int().nullable(),
  /** The level title, badge name or goal title. */
  label: z.string(),
  occurred_at: z.string(),
})
export type JourneyEntry = z.infer<typeof JourneyEntry>
export const JourneyResponse = z.object({ entries: z.array(JourneyEntry), next_offset: z.number().int().nullable() })
export type JourneyResponse = z.infer<typeof JourneyResponse>
