import { pickItems } from '@app/shared/domain/games/item-selection.ts'
import type { AgeGroup } from '@app/shared/domain/age-group.ts'
import type { GameId } from '@app/shared/domain/games/game-catalogue.ts'
import { QUESTION_BY_ID, SCENARIO_BY_ID } from '../features/games/public.ts'
import { finishPlay } from '../features/games/public.ts'
import { historyGroup, itemPool, itemsPerPlay, scoreAnswer } from '../features/games/public.ts'
import { insertAnswer, insertHit, insertPlay, readHistory, saveHistory } from '../features/games/public.ts'
import type { Tx } from './client.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The right answer to item `id`, or a wrong one: what a demo player "chose". */
function choice(id: string, right: boolean): string | number {
  const scenario = SCENARIO_BY_ID.get(id)
  if (scenario) {
    return (right ? scenario.options.find((o) => o.isOptimal) : [...scenario.options].sort((a, b) => a.points - b.points)[0])!.id
  }
  const question = QUESTION_BY_ID.get(id)!
  return right ? question.correctAnswer : (question.correctAnswer + 1) % 4
}

/** One play through the games code itself: items picked from unseen ones, answers scored, finished once. */
async function seedPlay(tx: Tx, userId: string, gameId: GameId, ageGroup: AgeGroup, at: number, rightAnswers: number, reaction?: number) {
  const group = historyGroup(gameId, ageGroup)
  const { picked, history } = pickItems(itemPool(gameId, ageGroup), await readHistory(tx, userId, gameId, group), itemsPerPlay(gameId))
  if (picked.length > 0) await saveHistory(tx, userId, gameId, group, history)
  const playId = crypto.randomUUID()
  await insertPlay(tx, {
    id: playId,
    userId,
    gameId,
    ageGroup,
    itemIds: picked,
    startedAt: at,
    finishedAt: null,
    servedCount: Math.max(picked.length, 1),
    servedAt: at,
  })
  // Reaction Master's score is the hits the server timed: the demo round has them.
  for (let target = 0; target < (reaction ?? 0); target++) await insertHit(tx, playId, target, 400, at + target * 2_200 + 400)
  for (const [i, itemId] of picked.entries()) {
    const scored = scoreAnswer(gameId, itemId, choice(itemId, i < rightAnswers), 3_000)
    if (typeof scored === 'string') throw new Error(`demo answer does not fit ${itemId}`)
    await insertAnswer(tx, {
      playId,
      itemId,
      choice: scored.choice,
      elapsedMs: 3_000,
      points: scored.points,
      answeredAt: at + (i + 1) * 5_000,
    })
  }
  const body = reaction === undefined ? {} : { score: reaction, max_score: 30 }
  const outcome = await finishPlay(tx, userId, playId, body, at + (gameId === 'reaction-master' ? 75_000 : 4 * 60_000))
  if ('refused' in outcome) throw new Error(`demo play refused: ${outcome.refused}`)
}

/** Maya's last few days of games, so the Game Hub and Achievement Center open on real history. */
export async function seedGames(tx: Tx, maya: string, now: number): Promise<void> {
  await seedPlay(tx, maya, 'decision-drill', '13-17', now - 4 * DAY_MS, 4)
  await seedPlay(tx, maya, 'soccer-trivia', '13-17', now - 3 * DAY_MS, 7)
  await seedPlay(tx, maya, 'reaction-master', '13-17', now - 2 * DAY_MS, 0, 24)
  await seedPlay(tx, maya, 'decision-drill', '13-17', now - 1 * DAY_MS, 5)
}
