import { Hono } from 'hono'
import { WeeklyPlanResponse } from '@app/shared/schemas/weekly-plan.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { requireUser } from '../auth/public.ts'
import { callersDay } from '../account/public.ts'
import { cachedAnswer } from '../../http/cached-answer.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { storedWeekPlan, thisWeekPlan } from './this-week.ts'

export const planDocs: RouteDoc[] = [
  {
    tag: 'training',
    auth: true,
    method: 'get',
    path: '/api/plan/this-week',
    summary:
      "The caller's plan for their week (Monday to Sunday in the account's time zone): built from their goals, profile and last week on the week's first request and kept; missed sessions move to the next free available day",
    success: { status: 200, description: "This week's sessions with drills, done flags and one sentence each", schema: WeeklyPlanResponse },
    errors: [401],
  },
]

export function planRoutes(deps: AppDeps) {
  const { database, now } = deps
  const signedIn = [deps.session, requireUser] as const
  // The plan is a function of these tables and the caller's day (moves and the week follow the day in
  // their zone; the drill library is code): kept per caller until either changes. A read that stores
  // (a new week, a move) writes one of them, so its answer is built again on the next read.
  const tables = ['users', 'weekly_plans', 'weekly_plan_sessions', 'goals', 'training_logs', 'team_members', 'team_drill_assignments']
  return new Hono<SignedInEnv>()
    .get('/this-week', ...signedIn, cachedAnswer(database, tables, { key: callersDay(database, now) }), async (c) => {
      // Most reads store nothing; the first of a week stores the plan, and a missed session its move:
      // those take a write transaction, which reads the week again inside it.
      const at = now()
      const plan = (await storedWeekPlan(database.db, c.var.user.id, at)) ??
        (await database.transaction((tx) => thisWeekPlan(tx, c.var.user.id, at)))
      return c.json(WeeklyPlanResponse.parse(plan))
    })
}
