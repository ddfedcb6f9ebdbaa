import type { DecisionScenario } from '@app/shared/domain/games/content.ts'
import data from './decision-scenarios-13-17.json' with { type: 'json' }
import { DecisionScenarios, loadContent } from './content-schema.ts'

/**
 * Decision Drill's scenarios for 13-17 (docs/features/games.md): team shape and the reasons behind a choice.
 * Ids are stored in players' history, so never rename one: add a new id instead.
 */
export const DECISION_SCENARIOS_13_17: readonly DecisionScenario[] = loadContent('decision-scenarios-13-17.json', DecisionScenarios, data)
