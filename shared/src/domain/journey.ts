/**
 * The Journey timeline (/app/journey): levels reached, badges earned, goals completed and streak
 * records, newest first. Levels and streak records are written as milestones inside the action
 * that reached them (Log Training); badges and completed goals are read from their own tables.
 */
export const JOURNEY_KINDS = ['level_reached', 'badge_earned', 'goal_completed', 'streak_record'] as const
export type JourneyKind = (typeof JOURNEY_KINDS)[number]

export const JOURNEY_PAGE_SIZE = 20

/**
 * A new longest streak is a record worth a line only at these lengths: one line per day of a long
 * streak would bury everything else on the timeline.
 */
export const STREAK_RECORD_MILESTONES = [3, 7, 14, 21, 30, 50, 75, 100, 150, 200, 250, 300, 365] as const

/**
 * Streak records reached when the longest streak went from `before` to `after`.
 * @example streakRecordsBetween(6, 7) // [7]; streakRecordsBetween(7, 8) // []
 */
export function streakRecordsBetween(before: number, after: number): number[] {
  return STREAK_RECORD_MILESTONES.filter((m) => m > before && m <= after)
}

/**
 * Levels reached when the level went from `before` to `after` (a big session can cross several).
 * @example levelsReachedBetween(1, 3) // [2, 3]
 */
export function levelsReachedBetween(before: number, after: number): number[] {
  return Array.from({ length: Math.max(0, after - before) }, (_, i) => before + i + 1)
}

export type JourneyEntryText = { kind: JourneyKind; value: number | null; label: string }

/** The line the timeline shows for an entry. */
export function journeyText(kind: JourneyKind, value: number | null, label: string): string {
  if (kind === 'level_reached') return `Reached Player Level ${value ?? ''}${label ? ` · ${label}` : ''}`
  if (kind === 'streak_record') return `New streak record: ${value ?? 0} days in a row`
  if (kind === 'badge_earned') return `Earned the ${label} badge`
  return `Completed the goal “${label}”`
}
