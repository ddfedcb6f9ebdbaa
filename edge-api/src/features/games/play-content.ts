import type { AgeGroup } from '@app/shared/domain/age-group.ts'
import type { DecisionScenario, ProScenario, TriviaQuestion } from '@app/shared/domain/games/content.ts'
import { type GameId, ITEMS_PER_PLAY } from '@app/shared/domain/games/game-catalogue.ts'
import { ANSWER_GRACE_MS, bestPoints, decisionPoints, triviaMaxPoints, triviaPoints } from '@app/shared/domain/games/scoring.ts'
import { isTooFast } from '@app/shared/domain/games/answer-timing.ts'
import type { Feedback, PublicQuestion, PublicScenario } from '@app/shared/schemas/games.ts'
import { DECISION_SCENARIOS, PRO_SCENARIO_BY_ID, PRO_SCENARIOS, QUESTION_BY_ID, SCENARIO_BY_ID, TRIVIA_QUESTIONS } from './content/index.ts'

type Scenario = DecisionScenario | ProScenario
type ItemGame = Exclude<GameId, 'reaction-master'>

/** The item history is kept per age group for Decision Drill; the other games have one pool. */
export function historyGroup(gameId: GameId, ageGroup: AgeGroup): string {
  return gameId === 'decision-drill' ? ageGroup : 'all'
}

/**
 * The practice set: what signed-out visitors play, and the only items whose answers the practice
 * route tells. Scored plays never draw from it, so an answer learnt in practice is never the answer
 * to an item of a scored play (Decision Drill's five scenarios per age group leave none to spare,
 * so its practice plays use the Pro practice scenarios).
 */
export const PRACTICE_ITEMS: { scenarios: readonly string[]; questions: readonly string[] } = {
  scenarios: ['pro-06', 'pro-07', 'pro-08', 'pro-09', 'pro-10'],
  questions: ['tq-02', 'tq-07', 'tq-11', 'tq-14', 'tq-16', 'tq-20', 'tq-22', 'tq-25'],
}
const PRACTICE = new Set([...PRACTICE_ITEMS.scenarios, ...PRACTICE_ITEMS.questions])

/** Every item id a scored play of this game may draw from (never a practice item). */
export function itemPool(gameId: GameId, ageGroup: AgeGroup): string[] {
  if (gameId === 'decision-drill') return DECISION_SCENARIOS.filter((s) => s.ageGroup === ageGroup).map((s) => s.id)
  if (gameId === 'pro-soccer-iq') return PRO_SCENARIOS.map((s) => s.id).filter((id) => !PRACTICE.has(id))
  if (gameId === 'soccer-trivia') return TRIVIA_QUESTIONS.map((q) => q.id).filter((id) => !PRACTICE.has(id))
  return []
}

/** The items of a signed-out practice play of this game. */
export function practicePool(gameId: GameId): string[] {
  if (gameId === 'decision-drill' || gameId === 'pro-soccer-iq') return [...PRACTICE_ITEMS.scenarios]
  if (gameId === 'soccer-trivia') return [...PRACTICE_ITEMS.questions]
  return []
}

export function isPracticeItem(itemId: string): boolean {
  return PRACTICE.has(itemId)
}

export function itemsPerPlay(gameId: GameId): number {
  return gameId === 'reaction-master' ? 0 : ITEMS_PER_PLAY[gameId as ItemGame]
}

export function scenarioFor(gameId: GameId, id: string): Scenario | undefined {
  if (gameId === 'decision-drill') return SCENARIO_BY_ID.get(id) ?? (PRACTICE.has(id) ? PRO_SCENARIO_BY_ID.get(id) : undefined)
  return gameId === 'pro-soccer-iq' ? PRO_SCENARIO_BY_ID.get(id) : undefined
}

/** What a player has to read before answering an item: the floor of a fair answer grows with it. */
export function itemText(gameId: GameId, id: string): string {
  const scenario = scenarioFor(gameId, id)
  if (scenario) return [scenario.situation, scenario.description, ...scenario.options.map((o) => o.action)].join(' ')
  const question = questionFor(gameId, id)
  return question ? [question.question, ...question.options].join(' ') : ''
}

export function questionFor(gameId: GameId, id: string): TriviaQuestion | undefined {
  return gameId === 'soccer-trivia' ? QUESTION_BY_ID.get(id) : undefined
}

/** What the player sees before answering: no points, no optimal flag, no explanation. */
export function publicScenario(s: Scenario): PublicScenario {
  return {
    id: s.id,
    situation: s.situation,
    description: s.description,
    difficulty: s.difficulty,
    time_limit: s.timeLimit,
    team: s.team ?? null,
    context: s.context,
    video_context: s.videoContext ?? null,
    options: s.options.map((o) => ({ id: o.id, action: o.action })),
  }
}

export function publicQuestion(q: TriviaQuestion): PublicQuestion {
  return {
    id: q.id,
    question: q.question,
    options: [...q.options],
    category: q.category,
    difficulty: q.difficulty,
    points: triviaMaxPoints(q),
  }
}

/** The most a play's items can score (the sum of each scenario's best option). */
export function maxScore(gameId: GameId, itemIds: readonly string[]): number {
  return itemIds.reduce((sum, id) => {
    const scenario = scenarioFor(gameId, id)
    const question = questionFor(gameId, id)
    return sum + (scenario ? bestPoints(scenario) : question ? triviaMaxPoints(question) : 0)
  }, 0)
}

export type Scored = { points: number; feedback: Feedback; choice: string | null; tooFast: boolean }

/**
 * Scores one answer and builds its feedback, or returns a reason it does not fit the item: a
 * scenario takes an option id, a question an index (null for both when time ran out).
 * `elapsedMs` is the server's measure from serving the item (null for practice, which is not timed
 * and not scored). `late`: the answer came after the play's overall limit (Trivia's 10 minutes).
 * An answer sooner than the item can be read scores 0 and is marked too fast.
 */
export function scoreAnswer(
  gameId: GameId,
  itemId: string,
  choice: string | number | null,
  elapsedMs: number | null,
  late = false,
): Scored | 'WRONG_KIND' | 'UNKNOWN_ITEM' {
  const tooFast = elapsedMs !== null && choice !== null && isTooFast(elapsedMs, itemText(gameId, itemId))
  const scenario = scenarioFor(gameId, itemId)
  if (scenario) {
    if (typeof choice === 'number') return 'WRONG_KIND'
    if (choice !== null && !scenario.options.some((o) => o.id === choice)) return 'WRONG_KIND'
    const timedOut = choice === null || (elapsedMs ?? 0) > scenario.timeLimit * 1000 + ANSWER_GRACE_MS
    const points = late || tooFast ? 0 : decisionPoints(scenario, { optionId: choice, elapsedMs: elapsedMs ?? 0 })
    return {
      points,
      tooFast,
      // A late answer is stored as no answer: the timer had already run out.
      choice: timedOut ? null : choice,
      feedback: {
        kind: 'scenario',
        item_id: scenario.id,
        chosen: choice,
        timed_out: timedOut,
        too_fast: tooFast,
        points,
        max_points: bestPoints(scenario),
        options: scenario.options.map((o) => ({
          id: o.id,
          action: o.action,
          explanation: o.explanation,
          points: o.points,
          is_optimal: o.isOptimal,
          pro_level: 'proLevel' in o ? o.proLevel : null,
          reasoning: 'reasoning' in o ? o.reasoning : null,
          outcome: 'outcome' in o ? o.outcome : null,
          risk: 'risk' in o ? o.risk : null,
        })),
      },
    }
  }
  const question = questionFor(gameId, itemId)
  if (question) {
    if (typeof choice === 'string') return 'WRONG_KIND'
    const points = late || tooFast ? 0 : triviaPoints(question, choice)
    return {
      points,
      tooFast,
      choice: choice === null ? null : String(choice),
      feedback: {
        kind: 'question',
        item_id: question.id,
        chosen_index: choice,
        correct_index: question.correctAnswer,
        too_fast: tooFast,
        points,
        max_points: triviaMaxPoints(question),
        explanation: question.explanation,
        year: question.year,
        competition: question.competition,
      },
    }
  }
  return 'UNKNOWN_ITEM'
}
