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

/** The player's own analytics: the family report's counting, about the caller only, on a paid plan. */
export function reportRoutes(deps: AppDeps) {
  const { database, now } = deps
  return new Hono<SignedInEnv>()
    .get('/report', deps.session, requireUser, valid('query', ReportQuery), async (c) => {
      const user = c.var.user
      if (!tierAllows(user.subscription_tier, 'advancedAnalytics')) {
        throw new AppError('PAYMENT_REQUIRED', 402, PAID_FEATURES.advancedAnalytics.message)
      }
      const at = now()
      const { period } = c.req.valid('query')
      const [report, state] = await Promise.all([
        playerReportView(database.db, user.id, period, at),
        readProgressState(database.db, user.id),
      ])
      const outlook = toOutlookFields(playerLevel(state.totalXp), state.skills, report.weeks, report.skill_focus, report.to)
      return c.json(MyReportResponse.parse({ period, generated_at: new Date(at).toISOString(), report, outlook }))
    })
}
