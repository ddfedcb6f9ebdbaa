import type { ProScenario } from '@app/shared/domain/games/content.ts'
import data from './pro-scenarios-scored.json' with { type: 'json' }
import { loadContent, ProScenarios } from './content-schema.ts'

/**
 * Pro Soccer IQ's scenarios that scored plays draw from; see itemPool in play-content.ts. Some are generic moments
 * (a role and a kind of competition); others are real, well-documented moments, told by what the player did and
 * what happened, never with invented words or thoughts. Ids are stored in players' history, so never rename one.
 */
export const PRO_SCENARIOS_SCORED: readonly ProScenario[] = loadContent('pro-scenarios-scored.json', ProScenarios, data)
