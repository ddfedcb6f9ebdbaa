import { Hono } from 'hono'
import { REST_DAY_MESSAGES } from '@app/shared/domain/rest-day-messages.ts'
import { playerLevel } from '@app/shared/domain/player-level.ts'
import { applyRestDay } from '@app/shared/domain/training-streak.ts'
import { BadgesResponse, LevelResponse, SkillsResponse, StreakResponse, type StreakView } from '@app/shared/schemas/progress.ts'
import { MarkRestDayRequest } from '@app/shared/schemas/training.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../auth/public.ts'
import { valid } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { type ProgressState, readProgressState } from './progress-state.ts'
import { toBadgeViews, toLevelView, toSkillViews, toStreakView } from '@app/shared/domain/progress-views.ts'
import { ensureProgressRecords, saveStreak } from './progress-writes.ts'
import { callersDay, dayIn } from '../account/public.ts'
import { cachedAnswer } from '../../http/cached-answer.ts'
import { earnedBadges } from './progress.queries.ts'
import { occurredAtCheck } from '@app/shared/domain/occurred-at.ts'
import { occurredAtError, occurredAtMs, storeAnswer, storedAnswer } from './client-actions.ts'

const progressDoc = { tag: 'progress', auth: true } as const

export const progressDocs: RouteDoc[] = [
  {
    ...progressDoc,
    method: 'get',
    path: '/api/progress/level',
    summary: 'Player level from training XP (the first read creates level 1, 0 XP, Rookie)',
    success: { status: 200, description: 'Level', schema: LevelResponse },
    errors: [401],
  },
  {
    ...progressDoc,
    method: 'get',
    path: '/api/progress/streak',
    summary: "The streak on the player's today, with freezes and rest days (the first read creates a 0/0/0 streak)",
    success: { status: 200, description: 'Streak', schema: StreakResponse },
    errors: [401],
  },
  {
    ...progressDoc,
    method: 'post',
    path: '/api/progress/streak/rest-day',
    summary:
      "Mark today (player's calendar), or the day of occurred_at (at most 72 hours ago, not in the future), as a rest day that keeps a live streak (at most 2 in 7 days). A known id answers as its first send",
    body: MarkRestDayRequest,
    success: { status: 200, description: 'Streak after the rest day', schema: StreakResponse },
    errors: [400, 401, 403, 409, 422],
    errorNotes: {
      409:
        "CONFLICT: no live streak, already trained or resting that day, a day before the last counted one, 2 rest days in the last 7, or the id names another player's action",
      422: 'VALIDATION_FAILED: occurred_at is in the future or more than 72 hours ago; nothing changes',
    },
  },
  {
    ...progressDoc,
    method: 'get',
    path: '/api/progress/skills',
    summary: 'The five skills (level 0-100 and sessions that trained each)',
    success: { status: 200, description: 'Skills', schema: SkillsResponse },
    errors: [401],
  },
  {
    ...progressDoc,
    method: 'get',
    path: '/api/progress/badges',
    summary: 'Every badge, with when the caller earned it (null: not yet)',
    success: { status: 200, description: 'Badges', schema: BadgesResponse },
    errors: [401],
  },
]

/** The caller's own progress records; there is no route that takes another person's id. */
export function progressRoutes(deps: AppDeps) {
  const { database, now } = deps
  const signedIn = [deps.session, requireUser] as const

  /** Reads the state, creating the first-read records if missing (docs/features/training-and-progress.md), through the write queue. */
  async function stateWithRecords(userId: string): Promise<ProgressState> {
    const state = await readProgressState(database.db, userId)
    if (state.hasLevelRow && state.hasStreakRow) return state
    await database.write((db) => ensureProgressRecords(db, userId, now()))
    return state
  }

  // Each read is kept per caller until a table its answer comes from is written (see each), the
  // streak also per the caller's day: it counts days in the caller's zone (docs/features/platform.md).
  const day = callersDay(database, now)
  return new Hono<SignedInEnv>()
    .get('/level', ...signedIn, cachedAnswer(database, ['player_levels']), async (c) => {
      const state = await stateWithRecords(c.var.user.id)
      return c.json(LevelResponse.parse({ level: toLevelView(playerLevel(state.totalXp)) }))
    })
    .get('/streak', ...signedIn, cachedAnswer(database, ['training_streaks', 'users'], { key: day }), async (c) => {
      const state = await stateWithRecords(c.var.user.id)
      return c.json(StreakResponse.parse({ streak: toStreakView(state.streak, dayIn(state.timeZone, now())) }))
    })
    .post('/streak/rest-day', ...signedIn, valid('json', MarkRestDayRequest), async (c) => {
      const userId = c.var.user.id
      const input = c.req.valid('json')
      const at = now()
      const result = await database.transaction(async (tx) => {
        const replay = await storedAnswer(tx, userId, input.id, 'rest_day')
        if (replay) return { ok: true as const, answer: replay }
        const occurred = occurredAtCheck(occurredAtMs(input.occurred_at), at)
        if (!occurred.ok) throw occurredAtError(occurred.code)
        const state = await readProgressState(tx, userId)
        const marked = applyRestDay(state.streak, dayIn(state.timeZone, occurred.at), input.reason)
        if (!marked.ok) return marked
        await saveStreak(tx, userId, marked.state, at)
        const answer = {
          status: 200 as const,
          body: StreakResponse.parse({ streak: toStreakView(marked.state, dayIn(state.timeZone, at)) }),
        }
        await storeAnswer(tx, userId, input.id, 'rest_day', answer, at)
        return { ok: true as const, answer }
      })
      if (!result.ok) throw new AppError('CONFLICT', 409, REST_DAY_MESSAGES[result.code])
      return c.json(result.answer.body as { streak: StreakView }, result.answer.status)
    })
    .get('/skills', ...signedIn, cachedAnswer(database, ['skill_progress']), async (c) => {
      const state = await readProgressState(database.db, c.var.user.id)
      return c.json(SkillsResponse.parse({ skills: toSkillViews(state.skills) }))
    })
    .get('/badges', ...signedIn, cachedAnswer(database, ['user_badges']), async (c) => {
      return c.json(BadgesResponse.parse({ badges: toBadgeViews(await earnedBadges(database.db, c.var.user.id)) }))
    })
}
