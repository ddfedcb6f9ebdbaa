import { Hono } from 'hono'
import { addDays } from '@app/shared/domain/calendar-day.ts'
import { ACTIVITY_WINDOW_DAYS, toWeekView, weeklyProgress } from '@app/shared/domain/weekly-progress.ts'
import {
  LogTrainingResponse,
  TrainingListQuery,
  TrainingListResponse,
  TrainingStatsQuery,
  TrainingStatsResponse,
} from '@app/shared/schemas/progress.ts'
import { LogTrainingRequest } from '@app/shared/schemas/training.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../auth/public.ts'
import { valid } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { toBadgeViews, toLevelView, toSkillViews, toStreakView } from '@app/shared/domain/progress-views.ts'
import { callersDay, findPlayerToday } from '../account/public.ts'
import { cachedAnswer } from '../../http/cached-answer.ts'
import { logTraining } from './log-training.ts'
import { occurredAtError } from '../progress/public.ts'
import { listRecentLogs, totalsByDay, toWireLog } from './training.queries.ts'

const trainingDoc = { tag: 'training', auth: true } as const

export const trainingDocs: RouteDoc[] = [
  {
    ...trainingDoc,
    method: 'post',
    path: '/api/training',
    summary:
      "Log a session on the player's day (the account's time zone; a sent time_zone is ignored), or on the day of occurred_at (at most 72 hours ago, not in the future): the server computes XP, level, streak, skills and badges in one transaction. A known id is answered, not logged again (200)",
    body: LogTrainingRequest,
    success: { status: 201, description: 'Session logged and what it changed', schema: LogTrainingResponse },
    errors: [400, 401, 403, 404, 409, 422],
    errorNotes: {
      404: "NOT_FOUND: plan_session_id is not one of the caller's weekly plan sessions; nothing changes",
      409: "CONFLICT: the id names another player's session, or the plan session is already done",
      422:
        "VALIDATION_FAILED: the day already holds 5 hours of training (the daily cap), plan_session_id is not this week's, or occurred_at is in the future or more than 72 hours ago; nothing changes",
    },
  },
  {
    ...trainingDoc,
    method: 'get',
    path: '/api/training',
    summary: "The caller's latest sessions, newest first (limit 1-100, default 20)",
    query: TrainingListQuery,
    success: { status: 200, description: 'Sessions', schema: TrainingListResponse },
    errors: [400, 401],
  },
  {
    ...trainingDoc,
    method: 'get',
    path: '/api/training/stats',
    summary: "Minutes, sessions, XP and mean energy per day of the caller's last N days (default 7), and this week's progress",
    query: TrainingStatsQuery,
    success: { status: 200, description: 'Per-day totals, oldest first', schema: TrainingStatsResponse },
    errors: [400, 401],
  },
]

/** Sessions are the caller's own: the owner comes from the session, never from the request. */
export function trainingRoutes(deps: AppDeps) {
  const { database, now } = deps
  const day = callersDay(database, now)
  const signedIn = [deps.session, requireUser] as const
  return new Hono<SignedInEnv>()
    .post('/', ...signedIn, valid('json', LogTrainingRequest), async (c) => {
      const userId = c.var.user.id
      const result = await database.transaction((tx) => logTraining(tx, userId, c.req.valid('json'), now()))
      if ('refused' in result) {
        if (result.refused === 'DAILY_CAP') {
          throw new AppError('VALIDATION_FAILED', 422, TRAINING_MESSAGES.dailyCap, { duration_minutes: [TRAINING_MESSAGES.dailyCap] })
        }
        if (result.refused === 'PLAN_SESSION_NOT_FOUND') throw new AppError('NOT_FOUND', 404, TRAINING_MESSAGES.planSessionNotFound)
        if (result.refused === 'PLAN_SESSION_OTHER_WEEK') {
          throw new AppError('VALIDATION_FAILED', 422, TRAINING_MESSAGES.planSessionOtherWeek, {
            plan_session_id: [TRAINING_MESSAGES.planSessionOtherWeek],
          })
        }
        if (result.refused === 'PLAN_SESSION_DONE') throw new AppError('CONFLICT', 409, TRAINING_MESSAGES.planSessionDone)
        if (result.refused === 'OCCURRED_IN_FUTURE' || result.refused === 'OCCURRED_TOO_LONG_AGO') throw occurredAtError(result.refused)
        throw new AppError('CONFLICT', 409, 'This session id is already in use. Please try again.')
      }
      const earned = new Map(result.badgesEarned.map((b) => [b.id, now()]))
      // Typed, not parsed: every part comes from a mapper that returns its schema's type, and checking
      // the whole answer again with zod was 6 % of each log's time (docs/benchmarks.md); the tests
      // parse every answer of this route with LogTrainingResponse.
      const body: LogTrainingResponse = {
        log: toWireLog(result.log),
        replayed: result.replayed,
        level: toLevelView(result.level),
        leveled_up: result.leveledUp,
        streak: toStreakView(result.streak, result.today),
        skills: toSkillViews(result.skills),
        badges_earned: toBadgeViews(earned).filter((b) => earned.has(b.id)),
      }
      return c.json(body, result.replayed ? 200 : 201)
    })
    // Kept per caller and URL until training_logs is written; the stats also per the caller's day
    // (their zone and training availability are in users).
    .get('/', ...signedIn, cachedAnswer(database, ['training_logs']), valid('query', TrainingListQuery), async (c) => {
      const logs = await listRecentLogs(database.db, c.var.user.id, c.req.valid('query').limit)
      return c.json(TrainingListResponse.parse({ logs }))
    })
    .get(
      '/stats',
      ...signedIn,
      cachedAnswer(database, ['training_logs', 'users'], { key: day }),
      valid('query', TrainingStatsQuery),
      async (c) => {
        const { days } = c.req.valid('query')
        const user = c.var.user
        const today = await findPlayerToday(database.db, user.id, now())
        const span = Math.max(days, ACTIVITY_WINDOW_DAYS)
        const totals = new Map((await totalsByDay(database.db, user.id, addDays(today, 1 - span), today)).map((t) => [t.day, t]))
        const window = (n: number) => Array.from({ length: n }, (_, i) => addDays(today, i + 1 - n))
        const perDay = window(days).map((day) => {
          const t = totals.get(day)
          return {
            day,
            minutes: t?.minutes ?? 0,
            sessions: t?.sessions ?? 0,
            xp: t?.xp ?? 0,
            average_energy: t ? Math.round((t.energySum * 10) / t.sessions) / 10 : null,
          }
        })
        const week = window(ACTIVITY_WINDOW_DAYS).reduce(
          (sum, day) => {
            const t = totals.get(day)
            return t ? { sessions: sum.sessions + t.sessions, minutes: sum.minutes + t.minutes, xp: sum.xp + t.xp } : sum
          },
          { sessions: 0, minutes: 0, xp: 0 },
        )
        const progress = weeklyProgress(week, user.training_availability)
        return c.json(TrainingStatsResponse.parse({
          days: perDay,
          week: toWeekView(progress),
        }))
      },
    )
}
