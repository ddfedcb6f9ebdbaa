import { Hono } from 'hono'
import { childReport, reportWindow } from '@app/shared/domain/family/family-report.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { playerLevel } from '@app/shared/domain/player-level.ts'
import { toStreakView } from '@app/shared/domain/progress-views.ts'
import { FamilyReportQuery, FamilyReportResponse } from '@app/shared/schemas/family-report.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { requireUser, session } from '../../http/session.ts'
import { valid } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { readProgressState } from '../../progress/progress-state.ts'
import { dayIn } from '../../users/users.queries.ts'
import { requireAdmin, requireFamilyPlan } from './family-guards.ts'
import { listMembers } from './family.queries.ts'
import { reportRows } from './family-report.queries.ts'

export const familyReportDocs: RouteDoc[] = [
  {
    tag: 'family', auth: true, method: 'get', path: '/api/family/report',
    summary: "Each child's last 7 (or 30) days beside the days before: training, check-ins, goals, badges and games (admin, Parent plan or trial)",
    query: FamilyReportQuery, success: { status: 200, description: 'Report', schema: FamilyReportResponse }, errors: [400, 401, 402, 403, 404],
  },
]

/** The family report (Parent plan "family reports"): who sees it and how much is the dashboard's rule. */
export function familyReportRoutes(deps: AppDeps) {
  const { database, now } = deps
  return new Hono<SignedInEnv>()
    .get('/report', session({ database, now, secureCookies: deps.config.secureCookies }), requireUser, valid('query', FamilyReportQuery), async (c) => {
      const db = database.db
      const { family } = await requireAdmin(db, c.var.user, FAMILY_MESSAGES.accessDenied)
      const at = now()
      await requireFamilyPlan(db, family, at)
      const { period } = c.req.valid('query')
      const children = (await listMembers(db, family.id)).filter((m) => m.relationshipType === 'child' && m.userId !== family.primaryAccountId)
      const reports = await Promise.all(children.map(async (m) => {
        const state = await readProgressState(db, m.userId)
        const today = dayIn(state.timeZone, at)
        const window = reportWindow(today, period)
        const r = childReport(await reportRows(db, m.userId, state.timeZone, window), window)
        const level = playerLevel(state.totalXp)
        return {
          member_id: m.id, first_name: m.firstName, last_name: m.lastName, level: level.level, level_title: level.title,
          current_streak: toStreakView(state.streak, today).current, from: window.from, to: window.to,
          sessions: r.sessions, minutes: r.minutes, xp: r.xp, training_days: r.trainingDays, check_ins: r.checkIns, previous: r.previous,
          by_type: r.byType, minutes_by_day: r.minutesByDay, goals_set: r.goalsSet, goals_completed: r.goalsCompleted, badges: r.badges,
          games: r.games.map((g) => ({ game_id: g.gameId, name: g.name, plays: g.plays, best_percent: g.bestPercent })),
        }
      }))
      return c.json(FamilyReportResponse.parse({ period, family_name: family.familyName, generated_at: new Date(at).toISOString(), children: reports }))
    })
}
