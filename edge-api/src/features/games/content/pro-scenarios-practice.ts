import type { ProScenario } from '@app/shared/domain/games/content.ts'
import data from './pro-scenarios-practice.json' with { type: 'json' }
import { loadContent, ProScenarios } from './content-schema.ts'

/**
 * Pro Soccer IQ's practice set (pro-06 to pro-10): what signed-out visitors play; scored plays never draw these
 * (PRACTICE_ITEMS in play-content.ts). Ids are stored in players' history, so never rename one.
 */
export const PRO_SCENARIOS_PRACTICE: readonly ProScenario[] = loadContent('pro-scenarios-practice.json', ProScenarios, data)
