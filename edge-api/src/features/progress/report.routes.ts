import { Hono } from 'hono'
import { PAID_FEATURES, tierAllows } from '@app/shared/domain/billing/tier-features.ts'
import { MyReportResponse, ReportQuery } from '@app/shared/schemas/player-report.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../auth/public.ts'
import { valid } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { playerReportView } from './player-report.ts'
import { readProgressState } from './progress-state.ts'
import { playerLevel } from '@app/shared/domain/player-level.ts'
import { toOutlookFields } from '@app/shared/domain/player-outlook.ts'
import { callersDay } from '../account/public.ts'
import { cachedPart } from './progress-report-cache.ts'

export const reportDocs: RouteDoc[] = [
  {
    tag: 'progress',
    auth: true,
    method: 'get',
    path: '/api/progress/report',
    summary:
      "The caller's last 7 (or 30) days beside the days before, their last 12 weeks, when the next level comes at their pace and the skill to train next (advanced analytics, predictions and skill suggestions: Pro and Parent)",
    query: ReportQuery,
    success: { status: 200, description: 'Report', schema: MyReportResponse },
    errors: [400, 401, 402],
    errorNotes: { 402: 'PAYMENT_REQUIRED: the Free plan has no advanced analytics' },
  },
]

/**
 * Every table the report and its outlook read: the progress state's (users for the zone and the
 * first name, the level, streak, skills, badges, goals and the training log) and the report rows'
 * (the training log, check-ins, goals, badges and game results).
 */
export const REPORT_TABLES = [
  'users',
  'player_levels',
  'training_streaks',
  'skill_progress',
  'user_badges',
  'goals',
  'training_logs',
  'daily_checkins',
  'game_results',
] as const

/** The player's own analytics: the family report's counting, about the caller only, on a paid plan. */
export function reportRoutes(deps: AppDeps) {
  const { database, now } = deps
  // The report counts the caller's days, so it is kept per caller, URL and day until one of its
  // tables is written; only `generated_at` is the request's own (docs/features/mindset-and-analytics.md).
  // Kept as the answer's JSON after `generated_at`: writing the report out was most of a kept read.
  const reportOf = cachedPart<{ period: string; rest: string }>(database, REPORT_TABLES, callersDay(database, now))
  return new Hono<SignedInEnv>()
    .get('/report', deps.session, requireUser, valid('query', ReportQuery), async (c) => {
      const user = c.var.user
      if (!tierAllows(user.subscription_tier, 'advancedAnalytics')) {
        throw new AppError('PAYMENT_REQUIRED', 402, PAID_FEATURES.advancedAnalytics.message)
      }
      const at = now()
      const { period } = c.req.valid('query')
      const kept = await reportOf(c, async () => {
        const [report, state] = await Promise.all([
          playerReportView(database.db, user.id, period, at),
          readProgressState(database.db, user.id),
        ])
        const outlook = toOutlookFields(playerLevel(state.totalXp), state.skills, report.weeks, report.skill_focus, report.to)
        const answer = MyReportResponse.parse({ period, generated_at: new Date(at).toISOString(), report, outlook })
        // `{"report":…,"outlook":…}` without its opening brace: the keys after generated_at, in the schema's order.
        return { period: JSON.stringify(answer.period), rest: JSON.stringify({ report: answer.report, outlook: answer.outlook }).slice(1) }
      })
      // The same text c.json gives the parsed answer (its keys in the schema's order).
      const body = `{"period":${kept.period},"generated_at":${JSON.stringify(new Date(at).toISOString())},${kept.rest}`
      return c.body(body, 200, { 'Content-Type': 'application/json' })
    })
}
