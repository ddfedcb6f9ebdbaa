import type { DecisionScenario, ProScenario, TriviaQuestion } from './content.ts'
import { ITEMS_PER_PLAY } from './game-catalogue.ts'
import type { ReactionRound } from './reaction-round.ts'
import { bestPoints, decisionPoints, triviaMaxPoints, triviaPoints } from './scoring.ts'

/** The points one play can score, lowest and highest (docs/features/games.md "Points on the cards"). */
export type PointsRange = { min: number; max: number }

type Span = { min: number; max: number }

/**
 * One play's range over the pools a play may draw from (one pool per play, `perPlay` items from
 * it): the lowest is the sum of the pool's `perPlay` lowest item scores, the highest the sum of its
 * `perPlay` highest, taken over every pool. No pool: 0-0.
 * @example playPointsRange([[{ min: 0, max: 10 }, { min: 0, max: 15 }, { min: 0, max: 12 }]], 2) // { min: 0, max: 27 }
 */
export function playPointsRange(pools: readonly (readonly Span[])[], perPlay: number): PointsRange {
  const sum = (values: number[]) => values.slice(0, perPlay).reduce((total, v) => total + v, 0)
  const filled = pools.filter((pool) => pool.length > 0)
  if (filled.length === 0) return { min: 0, max: 0 }
  return {
    min: Math.min(...filled.map((pool) => sum(pool.map((i) => i.min).sort((a, b) => a - b)))),
    max: Math.max(...filled.map((pool) => sum(pool.map((i) => i.max).sort((a, b) => b - a)))),
  }
}

/** A scenario scores 0 when time runs out (the scoring rule) and at best its best option. */
export function scenarioSpan(scenario: DecisionScenario | ProScenario): Span {
  return { min: decisionPoints(scenario, { optionId: null, elapsedMs: 0 }), max: bestPoints(scenario) }
}

/** A question scores 0 when wrong or unanswered and its difficulty's points when right. */
export function questionSpan(question: TriviaQuestion): Span {
  return { min: triviaPoints(question, null), max: triviaMaxPoints(question) }
}

/** What the scored plays draw from: the server's content, as its item pools. */
export type PlayContent = {
  /** Decision Drill's standard mode: one pool per age group. */
  decisionPools: readonly (readonly DecisionScenario[])[]
  /** Pro Soccer IQ, the same card's Pro mode: one pool for every age group. */
  proPool: readonly ProScenario[]
  questions: readonly TriviaQuestion[]
  reactionRounds: readonly ReactionRound[]
}

export type CardPoints = { 'decision-drill': PointsRange; 'soccer-trivia': PointsRange; 'reaction-master': PointsRange }

/**
 * The Game Hub cards' points, computed from the content and the scoring rules, so new scenarios or
 * questions change the cards with them. Reaction Master scores one point a target hit.
 */
export function cardPoints(content: PlayContent): CardPoints {
  const standard = playPointsRange(
    content.decisionPools.map((pool) => pool.map(scenarioSpan)),
    ITEMS_PER_PLAY['decision-drill'],
  )
  const pro = playPointsRange([content.proPool.map(scenarioSpan)], ITEMS_PER_PLAY['pro-soccer-iq'])
  const drill =
    content.proPool.length === 0
      ? standard
      : content.decisionPools.some((p) => p.length > 0)
        ? { min: Math.min(standard.min, pro.min), max: Math.max(standard.max, pro.max) }
        : pro
  return {
    'decision-drill': drill,
    'soccer-trivia': playPointsRange([content.questions.map(questionSpan)], ITEMS_PER_PLAY['soccer-trivia']),
    'reaction-master': playPointsRange(
      content.reactionRounds.map((r) => [{ min: 0, max: r.targets }]),
      1,
    ),
  }
}
