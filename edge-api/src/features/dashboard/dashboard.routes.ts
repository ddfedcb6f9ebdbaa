import { Hono } from 'hono'
import { DASHBOARD_READS } from '@app/shared/domain/dashboard-reads.ts'
import { isParentOnly } from '@app/shared/domain/navigation.ts'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { DashboardResponse } from '@app/shared/schemas/progress.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { ConnInfo, SignedInEnv } from '../../http/app-env.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { requireUser } from '../auth/public.ts'
import { getTableName, is } from 'drizzle-orm'
import { SQLiteTable } from 'drizzle-orm/sqlite-core'
import * as schema from '../../db/schema/index.ts'
import { answerComposedOf, cachedComposite } from '../../http/cached-answer.ts'

export const dashboardDocs: RouteDoc[] = [
  {
    tag: 'progress',
    auth: true,
    method: 'get',
    path: '/api/dashboard',
    summary:
      "The dashboard's card reads in one answer (level, streak, skills, badges, recent sessions, 7-day stats, upcoming sessions, this week's plan, " +
      "today's check-in), keyed by each read's path under /api with the status and body that route answers: one failing part leaves the others. " +
      'A parent who does not play gets no parts.',
    success: { status: 200, description: 'Parts', schema: DashboardResponse },
    errors: [401],
  },
]

const EVERY_TABLE = Object.values(schema).filter((value) => is(value, SQLiteTable)).map((table) => getTableName(table))

/** Answers a request as the whole API would (app.ts passes the app's own fetch). */
export type Dispatch = (request: Request, env: ConnInfo) => Response | Promise<Response>

/**
 * GET /api/dashboard (docs/features/training-and-progress.md, "One read for the dashboard"). Each
 * part is the card's own route, asked in-process with the caller's cookie: the same rules, checks
 * and answers as the card's request would get, without a network round trip each. No route here
 * takes another person's id, so the parts are only ever the caller's own.
 */
export function dashboardRoutes(deps: AppDeps, dispatch: Dispatch) {
  // Kept whole while every part's own rule keeps it (http/cached-answer.ts): the parts' tables and
  // day, and what decides a parent without play here (the user and their family).
  const cached = cachedComposite(deps.database, ['users', 'family_accounts'], EVERY_TABLE)
  return new Hono<SignedInEnv>().get('/', deps.session, requireUser, cached, async (c) => {
    // A parent who does not play has no dashboard (the page sends them to their family home), and
    // the first progress read would create a level and a streak for them.
    if (isParentOnly(c.var.user)) return c.json(DashboardResponse.parse({ parts: {} }))
    const headers = { accept: 'application/json', cookie: c.req.header('cookie') ?? '' }
    const requests = DASHBOARD_READS.map((path) => new Request(new URL(`/api${path}`, c.req.url), { headers }))
    const parts = await Promise.all(
      DASHBOARD_READS.map(async (path, i) => {
        try {
          // Under the dashboard's request id: its log lines and theirs are found together.
          const env = { ...c.env, requestId: c.var.requestId }
          const res = await dispatch(requests[i]!, env)
          return [path, { status: res.status, body: await res.json() }] as const
        } catch {
          return [path, { status: 500, body: { error: { code: 'INTERNAL', message: AUTH_MESSAGES.genericError } } }] as const
        }
      }),
    )
    if (parts.every(([, part]) => part.status === 200)) answerComposedOf(c, requests)
    return c.json(DashboardResponse.parse({ parts: Object.fromEntries(parts) }))
  })
}
