import type { DecisionScenario } from '@app/shared/domain/games/content.ts'
import data from './decision-scenarios-8-12.json' with { type: 'json' }
import { DecisionScenarios, loadContent } from './content-schema.ts'

/**
 * Decision Drill's scenarios for 8-12 (docs/features/games.md): one clear idea per scenario, plain words, no jargon,
 * from 11-a-side, small-sided games and futsal. Ids are stored in players' history, so never rename one: add a new id instead.
 */
export const DECISION_SCENARIOS_8_12: readonly DecisionScenario[] = loadContent('decision-scenarios-8-12.json', DecisionScenarios, data)
