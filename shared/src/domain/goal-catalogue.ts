import { AGE_GROUPS, type AgeGroup } from './age-group.ts'
import { GOAL_CATALOGUE_CONTENT } from './goal-catalogue-content.ts'
import { GOAL_LIMITS, GOAL_TYPES, type GoalType, WIZARD_PILLARS, type WizardPillar } from './goals.ts'
import type { PlayerStyle } from './player-styles.ts'

/** A recommended goal of the wizard's step 1, written for one age group and pillar. */
export type CatalogueGoal = {
  /** Stable id, e.g. '13-17/technical/process'. */
  id: string
  ageGroup: AgeGroup
  pillar: WizardPillar
  goal_type: GoalType
  title: string
  description: string
}

/** How many goals the wizard recommends from one focus pillar (docs/features/goals.md). */
const PER_PILLAR = 2

/**
 * The real catalogue (docs/features/goals.md): for each age group and each of the four pillars, three goals
 * (process, performance, outcome), worded for that age.
 */
export const GOAL_CATALOGUE: readonly CatalogueGoal[] = AGE_GROUPS.flatMap((ageGroup) =>
  WIZARD_PILLARS.flatMap((pillar) =>
    GOAL_TYPES.map((goal_type) => ({
      id: `${ageGroup}/${pillar}/${goal_type}`,
      ageGroup,
      pillar,
      goal_type,
      ...GOAL_CATALOGUE_CONTENT[ageGroup][pillar][goal_type],
    })),
  ),
)

/**
 * Wizard step 1 recommendations (docs/features/goals.md): up to 2 goals from each of the style's focus pillars for
 * the age group, at most 3 in all, in a stable order.
 * @example recommendGoals('8-12', { focusPillars: ['technical', 'tactical'] }).map((g) => g.id)
 * // ['8-12/technical/process', '8-12/technical/performance', '8-12/tactical/process']
 */
export function recommendGoals(ageGroup: AgeGroup, style: Pick<PlayerStyle, 'focusPillars'>): CatalogueGoal[] {
  // GOAL_CATALOGUE is built in GOAL_TYPES order, so filtering keeps process, performance, outcome.
  return [...new Set(style.focusPillars)]
    .flatMap((pillar) => GOAL_CATALOGUE.filter((g) => g.ageGroup === ageGroup && g.pillar === pillar).slice(0, PER_PILLAR))
    .slice(0, GOAL_LIMITS.wizardMaxGoals)
}
