import { Hono } from 'hono'
import { z } from 'zod'
import { DEFAULT_AGE_GROUP } from '@app/shared/domain/age-group.ts'
import { TRIVIA_TIME_LIMIT_SECONDS } from '@app/shared/domain/games/game-catalogue.ts'
import { NO_REPEAT_PLAYS, pickItems } from '@app/shared/domain/games/item-selection.ts'
import { hitFits, REACTION_ROUNDS } from '@app/shared/domain/games/reaction-round.ts'
import { ANSWER_GRACE_MS } from '@app/shared/domain/games/scoring.ts'
import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import {
  AnswerRequest,
  CurrentPlayQuery,
  CurrentPlayResponse,
  FeedbackResponse,
  FinishPlayRequest,
  FinishPlayResponse,
  GameCardsResponse,
  GameStatsResponse,
  type Play,
  PlayResponse,
  PracticeAnswerRequest,
  ReactionHitRequest,
  ReactionHitResponse,
  StartPlayRequest,
} from '@app/shared/schemas/games.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { GamePlayRow, GameResultRow } from '../../db/schema/index.ts'
import type { AppEnv, SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../auth/public.ts'
import { valid, VALIDATION_MESSAGE, validParams } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { ACHIEVEMENT_TABLES, gameStats, gameStatsWithViews } from './achievement-views.ts'
import { answerGoodUntil, cachedAnswer } from '../../http/cached-answer.ts'
import { currentPlay, keptCurrentPlay } from './current-play.ts'
import { contentCardPoints } from './card-points.ts'
import { finishPlay, type FinishRefusal } from './finish-play.ts'
import {
  historyGroup,
  isPracticeItem,
  itemPool,
  itemsPerPlay,
  practicePool,
  publicQuestion,
  publicScenario,
  questionFor,
  scenarioFor,
  scoreAnswer,
} from './play-content.ts'
import {
  answeredItems,
  findPlay,
  insertAnswer,
  insertHit,
  insertPlay,
  markServed,
  readHistory,
  recentPlayItems,
  saveHistory,
} from './plays.queries.ts'

const PlayIdParams = z.strictObject({ id: z.uuid() })
const gameDoc = { tag: 'games' } as const
const notFound = { 404: 'NOT_FOUND: no play with this id belongs to the caller' }

export const gamesDocs: RouteDoc[] = [
  {
    ...gameDoc,
    auth: false,
    method: 'post',
    path: '/api/games/plays',
    summary:
      'Start a play: the server picks unseen items and serves the first without answers (its clock starts). Signed out, the play is the practice set, id null, not stored',
    body: StartPlayRequest,
    success: { status: 201, description: 'The play', schema: PlayResponse },
    errors: [400, 403],
  },
  {
    ...gameDoc,
    auth: false,
    method: 'get',
    path: '/api/games/plays/current',
    summary:
      "The caller's unfinished play of the game, to resume after a reload: the items served so far and the recorded feedback of those answered. Changes nothing (the item on screen keeps its clock). null when none is left to resume or signed out",
    query: CurrentPlayQuery,
    success: { status: 200, description: 'The play to resume, or null', schema: CurrentPlayResponse },
    errors: [400],
  },
  {
    ...gameDoc,
    auth: true,
    method: 'post',
    path: '/api/games/plays/{id}/next',
    summary:
      'Serve the next item once the one on screen is answered (its clock starts now); Reaction Master: start the round. Repeated, it answers the item already served',
    params: PlayIdParams,
    success: { status: 200, description: 'The play with the items served so far', schema: PlayResponse },
    errors: [401, 403, 404, 409],
    errorNotes: { ...notFound, 409: 'CONFLICT: no more items, or the play is finished' },
  },
  {
    ...gameDoc,
    auth: true,
    method: 'post',
    path: '/api/games/plays/{id}/answers',
    summary:
      'Answer the item on screen (once); timed by the server from serving it: sooner than it can be read scores 0 (too_fast). Answers with its points and explanation',
    params: PlayIdParams,
    body: AnswerRequest,
    success: { status: 201, description: 'Feedback', schema: FeedbackResponse },
    errors: [400, 401, 403, 404, 409],
    errorNotes: { ...notFound, 409: 'CONFLICT: the item was already answered or not served yet, or the play is finished' },
  },
  {
    ...gameDoc,
    auth: true,
    method: 'post',
    path: '/api/games/plays/{id}/hits',
    summary: 'Reaction Master: record a hit on one target, timed by the server against the round it started',
    params: PlayIdParams,
    body: ReactionHitRequest,
    success: { status: 201, description: 'Hits so far', schema: ReactionHitResponse },
    errors: [400, 401, 403, 404, 409, 422],
    errorNotes: {
      ...notFound,
      409: 'CONFLICT: the round has not started, or the play is finished',
      422: 'IMPLAUSIBLE_RESULT: that target was not on the pitch then',
    },
  },
  {
    ...gameDoc,
    auth: true,
    method: 'post',
    path: '/api/games/plays/{id}/finish',
    summary: 'Score and save the play once and award its achievements; a finished play answers its stored result (200, replayed)',
    params: PlayIdParams,
    body: FinishPlayRequest,
    success: { status: 201, description: 'Result, achievements earned, hub stats', schema: FinishPlayResponse },
    errors: [400, 401, 403, 404, 409, 422],
    errorNotes: {
      ...notFound,
      409: 'CONFLICT: a Reaction Master round finished long after its end',
      422: 'IMPLAUSIBLE_RESULT: a Reaction Master result the hits the server timed do not back',
    },
  },
  {
    ...gameDoc,
    auth: false,
    method: 'post',
    path: '/api/games/practice/answers',
    summary: "Check a signed-out visitor's answer to a practice item (never an item of a scored play; nothing is stored)",
    body: PracticeAnswerRequest,
    success: { status: 200, description: 'Feedback', schema: FeedbackResponse },
    errors: [400, 403],
  },
  {
    ...gameDoc,
    auth: true,
    method: 'get',
    path: '/api/games/stats',
    summary: 'Game Hub tiles: game points, Game Level, games played, average score, 6 recent achievements',
    success: { status: 200, description: 'Stats', schema: GameStatsResponse },
    errors: [401],
  },
  {
    ...gameDoc,
    auth: false,
    method: 'get',
    path: '/api/games/cards',
    summary: "The Game Hub cards' points: the lowest and highest score one play can reach, computed from the content",
    success: { status: 200, description: 'Points per game', schema: GameCardsResponse },
    errors: [],
  },
]

// Computed once from the content this server runs with: new scenarios or questions change it on deploy.
const GAME_CARDS_RESPONSE = GameCardsResponse.parse({ points: contentCardPoints() })

const playNotFound = () => new AppError('NOT_FOUND', 404, GAME_MESSAGES.playNotFound)
const badAnswer = (message: string) => new AppError('VALIDATION_FAILED', 400, VALIDATION_MESSAGE, { choice: [message] })

const FINISH_REFUSALS: Record<FinishRefusal['refused'], () => AppError> = {
  NOT_FOUND: playNotFound,
  SCORE_NOT_ACCEPTED: () =>
    new AppError('VALIDATION_FAILED', 400, 'A score cannot be sent for this game: it is scored from your answers', {
      score: ['Not accepted for this game'],
    }),
  SCORE_REQUIRED: () => new AppError('VALIDATION_FAILED', 400, VALIDATION_MESSAGE, { score: ["Send the round's score and max_score"] }),
  SCORE_OUT_OF_RANGE: () => new AppError('IMPLAUSIBLE_RESULT', 422, GAME_MESSAGES.implausibleResult),
  WRONG_MAX_SCORE: () => new AppError('IMPLAUSIBLE_RESULT', 422, GAME_MESSAGES.implausibleResult),
  TOO_FAST: () => new AppError('IMPLAUSIBLE_RESULT', 422, GAME_MESSAGES.implausibleResult),
  TOO_LATE: () => new AppError('CONFLICT', 409, GAME_MESSAGES.playExpired),
  HITS_NOT_RECORDED: () => new AppError('IMPLAUSIBLE_RESULT', 422, GAME_MESSAGES.implausibleResult),
  ROUND_NOT_STARTED: () => new AppError('IMPLAUSIBLE_RESULT', 422, GAME_MESSAGES.implausibleResult),
}

/** The play as the player may see it: the items served so far (a practice play: all of them). */
function toWirePlay(row: Pick<GamePlayRow, 'gameId' | 'ageGroup' | 'itemIds' | 'startedAt' | 'servedCount'> & { id: string | null }): Play {
  const round = row.gameId === 'reaction-master' ? REACTION_ROUNDS[row.ageGroup] : null
  const served = row.itemIds.slice(0, row.servedCount)
  return {
    id: row.id,
    game_id: row.gameId,
    age_group: row.ageGroup,
    started_at: new Date(row.startedAt).toISOString(),
    time_limit_seconds: row.gameId === 'soccer-trivia' ? TRIVIA_TIME_LIMIT_SECONDS : null,
    item_count: row.itemIds.length,
    scenarios: served.flatMap((id) => scenarioFor(row.gameId, id) ?? []).map(publicScenario),
    questions: served.flatMap((id) => questionFor(row.gameId, id) ?? []).map(publicQuestion),
    reaction: round && { targets: round.targets, lifetime_ms: round.lifetimeMs, interval_ms: round.intervalMs, size_px: round.sizePx },
  }
}

function toWireResult(r: GameResultRow) {
  return {
    play_id: r.playId,
    game_id: r.gameId,
    score: r.score,
    max_score: r.maxScore,
    percent: r.maxScore > 0 ? Math.floor((r.score * 100) / r.maxScore) : 0,
    duration_seconds: r.durationSeconds,
    created_at: new Date(r.createdAt).toISOString(),
  }
}

/**
 * Plays are the caller's own: every stored play is found by id AND owner, so another player's play
 * answers 404 like an unknown one. Items are served one at a time and every answer is timed by the
 * server from its serving. Signed-out visitors play the practice set, which no scored play draws
 * from, and nothing of theirs is stored.
 */
export function gamesRoutes(deps: AppDeps) {
  const { database, now } = deps
  const withSession = deps.session
  const keptCurrent = keptCurrentPlay(database, now)
  const signedIn = [withSession, requireUser] as const
  const playId = validParams(PlayIdParams, GAME_MESSAGES.playNotFound)

  return new Hono<SignedInEnv>()
    .post('/plays', withSession, valid('json', StartPlayRequest), async (c) => {
      const input = c.req.valid('json')
      const user = (c as unknown as { var: AppEnv['Variables'] }).var.user
      // A signed-in player's age group is the profile's, whatever the client sends, so nobody scores
      // on another group's scenarios (docs/features/games.md); a visitor's only shapes the wording.
      const ageGroup = user ? user.age_group : input.age_group ?? DEFAULT_AGE_GROUP
      const count = itemsPerPlay(input.game_id)
      const at = now()
      if (!user) {
        const { picked } = pickItems(practicePool(input.game_id), [], count)
        const practice = { id: null, gameId: input.game_id, ageGroup, itemIds: picked, startedAt: at, servedCount: picked.length }
        return c.json(PlayResponse.parse({ play: toWirePlay(practice) }), 201)
      }
      const pool = itemPool(input.game_id, ageGroup)
      const group = historyGroup(input.game_id, ageGroup)
      const play = await database.transaction(async (tx) => {
        const recent = await recentPlayItems(tx, user.id, input.game_id, NO_REPEAT_PLAYS[input.game_id] ?? 0)
        const used = await readHistory(tx, user.id, input.game_id, group)
        const { picked, history } = pickItems(pool, used, count, Math.random, recent)
        // The first item is served with the play: its clock starts now.
        const row: GamePlayRow = {
          id: crypto.randomUUID(),
          userId: user.id,
          gameId: input.game_id,
          ageGroup,
          itemIds: picked,
          startedAt: at,
          finishedAt: null,
          servedCount: count > 0 ? 1 : 0,
          servedAt: count > 0 ? at : null,
        }
        if (count > 0) await saveHistory(tx, user.id, input.game_id, group, history)
        await insertPlay(tx, row)
        return row
      })
      return c.json(PlayResponse.parse({ play: toWirePlay(play) }), 201)
    })
    .get('/plays/current', withSession, keptCurrent, valid('query', CurrentPlayQuery), async (c) => {
      const user = (c as unknown as { var: AppEnv['Variables'] }).var.user
      const found = user ? await currentPlay(database.db, user.id, c.req.valid('query').game, now()) : null
      // A play to resume is one until its 10 minutes run out; then the answer is null by the clock alone.
      if (found) answerGoodUntil(c, found.play.startedAt + TRIVIA_TIME_LIMIT_SECONDS * 1000)
      const body = found ? { play: toWirePlay(found.play), feedback: found.feedback } : { play: null, feedback: [] }
      return c.json(CurrentPlayResponse.parse(body), 200)
    })
    .post('/plays/:id/next', ...signedIn, playId, async (c) => {
      const userId = c.var.user.id
      const { id } = c.req.valid('param')
      const at = now()
      const play = await database.transaction(async (tx) => {
        const play = await findPlay(tx, userId, id)
        if (!play) throw playNotFound()
        if (play.finishedAt !== null) throw new AppError('CONFLICT', 409, GAME_MESSAGES.playExpired)
        // Reaction Master has no items: "next" starts its round, once, and the server times it from here.
        if (play.gameId === 'reaction-master') {
          if (play.servedAt !== null) return play
          await markServed(tx, id, 1, at)
          return { ...play, servedCount: 1, servedAt: at }
        }
        // A retried request gets the item already on screen, its clock untouched.
        const current = play.itemIds[play.servedCount - 1]
        if (current !== undefined && !(await answeredItems(tx, id)).has(current)) return play
        if (play.servedCount >= play.itemIds.length) throw new AppError('CONFLICT', 409, GAME_MESSAGES.noMoreItems)
        await markServed(tx, id, play.servedCount + 1, at)
        return { ...play, servedCount: play.servedCount + 1, servedAt: at }
      })
      return c.json(PlayResponse.parse({ play: toWirePlay(play) }), 200)
    })
    .post('/plays/:id/answers', ...signedIn, playId, valid('json', AnswerRequest), async (c) => {
      const userId = c.var.user.id
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      const at = now()
      const feedback = await database.transaction(async (tx) => {
        const play = await findPlay(tx, userId, id)
        if (!play) throw playNotFound()
        if (play.finishedAt !== null) throw new AppError('CONFLICT', 409, GAME_MESSAGES.playExpired)
        const index = play.itemIds.indexOf(input.item_id)
        if (index < 0) throw new AppError('VALIDATION_FAILED', 400, VALIDATION_MESSAGE, { item_id: [GAME_MESSAGES.notInPlay] })
        if ((await answeredItems(tx, id)).has(input.item_id)) throw new AppError('CONFLICT', 409, GAME_MESSAGES.alreadyAnswered)
        // Only the item on screen can be answered: its time runs from when the server served it.
        if (index !== play.servedCount - 1 || play.servedAt === null) throw new AppError('CONFLICT', 409, GAME_MESSAGES.notServed)
        const elapsedMs = at - play.servedAt
        // Trivia's clock is the whole play's: an answer after 10 minutes (and the grace) scores 0.
        const late = play.gameId === 'soccer-trivia' && at - play.startedAt > TRIVIA_TIME_LIMIT_SECONDS * 1000 + ANSWER_GRACE_MS
        const scored = scoreAnswer(play.gameId, input.item_id, input.choice, elapsedMs, late)
        if (typeof scored === 'string') throw badAnswer('That answer does not fit this question')
        await insertAnswer(tx, {
          playId: id,
          itemId: input.item_id,
          choice: scored.choice,
          elapsedMs,
          points: scored.points,
          tooFast: scored.tooFast,
          answeredAt: at,
        })
        return scored.feedback
      })
      return c.json(FeedbackResponse.parse({ feedback }), 201)
    })
    .post('/plays/:id/hits', ...signedIn, playId, valid('json', ReactionHitRequest), async (c) => {
      const userId = c.var.user.id
      const { id } = c.req.valid('param')
      const { target } = c.req.valid('json')
      const at = now()
      const hits = await database.transaction(async (tx) => {
        const play = await findPlay(tx, userId, id)
        if (!play) throw playNotFound()
        if (play.finishedAt !== null) throw new AppError('CONFLICT', 409, GAME_MESSAGES.playExpired)
        if (play.gameId !== 'reaction-master') {
          throw new AppError('VALIDATION_FAILED', 400, VALIDATION_MESSAGE, { target: ['Only Reaction Master has targets'] })
        }
        if (play.servedAt === null) throw new AppError('CONFLICT', 409, GAME_MESSAGES.roundNotStarted)
        const round = REACTION_ROUNDS[play.ageGroup]
        const sinceStart = at - play.servedAt
        if (!hitFits(round, target, sinceStart)) throw new AppError('IMPLAUSIBLE_RESULT', 422, GAME_MESSAGES.hitNotOnPitch)
        await insertHit(tx, id, target, sinceStart - target * round.intervalMs, at)
        return (await answeredItems(tx, id)).size
      })
      return c.json(ReactionHitResponse.parse({ hits }), 201)
    })
    .post('/plays/:id/finish', ...signedIn, playId, valid('json', FinishPlayRequest), async (c) => {
      const userId = c.var.user.id
      const { id } = c.req.valid('param')
      const body = c.req.valid('json')
      const outcome = await database.transaction((tx) => finishPlay(tx, userId, id, body, now()))
      if ('refused' in outcome) throw FINISH_REFUSALS[outcome.refused]()
      const { stats, views } = await gameStatsWithViews(database.db, userId)
      const earnedNames = new Set(outcome.earned.map((a) => a.name))
      const response = FinishPlayResponse.parse({
        result: toWireResult(outcome.result),
        replayed: outcome.replayed,
        achievements_earned: views.filter((v) => earnedNames.has(v.name)),
        stats,
      })
      return c.json(response, outcome.replayed ? 200 : 201)
    })
    .post('/practice/answers', valid('json', PracticeAnswerRequest), (c) => {
      const input = c.req.valid('json')
      if (input.game_id === 'reaction-master') throw badAnswer('Reaction Master has no questions')
      // Only the practice set: every other item may be on screen in someone's scored play.
      if (!isPracticeItem(input.item_id)) {
        throw new AppError('VALIDATION_FAILED', 400, VALIDATION_MESSAGE, { item_id: [GAME_MESSAGES.notPractice] })
      }
      const scored = scoreAnswer(input.game_id, input.item_id, input.choice, null)
      if (scored === 'UNKNOWN_ITEM') {
        throw new AppError('VALIDATION_FAILED', 400, VALIDATION_MESSAGE, { item_id: [GAME_MESSAGES.notInPlay] })
      }
      if (scored === 'WRONG_KIND') throw badAnswer('That answer does not fit this question')
      return c.json(FeedbackResponse.parse({ feedback: scored.feedback }))
    })
    .get('/cards', (c) => c.json(GAME_CARDS_RESPONSE))
    .get(
      '/stats',
      ...signedIn,
      cachedAnswer(database, ACHIEVEMENT_TABLES),
      async (c) => c.json(GameStatsResponse.parse({ stats: await gameStats(database.db, c.var.user.id) })),
    )
}
