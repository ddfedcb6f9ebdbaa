import { Hono } from 'hono'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { FamilyReportResponse, ReportQuery } from '@app/shared/schemas/player-report.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { requireUser } from '../auth/public.ts'
import { valid } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { playerReportView } from '../progress/public.ts'
import { answerGoodUntil, cachedAnswer } from '../../http/cached-answer.ts'
import { requireAdmin, requireFamilyPlan, trialEndsAt } from './family-guards.ts'
import { childrensZones, FAMILY_TABLES, listMembers, REPORT_TABLES } from './family.queries.ts'
import { daysInZones, stampGeneratedAt } from './answer-days.ts'

export const familyReportDocs: RouteDoc[] = [
  {
    tag: 'family',
    auth: true,
    method: 'get',
    path: '/api/family/report',
    summary:
      "Each child's last 7 (or 30) days beside the days before, and their last 12 weeks: training, check-ins, goals, badges and games (admin, Parent plan or trial)",
    query: ReportQuery,
    success: { status: 200, description: 'Report', schema: FamilyReportResponse },
    errors: [400, 401, 402, 403, 404],
  },
]

/** The family report (Parent plan "family reports"): who sees it and how much is the dashboard's rule. */
export function familyReportRoutes(deps: AppDeps) {
  const { database, now } = deps
  // Each child's weeks are counted on the child's own calendar: their days are the key.
  const childrensDays = daysInZones(database, FAMILY_TABLES, now, (c) => childrensZones(database.db, c.var.user.id))
  const kept = cachedAnswer(database, REPORT_TABLES, { key: childrensDays, now })
  return new Hono<SignedInEnv>()
    .get('/report', deps.session, requireUser, stampGeneratedAt(now), kept, valid('query', ReportQuery), async (c) => {
      const db = database.db
      const { family } = await requireAdmin(db, c.var.user, FAMILY_MESSAGES.accessDenied)
      const at = now()
      await requireFamilyPlan(db, family, at)
      if (at < trialEndsAt(family)) answerGoodUntil(c, trialEndsAt(family))
      const { period } = c.req.valid('query')
      const children = (await listMembers(db, family.id)).filter((m) =>
        m.relationshipType === 'child' && m.userId !== family.primaryAccountId
      )
      const reports = await Promise.all(
        children.map(async (m) => ({ ...(await playerReportView(db, m.userId, period, at)), member_id: m.id, last_name: m.lastName })),
      )
      return c.json(
        FamilyReportResponse.parse({ period, family_name: family.familyName, generated_at: new Date(at).toISOString(), children: reports }),
      )
    })
}
