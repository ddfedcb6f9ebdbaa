import * as z from 'zod/mini'
import { REPORT_PERIODS } from '../domain/player-report.ts'
import { GAME_IDS } from '../domain/games/game-catalogue.ts'
import { SESSION_TYPES, SKILL_FOCUSES } from '../domain/training.ts'
import { CalendarDayString } from './goals.ts'

/** GET /api/family/report and GET /api/progress/report: the last 7 days unless a month is asked for. */
export const ReportQuery = z.strictObject({ period: z._default(z.enum(REPORT_PERIODS), 'week') })
export type ReportQuery = z.infer<typeof ReportQuery>

const count = z.int().check(z.gte(0))

/** One player's report (domain/player-report.ts), over the player's own calendar days. */
export const PlayerReportView = z.object({
  first_name: z.string(),
  level: z.int(),
  level_title: z.string(),
  current_streak: count,
  from: CalendarDayString,
  to: CalendarDayString,
  sessions: count,
  minutes: count,
  xp: count,
  training_days: count,
  check_ins: count,
  average_minutes: z.nullable(count),
  average_energy: z.nullable(z.number().check(z.gte(1), z.lte(5))),
  previous: z.object({ sessions: count, minutes: count }),
  by_type: z.array(z.object({ type: z.enum(SESSION_TYPES), label: z.string(), sessions: count, minutes: count })),
  skill_focus: z.array(z.object({ skill: z.enum(SKILL_FOCUSES), label: z.string(), sessions: count })),
  minutes_by_day: z.array(z.object({ day: CalendarDayString, minutes: count })),
  weeks: z.array(z.object({ from: CalendarDayString, to: CalendarDayString, sessions: count, minutes: count, xp: count })),
  goals_set: count,
  goals_completed: z.array(z.string()),
  badges: z.array(z.string()),
  games: z.array(z.object({ game_id: z.enum(GAME_IDS), name: z.string(), plays: count, best_percent: count })),
})
export type PlayerReportView = z.infer<typeof PlayerReportView>

/** A child's report in the family report: the member it is about, for the link to their page. */
export const ChildReportView = z.extend(PlayerReportView, { member_id: z.string(), last_name: z.string() })
export type ChildReportView = z.infer<typeof ChildReportView>

export const FamilyReportResponse = z.object({
  period: z.enum(REPORT_PERIODS),
  family_name: z.string(),
  generated_at: z.string(),
  children: z.array(ChildReportView),
})
export type FamilyReportResponse = z.infer<typeof FamilyReportResponse>

/**
 * Looking ahead (domain/player-outlook.ts): the next level at the recent pace, and the skill to train
 * next. `total_xp` is the player's training XP now; the next level comes at `total_xp + xp_to_go`.
 */
export const OutlookView = z.object({
  level_forecast: z.nullable(
    z.object({ next_level: z.int(), total_xp: count, xp_to_go: count, weekly_xp: count, day: z.nullable(CalendarDayString) }),
  ),
  skill_suggestion: z.object({ skill: z.enum(SKILL_FOCUSES), label: z.string(), level: count, sessions: count }),
})
export type OutlookView = z.infer<typeof OutlookView>

/** GET /api/progress/report: the signed-in player's own report (advanced analytics, Pro and Parent). */
export const MyReportResponse = z.object({
  period: z.enum(REPORT_PERIODS),
  generated_at: z.string(),
  report: PlayerReportView,
  outlook: OutlookView,
})
export type MyReportResponse = z.infer<typeof MyReportResponse>
