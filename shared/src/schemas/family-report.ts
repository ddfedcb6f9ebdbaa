import * as z from 'zod/mini'
import { REPORT_PERIODS } from '../domain/family/family-report.ts'
import { GAME_IDS } from '../domain/games/game-catalogue.ts'
import { SESSION_TYPES } from '../domain/training.ts'
import { CalendarDayString } from './goals.ts'

/** GET /api/family/report: the last 7 days unless a month is asked for. */
export const FamilyReportQuery = z.strictObject({ period: z._default(z.enum(REPORT_PERIODS), 'week') })
export type FamilyReportQuery = z.infer<typeof FamilyReportQuery>

const count = z.int().check(z.gte(0))

/** One child's report (domain/family/family-report.ts), over the child's own calendar days. */
export const ChildReportView = z.object({
  member_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
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
  previous: z.object({ sessions: count, minutes: count }),
  by_type: z.array(z.object({ type: z.enum(SESSION_TYPES), label: z.string(), sessions: count, minutes: count })),
  minutes_by_day: z.array(z.object({ day: CalendarDayString, minutes: count })),
  goals_set: count,
  goals_completed: z.array(z.string()),
  badges: z.array(z.string()),
  games: z.array(z.object({ game_id: z.enum(GAME_IDS), name: z.string(), plays: count, best_percent: count })),
})
export type ChildReportView = z.infer<typeof ChildReportView>

export const FamilyReportResponse = z.object({
  period: z.enum(REPORT_PERIODS),
  family_name: z.string(),
  generated_at: z.string(),
  children: z.array(ChildReportView),
})
export type FamilyReportResponse = z.infer<typeof FamilyReportResponse>
