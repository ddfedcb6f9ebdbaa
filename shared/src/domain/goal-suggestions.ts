import type { Position, SkillLevel } from './account.ts'
import type { GoalType, Pillar } from './goals.ts'

/** A personalised suggestion on the Create New Goal screen (spec §9). */
export type GoalSuggestion = {
  id: string
  title: string
  description: string
  pillar: Pillar
  goal_type: GoalType
  /** 30 to 120: applying the suggestion sets the target date this many days from today. */
  target_days: number
}

/** What the suggestions depend on: the player's skill level, age and position. */
export type SuggestionProfile = { skill_level: SkillLevel; age: number | null; position_preference: Position }

/**
 * Up to 6 personalised suggestions (spec §9): from the skill level (beginner, intermediate,
 * advanced), with extras for players under 12 and for 16 and over, and for the position (forward,
 * midfielder, defender, goalkeeper; 'versatile' gets none). Deterministic for a profile.
 */
export declare function suggestGoals(profile: SuggestionProfile): GoalSuggestion[]
