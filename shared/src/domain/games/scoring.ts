import { TRIVIA_POINTS } from './game-catalogue.ts'
import type { DecisionScenario, ProScenario, TriviaQuestion } from './content.ts'

/**
 * Scoring, done by the server from the player's answers (a client cannot post a
 * score). The grace covers the network between the timer hitting zero and the answer arriving.
 */
export const ANSWER_GRACE_MS = 1500

type Scenario = DecisionScenario | ProScenario

/** A scenario's answer: the chosen option (null when time ran out) and the milliseconds it took. */
export type DecisionAnswer = { optionId: string | null; elapsedMs: number }

/**
 * Points for one scenario: the chosen option's points, or 0 when nothing was chosen or the answer
 * came after the time limit (time running out scores 0).
 */
export function decisionPoints(scenario: Scenario, answer: DecisionAnswer): number {
  if (answer.optionId === null || answer.elapsedMs > scenario.timeLimit * 1000 + ANSWER_GRACE_MS) return 0
  return scenario.options.find((o) => o.id === answer.optionId)?.points ?? 0
}

/** A scenario's best possible points; a play's maximum is the sum over its scenarios (docs/features/games.md). */
export function bestPoints(scenario: Scenario): number {
  return Math.max(...scenario.options.map((o) => o.points))
}

/** Points for one trivia question (5, 8 or 12 by difficulty), 0 when wrong or unanswered. */
export function triviaPoints(question: TriviaQuestion, chosenIndex: number | null): number {
  return chosenIndex === question.correctAnswer ? TRIVIA_POINTS[question.difficulty] : 0
}

export function triviaMaxPoints(question: TriviaQuestion): number {
  return TRIVIA_POINTS[question.difficulty]
}
