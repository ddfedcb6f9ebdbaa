import { Hono } from 'hono'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { FamilyReportResponse, ReportQuery } from '@app/shared/schemas/player-report.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { requireUser } from '../auth/public.ts'
import { valid } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { playerReportView } from '../progress/public.ts'
import { requireAdmin, requireFamilyPlan, trialEndsAt } from './family-guards.ts'
import { childrensZones, FAMILY_TABLES, listMembers, REPORT_TABLES } from './family.queries.ts'
import { daysInZones, keptValue } from './answer-days.ts'

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
  // The answer around its generated_at, which is each request's own.
  const kept = keptValue<{ head: string; tail: string }>(database, REPORT_TABLES, childrensDays, now)
  return new Hono<SignedInEnv>()
    .get('/report', deps.session, requireUser, valid('query', ReportQuery), async (c) => {
      const at = now()
      const { period } = c.req.valid('query')
      const { head, tail } = await kept(c, async (until) => {
        const db = database.db
        const { family } = await requireAdmin(db, c.var.user, FAMILY_MESSAGES.accessDenied)
        await requireFamilyPlan(db, family, at)
        if (at < trialEndsAt(family)) until(trialEndsAt(family))
        const children = (await listMembers(db, family.id)).filter((m) =>
          m.relationshipType === 'child' && m.userId !== family.primaryAccountId
        )
        const reports = await Promise.all(
          children.map(async (m) => ({ ...(await playerReportView(db, m.userId, period, at)), member_id: m.id, last_name: m.lastName })),
        )
        const generated = `"generated_at":${JSON.stringify(new Date(at).toISOString())}`
        const body = JSON.stringify(
          FamilyReportResponse.parse({
            period,
            family_name: family.familyName,
            generated_at: new Date(at).toISOString(),
            children: reports,
          }),
        )
        // generated_at comes before any text a user wrote, and a key's quotes are never escaped.
        const i = body.indexOf(generated)
        return { head: body.slice(0, i + '"generated_at":'.length), tail: body.slice(i + generated.length) }
      })
      return c.body(`${head}${JSON.stringify(new Date(at).toISOString())}${tail}`, 200, { 'Content-Type': 'application/json' })
    })
}
