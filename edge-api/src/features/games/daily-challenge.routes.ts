import { Hono } from 'hono'
import { addDays, type CalendarDay } from '@app/shared/domain/calendar-day.ts'
import {
  answerableDay,
  DAILY_KINDS,
  DAILY_QUESTION_LIMIT_MS,
  type DailyKind,
  dailyPick,
  dailyStreak,
} from '@app/shared/domain/games/daily-challenge.ts'
import { ANSWER_GRACE_MS } from '@app/shared/domain/games/scoring.ts'
import { DAILY_CHALLENGE_MESSAGES } from '@app/shared/domain/messages/daily-challenge.ts'
import {
  DailyAnswerRequest,
  DailyAnswerResponse,
  type DailyChallenge,
  DailyChallengeResponse,
  type DailyItem,
  DailyServeRequest,
} from '@app/shared/schemas/daily-challenge.ts'
import type { User } from '@app/shared/schemas/user.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { Db, Tx } from '../../db/client.ts'
import type { DailyChallengeAnswerRow } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { valid, VALIDATION_MESSAGE } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { callersDay, findPlayerToday } from '../account/public.ts'
import { answerGoodUntil, cachedAnswer } from '../../http/cached-answer.ts'
import { requireUser } from '../auth/public.ts'
import { itemPool, publicQuestion, publicScenario, questionFor, scenarioFor, scoreAnswer } from './play-content.ts'
import { completedDays, insertServed, pinPick, readDays, recordAnswer } from './daily-challenge.queries.ts'

const doc = { tag: 'games', auth: true } as const

export const dailyChallengeDocs: RouteDoc[] = [
  {
    ...doc,
    method: 'get',
    path: '/api/games/daily',
    summary:
      "Today's daily challenge on the player's own day (the account's time zone): each item's status (answered ones with their feedback, unshown ones without text) and the daily streak",
    success: { status: 200, description: 'The challenge', schema: DailyChallengeResponse },
    errors: [401],
  },
  {
    ...doc,
    method: 'post',
    path: '/api/games/daily/serve',
    summary:
      "Show today's scenario or question, without answers: the server picks it (the same for every player of the age group that day) and times the answer from now. Repeated, it answers the same item, its clock untouched",
    body: DailyServeRequest,
    success: { status: 200, description: 'The challenge with the item on screen', schema: DailyChallengeResponse },
    errors: [400, 401, 403, 409],
    errorNotes: { 409: 'CONFLICT: there is no daily challenge for this age group' },
  },
  {
    ...doc,
    method: 'post',
    path: '/api/games/daily/answers',
    summary:
      "Answer today's item on screen, once; timed by the server from serving it (an item served just before the player's midnight counts for its own day while its clock runs). No day can be named",
    body: DailyAnswerRequest,
    success: { status: 201, description: 'The feedback and the challenge with the streak', schema: DailyAnswerResponse },
    errors: [400, 401, 403, 409],
    errorNotes: { 409: 'CONFLICT: already answered today, not shown today, or the day it was shown is over' },
  },
]

const GAME_OF = { scenario: 'decision-drill', question: 'soccer-trivia' } as const satisfies Record<DailyKind, string>

/** How long after serving an answer to this item still counts (the scenario's clock, the question's 10 minutes; with the grace). */
function limitMs(kind: DailyKind, itemId: string): number {
  if (kind === 'question') return DAILY_QUESTION_LIMIT_MS
  const scenario = scenarioFor('decision-drill', itemId)
  return (scenario?.timeLimit ?? 0) * 1000 + ANSWER_GRACE_MS
}

/** Scores an answer to a daily item with the game's own rules; `correct` is the best option / the right answer, in time. */
function score(kind: DailyKind, itemId: string, choice: string | number | null, elapsedMs: number) {
  const late = kind === 'question' && elapsedMs > DAILY_QUESTION_LIMIT_MS
  const scored = scoreAnswer(GAME_OF[kind], itemId, choice, elapsedMs, late)
  if (typeof scored === 'string') return scored
  const f = scored.feedback
  const correct = f.kind === 'scenario'
    ? !f.timed_out && !f.too_fast && f.options.some((o) => o.is_optimal && o.id === f.chosen)
    : !f.too_fast && !late && f.chosen_index === f.correct_index
  return { ...scored, correct }
}

/** When the clock of an item on screen shows 0 seconds left (the answer's own limit runs on past it by the grace). */
function shownEndAt(kind: DailyKind, row: DailyChallengeAnswerRow): number {
  const scenario = kind === 'scenario' ? scenarioFor('decision-drill', row.itemId) : undefined
  return row.servedAt + (kind === 'scenario' ? (scenario?.timeLimit ?? 0) * 1000 : DAILY_QUESTION_LIMIT_MS - ANSWER_GRACE_MS)
}

/**
 * When an item on screen next shows another `seconds_left`: the time left rounded up to the second
 * changes on each whole second before the clock ends, and never once it shows 0.
 */
function secondsLeftChangeAt(kind: DailyKind, row: DailyChallengeAnswerRow, at: number): number {
  const endAt = shownEndAt(kind, row)
  const secondsLeft = Math.max(0, Math.ceil((endAt - at) / 1000))
  return secondsLeft > 0 ? endAt - (secondsLeft - 1) * 1000 : Infinity
}

function toWireItem(kind: DailyKind, row: DailyChallengeAnswerRow | undefined, at: number): DailyItem {
  const empty = { kind, status: 'to_do', scenario: null, question: null, seconds_left: null, correct: null, feedback: null } as const
  if (!row) return empty
  const scenario = kind === 'scenario' ? scenarioFor('decision-drill', row.itemId) : undefined
  const question = kind === 'question' ? questionFor('soccer-trivia', row.itemId) : undefined
  const text = { scenario: scenario ? publicScenario(scenario) : null, question: question ? publicQuestion(question) : null }
  if (row.answeredAt === null) {
    const secondsLeft = Math.max(0, Math.ceil((shownEndAt(kind, row) - at) / 1000))
    return { ...empty, ...text, status: 'on_screen', seconds_left: secondsLeft }
  }
  // The feedback is rebuilt from what was recorded, so a reload shows the same result and explanation.
  const choice = kind === 'question' && row.choice !== null ? Number(row.choice) : row.choice
  const scored = score(kind, row.itemId, choice, row.elapsedMs ?? 0)
  const feedback = typeof scored === 'string' ? null : { ...scored.feedback, points: row.points }
  return { ...empty, ...text, status: 'done', correct: row.correct, feedback }
}

/** `changesAt`, if given, hears when the answer next changes by the clock alone (an item on screen's seconds left). */
async function challengeOf(
  db: Db | Tx,
  user: User,
  today: CalendarDay,
  at: number,
  changesAt?: (moment: number) => void,
): Promise<DailyChallenge> {
  const rows = await readDays(db, user.id, [today])
  for (const row of rows) if (row.answeredAt === null) changesAt?.(secondsLeftChangeAt(row.kind, row, at))
  const items = DAILY_KINDS.map((kind) => toWireItem(kind, rows.find((r) => r.kind === kind), at))
  return {
    day: today,
    age_group: user.age_group,
    items,
    completed: items.every((i) => i.status === 'done'),
    streak: dailyStreak(await completedDays(db, user.id), today),
  }
}

/** What GET /api/games/daily reads: the caller's items and streak, and the account (zone, age group). */
const DAILY_TABLES = ['daily_challenge_answers', 'users'] as const

const conflict = (message: string) => new AppError('CONFLICT', 409, message)

/**
 * The daily challenge (docs/features/games.md "Daily challenge"). Every query is by the caller's
 * id and the day is the server's reading of the account's time zone, so no request can name a day,
 * another player, or an item other than the one the server served today.
 */
export function dailyChallengeRoutes(deps: AppDeps) {
  const { database, now } = deps
  const signedIn = [deps.session, requireUser] as const

  return new Hono<SignedInEnv>()
    // Kept per caller and day until their items or their account are written; an item on screen
    // ends the kept answer at its next second (docs/features/games.md "Daily challenge").
    .get('/', ...signedIn, cachedAnswer(database, DAILY_TABLES, { key: callersDay(database, now), now }), async (c) => {
      const at = now()
      const today = await findPlayerToday(database.db, c.var.user.id, at)
      const challenge = await challengeOf(database.db, c.var.user, today, at, (moment) => answerGoodUntil(c, moment))
      return c.json(DailyChallengeResponse.parse({ challenge }))
    })
    .post('/serve', ...signedIn, valid('json', DailyServeRequest), async (c) => {
      const user = c.var.user
      const { kind } = c.req.valid('json')
      const at = now()
      const challenge = await database.transaction(async (tx) => {
        const today = await findPlayerToday(tx, user.id, at)
        const [existing] = (await readDays(tx, user.id, [today])).filter((r) => r.kind === kind)
        if (!existing) {
          // Practice items are left out: their answers are public (docs/features/games.md "Signed out").
          const pool = itemPool(GAME_OF[kind], user.age_group)
          const candidate = dailyPick(today, user.age_group, kind, pool)
          if (candidate === null) throw conflict(DAILY_CHALLENGE_MESSAGES.noContent)
          const pinned = await pinPick(tx, today, user.age_group, kind, candidate)
          // A pinned id no longer in the content (never expected: ids are never removed) falls back to today's pick.
          const itemId = pool.includes(pinned) ? pinned : candidate
          await insertServed(tx, { userId: user.id, day: today, kind, itemId, servedAt: at })
        }
        return await challengeOf(tx, user, today, at)
      })
      return c.json(DailyChallengeResponse.parse({ challenge }), 200)
    })
    .post('/answers', ...signedIn, valid('json', DailyAnswerRequest), async (c) => {
      const user = c.var.user
      const input = c.req.valid('json')
      const at = now()
      const result = await database.transaction(async (tx) => {
        const today = await findPlayerToday(tx, user.id, at)
        const rows = (await readDays(tx, user.id, [today, addDays(today, -1)])).filter((r) => r.kind === input.kind)
        const yesterdays = rows.find((r) => r.day !== today)
        const served = rows.map((r) => ({ day: r.day, servedAt: r.servedAt, answered: r.answeredAt !== null }))
        const which = answerableDay(served, today, at, yesterdays ? limitMs(input.kind, yesterdays.itemId) : 0)
        if (which === 'ANSWERED') throw conflict(DAILY_CHALLENGE_MESSAGES.alreadyAnswered)
        if (which === 'NOT_SERVED') throw conflict(DAILY_CHALLENGE_MESSAGES.notServed)
        if (which === 'OVER') throw conflict(DAILY_CHALLENGE_MESSAGES.over)
        const row = rows.find((r) => r.day === which.day)!
        if (row.itemId !== input.item_id) {
          throw new AppError('VALIDATION_FAILED', 400, VALIDATION_MESSAGE, { item_id: [DAILY_CHALLENGE_MESSAGES.notToday] })
        }
        const elapsedMs = at - row.servedAt
        const scored = score(input.kind, row.itemId, input.choice, elapsedMs)
        if (typeof scored === 'string') {
          throw new AppError('VALIDATION_FAILED', 400, VALIDATION_MESSAGE, { choice: ['That answer does not fit this question'] })
        }
        const recorded = await recordAnswer(tx, { userId: user.id, day: row.day, kind: input.kind }, {
          choice: scored.choice,
          elapsedMs,
          correct: scored.correct,
          points: scored.points,
          tooFast: scored.tooFast,
          answeredAt: at,
        })
        if (!recorded) throw conflict(DAILY_CHALLENGE_MESSAGES.alreadyAnswered)
        return { feedback: scored.feedback, challenge: await challengeOf(tx, user, today, at) }
      })
      return c.json(DailyAnswerResponse.parse(result), 201)
    })
}
