import type { DecisionScenario, ProScenario, TriviaQuestion } from '@app/shared/domain/games/content.ts'
import { DECISION_SCENARIOS } from './decision-scenarios.ts'
import { PRO_SCENARIOS } from './pro-scenarios.ts'
import { TRIVIA_QUESTIONS } from './trivia-questions.ts'

export { DECISION_SCENARIOS, PRO_SCENARIOS, TRIVIA_QUESTIONS }

// Answers arrive as ids (the server keeps points and right answers), so scoring looks items up by id.
export const SCENARIO_BY_ID: ReadonlyMap<string, DecisionScenario> = new Map(DECISION_SCENARIOS.map((s) => [s.id, s]))
export const PRO_SCENARIO_BY_ID: ReadonlyMap<string, ProScenario> = new Map(PRO_SCENARIOS.map((s) => [s.id, s]))
export const QUESTION_BY_ID: ReadonlyMap<string, TriviaQuestion> = new Map(TRIVIA_QUESTIONS.map((q) => [q.id, q]))
