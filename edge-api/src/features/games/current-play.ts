import { and, desc, eq, isNull } from 'drizzle-orm'
import { TRIVIA_TIME_LIMIT_SECONDS } from '@app/shared/domain/games/game-catalogue.ts'
import type { Feedback } from '@app/shared/schemas/games.ts'
import type { MiddlewareHandler } from 'hono'
import type { Database, Db, Tx } from '../../db/client.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { cachedAnswer } from '../../http/cached-answer.ts'
import { type GamePlayRow, gamePlays } from '../../db/schema/index.ts'
import { scoreAnswer } from './play-content.ts'
import { answeredItems } from './plays.queries.ts'

type Reader = Db | Tx

/**
 * The play a reload resumes (docs/features/games.md): the caller's latest play of the game, if it is
 * unfinished and its 10 minutes have not run out, with the feedback of the items answered so far, as
 * recorded (points and "too fast" as the server judged them then). Reading it changes nothing: the
 * item on screen keeps the clock it was served with, and an answered item stays answered.
 */
export async function currentPlay(
  db: Reader,
  userId: string,
  gameId: 'soccer-trivia',
  now: number,
): Promise<{ play: GamePlayRow; feedback: Feedback[] } | null> {
  const [play] = await db.select().from(gamePlays)
    .where(and(eq(gamePlays.userId, userId), eq(gamePlays.gameId, gameId), isNull(gamePlays.finishedAt)))
    .orderBy(desc(gamePlays.startedAt)).limit(1)
  if (!play || now - play.startedAt >= TRIVIA_TIME_LIMIT_SECONDS * 1000) return null
  const answered = await answeredItems(db, play.id)
  const feedback: Feedback[] = []
  for (const itemId of play.itemIds.slice(0, play.servedCount)) {
    const stored = answered.get(itemId)
    if (!stored) break
    const choice = stored.choice === null ? null : Number(stored.choice)
    const scored = scoreAnswer(play.gameId, itemId, choice, null)
    if (typeof scored === 'string') break
    feedback.push({ ...scored.feedback, points: stored.points, too_fast: stored.tooFast })
  }
  return { play, feedback }
}

/**
 * GET /api/games/plays/current kept per caller and URL until their plays or answers are written
 * (http/cached-answer.ts); the route ends a kept play when its 10 minutes run out. A visitor's
 * request names nobody: it goes straight on to its null answer.
 */
export function keptCurrentPlay(database: Database, now: () => number): MiddlewareHandler<AppEnv> {
  const kept = cachedAnswer(database, ['game_plays', 'game_answers'], { now })
  return (c, next) => (c.var.user ? kept(c as Parameters<typeof kept>[0], next) : next())
}
