import type { DecisionScenario } from '@app/shared/domain/games/content.ts'
import data from './decision-scenarios-18-plus.json' with { type: 'json' }
import { DecisionScenarios, loadContent } from './content-schema.ts'

/**
 * Decision Drill's scenarios for 18+ (docs/features/games.md): game management, pressing triggers and tactical trade-offs.
 * Ids are stored in players' history, so never rename one: add a new id instead.
 */
export const DECISION_SCENARIOS_18_PLUS: readonly DecisionScenario[] = loadContent(
  'decision-scenarios-18-plus.json',
  DecisionScenarios,
  data,
)
