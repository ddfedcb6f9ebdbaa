import type { DecisionScenario, ProScenario, TriviaQuestion } from '@app/shared/domain/games/content.ts'
import { DECISION_SCENARIOS_13_17 } from './decision-scenarios-13-17.ts'
import { DECISION_SCENARIOS_18_PLUS } from './decision-scenarios-18-plus.ts'
import { DECISION_SCENARIOS_8_12 } from './decision-scenarios-8-12.ts'
import { PRO_SCENARIOS_PRACTICE } from './pro-scenarios-practice.ts'
import { PRO_SCENARIOS_SCORED } from './pro-scenarios-scored.ts'
import { TRIVIA_QUESTIONS } from './trivia-questions.ts'

export { TRIVIA_QUESTIONS }

/**
 * Decision Drill's scenarios (docs/features/games.md): at least 30 per age group, so a play of five never repeats
 * one of the player's last 3 drills. Wording gets simpler for 8-12 and more tactical for 18+. The best option is worth 10 (beginner),
 * 12 (intermediate) or 15 (advanced); sensible-but-slower options sit in between, poor habits at 2-5.
 * Ids are stored in players' history, so never rename one: add a new id instead.
 */
export const DECISION_SCENARIOS: readonly DecisionScenario[] = [
  ...DECISION_SCENARIOS_8_12,
  ...DECISION_SCENARIOS_13_17,
  ...DECISION_SCENARIOS_18_PLUS,
]

/**
 * Pro Soccer IQ's scenarios (docs/features/games.md): moments from professional football, for every age group. Some
 * are generic (a role and a kind of competition); the others are real, well-documented moments, told only by what the
 * player did and what happened, never with invented words or thoughts. The points scheme matches Decision Drill's
 * (10/12/15 for the best option by difficulty). Ids are stored in players' history, so never rename one.
 */
export const PRO_SCENARIOS: readonly ProScenario[] = [...PRO_SCENARIOS_SCORED, ...PRO_SCENARIOS_PRACTICE]

// Answers arrive as ids (the server keeps points and right answers), so scoring looks items up by id.
export const SCENARIO_BY_ID: ReadonlyMap<string, DecisionScenario> = new Map(DECISION_SCENARIOS.map((s) => [s.id, s]))
export const PRO_SCENARIO_BY_ID: ReadonlyMap<string, ProScenario> = new Map(PRO_SCENARIOS.map((s) => [s.id, s]))
export const QUESTION_BY_ID: ReadonlyMap<string, TriviaQuestion> = new Map(TRIVIA_QUESTIONS.map((q) => [q.id, q]))
