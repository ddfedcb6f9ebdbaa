import type { AgeGroup } from './age-group.ts'
import type { GoalType, WizardPillar } from './goals.ts'
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

/**
 * The real catalogue (spec §9): for each age group and each of the four pillars, three goals
 * (process, performance, outcome), worded for that age.
 */
export declare const GOAL_CATALOGUE: readonly CatalogueGoal[]

/**
 * Wizard step 1 recommendations (spec §9): up to 2 goals from each of the style's focus pillars for
 * the age group, at most 3 in all, in a stable order.
 */
export declare function recommendGoals(ageGroup: AgeGroup, style: Pick<PlayerStyle, 'focusPillars'>): CatalogueGoal[]
