import { Hono } from 'hono'
import { AchievementsResponse } from '@app/shared/schemas/games.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { requireUser } from '../auth/public.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { ACHIEVEMENT_TABLES, achievementCenter } from './achievement-views.ts'
import { cachedAnswer } from '../../http/cached-answer.ts'

export const achievementsDocs: RouteDoc[] = [
  {
    tag: 'games',
    auth: true,
    method: 'get',
    path: '/api/achievements',
    summary: "Every achievement (game and training) with the caller's progress, total points, earned count and completion rate",
    success: { status: 200, description: 'Achievements', schema: AchievementsResponse },
    errors: [401],
  },
]

export function achievementsRoutes(deps: AppDeps) {
  const { database } = deps
  const signedIn = [deps.session, requireUser] as const
  return new Hono<SignedInEnv>().get(
    '/',
    ...signedIn,
    cachedAnswer(database, ACHIEVEMENT_TABLES),
    async (c) => c.json(AchievementsResponse.parse(await achievementCenter(database.db, c.var.user.id))),
  )
}
