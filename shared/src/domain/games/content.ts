import type { AgeGroup } from '../age-group.ts'
import type { ScenarioDifficulty, TriviaCategory, TriviaDifficulty } from './game-catalogue.ts'

/**
 * The games' content as the server holds it (edge-api/src/games/content). Players only ever see
 * the public parts (schemas/games.ts): points, the optimal flag, explanations and right answers stay
 * on the server until the player has answered.
 */

export type DecisionOption = {
  id: string
  action: string
  explanation: string
  /** 2-15 (docs/features/games.md). */
  points: number
  isOptimal: boolean
}

/** What a professional scenario's options add (docs/features/games.md): the pro's choice, why, what happened, the risk. */
export type ProDecisionOption = DecisionOption & { proLevel: string; reasoning: string; outcome: string; risk: 'low' | 'medium' | 'high' }

export type ScenarioContext = { score: string; time: string; situation: string; player: string; position: string }

export type DecisionScenario = {
  id: string
  situation: string
  description: string
  ageGroup: AgeGroup
  difficulty: ScenarioDifficulty
  /** Seconds to decide, 4-10 (docs/features/games.md). */
  timeLimit: number
  team?: string
  context: ScenarioContext
  videoContext?: string
  options: DecisionOption[]
}

/** Pro Soccer IQ: moments from professional football, for every age group. */
export type ProScenario = Omit<DecisionScenario, 'ageGroup' | 'options'> & { options: ProDecisionOption[] }

export type TriviaQuestion = {
  id: string
  question: string
  /** Exactly four. */
  options: [string, string, string, string]
  /** Index of the right option, 0-3. */
  correctAnswer: number
  explanation: string
  category: TriviaCategory
  difficulty: TriviaDifficulty
  /** The year the fact belongs to (a final, a record, a founding), 1863-2026; shown with the explanation. */
  year: number
  /** Where it happened, e.g. 'FIFA World Cup', 'UEFA Champions League', "Ballon d'Or"; shown with the explanation. */
  competition: string
}
