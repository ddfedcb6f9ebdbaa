import { type AchievementDefinition, newGameAchievements } from '@app/shared/domain/games/achievements.ts'
import { checkReactionResult, type ReactionRefusal } from '@app/shared/domain/games/reaction-round.ts'
import type { FinishPlayRequest } from '@app/shared/schemas/games.ts'
import type { Tx } from '../../db/client.ts'
import type { GameResultRow } from '../../db/schema/index.ts'
import { maxScore } from './play-content.ts'
import { answeredItems, findPlay, findResult, heldAchievementNames, insertAchievements, saveResult } from './plays.queries.ts'

export type Finished = { result: GameResultRow; replayed: boolean; earned: AchievementDefinition[] }
export type FinishRefusal = { refused: 'NOT_FOUND' | 'SCORE_NOT_ACCEPTED' | 'SCORE_REQUIRED' | ReactionRefusal }

/**
 * Scores and saves a play once, and awards its achievements, inside the caller's transaction.
 * Decision Drill and Trivia are scored from the answers the server recorded and timed (a request
 * cannot carry their score); Reaction Master's reported score must be backed by the hits the server
 * timed, in a round the server started and that lasted a round. Achievements come only from plays
 * scored that way: a play with an answer too fast to read earns none. A play already finished
 * answers its stored result and changes nothing.
 */
export async function finishPlay(
  tx: Tx,
  userId: string,
  playId: string,
  body: FinishPlayRequest,
  at: number,
): Promise<Finished | FinishRefusal> {
  const play = await findPlay(tx, userId, playId)
  if (!play) return { refused: 'NOT_FOUND' }
  const stored = await findResult(tx, playId)
  if (stored) return { result: stored, replayed: true, earned: [] }

  const elapsedSeconds = (at - play.startedAt) / 1000
  let score: number
  let max: number
  let answeredAll = true
  let anyTooFast = false
  if (play.gameId === 'reaction-master') {
    if (body.score === undefined || body.max_score === undefined) return { refused: 'SCORE_REQUIRED' }
    const hits = (await answeredItems(tx, playId)).size
    const roundSeconds = play.servedAt === null ? null : (at - play.servedAt) / 1000
    const refusal = checkReactionResult(play.ageGroup, { score: body.score, maxScore: body.max_score }, { hits, roundSeconds })
    if (refusal) return { refused: refusal }
    score = body.score
    max = body.max_score
  } else {
    if (body.score !== undefined || body.max_score !== undefined) return { refused: 'SCORE_NOT_ACCEPTED' }
    const answers = await answeredItems(tx, playId)
    score = [...answers.values()].reduce((sum, a) => sum + a.points, 0)
    max = maxScore(play.gameId, play.itemIds)
    answeredAll = play.itemIds.every((id) => answers.get(id)?.choice != null && !answers.get(id)?.tooFast)
    anyTooFast = [...answers.values()].some((a) => a.tooFast)
  }

  const result: GameResultRow = {
    id: crypto.randomUUID(),
    userId,
    playId,
    gameId: play.gameId,
    score,
    maxScore: max,
    durationSeconds: Math.round(elapsedSeconds),
    createdAt: at,
  }
  await saveResult(tx, result)
  const earned = anyTooFast ? [] : newGameAchievements(
    { gameId: play.gameId, score, maxScore: max, durationSeconds: result.durationSeconds, answeredAll },
    await heldAchievementNames(tx, userId),
  )
  await insertAchievements(tx, userId, earned, at)
  return { result, replayed: false, earned }
}
