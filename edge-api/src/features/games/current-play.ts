import { and, desc, eq, isNull } from 'drizzle-orm'
import { TRIVIA_TIME_LIMIT_SECONDS } from '@app/shared/domain/games/game-catalogue.ts'
import type { Feedback } from '@app/shared/schemas/games.ts'
import type { Db, Tx } from '../../db/client.ts'
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
