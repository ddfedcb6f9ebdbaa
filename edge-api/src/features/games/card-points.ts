import { AGE_GROUPS } from '@app/shared/domain/age-group.ts'
import { type CardPoints, cardPoints } from '@app/shared/domain/games/card-points.ts'
import { REACTION_ROUNDS } from '@app/shared/domain/games/reaction-round.ts'
import { DECISION_SCENARIOS, PRO_SCENARIOS, TRIVIA_QUESTIONS } from './content/index.ts'
import { itemPool } from './play-content.ts'

/** The items of `all` that scored plays of this game and age group draw from. */
function inPool<T extends { id: string }>(all: readonly T[], ids: readonly string[]): T[] {
  const pool = new Set(ids)
  return all.filter((item) => pool.has(item.id))
}

/**
 * The hub cards' points from the pools scored plays draw from (practice items never count: they are
 * never scored), so a card always says what a play of today's content can give.
 */
export function contentCardPoints(): CardPoints {
  return cardPoints({
    decisionPools: AGE_GROUPS.map((group) => inPool(DECISION_SCENARIOS, itemPool('decision-drill', group))),
    proPool: inPool(PRO_SCENARIOS, itemPool('pro-soccer-iq', '13-17')),
    questions: inPool(TRIVIA_QUESTIONS, itemPool('soccer-trivia', '13-17')),
    reactionRounds: AGE_GROUPS.map((group) => REACTION_ROUNDS[group]),
  })
}
