/**
 * Training badges (user_badges), defined once: the API awards them inside the Log Training
 * transaction (and after creating or completing a goal), the UI lists them with the same names.
 */

/** What the rules read: a snapshot of the player's numbers after the action being rewarded. */
export type BadgeStats = {
  sessions: number
  currentStreak: number
  longestStreak: number
  goalsCreated: number
  goalsCompleted: number
  level: number
}

/** Icon names from the Lucide set (kebab-case); the UI maps each to an SVG. Never emoji. */
export type BadgeIcon = 'dumbbell' | 'flame' | 'calendar-check' | 'target' | 'trophy' | 'star' | 'medal' | 'crown'

export type Badge = {
  /** Stable id, stored in user_badges.badge_id; never renamed. */
  id: string
  name: string
  description: string
  icon: BadgeIcon
  /** The number the rule counts (sessions, best streak, goals, level) and the count that earns it. */
  measure: (stats: BadgeStats) => number
  target: number
  /** measure ≥ target: the one rule for awarding, for the Achievement Center's progress and for earned. */
  isEarned: (stats: BadgeStats) => boolean
}

function badge(id: string, name: string, description: string, icon: BadgeIcon, measure: (s: BadgeStats) => number, target: number): Badge {
  return { id, name, description, icon, measure, target, isEarned: (s) => measure(s) >= target }
}

// A streak badge is earned by the streak ever reached, so a streak that later breaks still counts.
const bestStreak = (s: BadgeStats) => Math.max(s.currentStreak, s.longestStreak)

export const BADGES: readonly Badge[] = [
  badge('first-session', 'First Session', 'Log your first training session', 'dumbbell', (s) => s.sessions, 1),
  badge('week-warrior', 'Week Warrior', '7 day training streak', 'flame', bestStreak, 7),
  badge('monthly-momentum', 'Monthly Momentum', '30 day training streak', 'calendar-check', bestStreak, 30),
  badge('first-goal', 'First Goal', 'Set your first goal', 'target', (s) => s.goalsCreated, 1),
  badge('goal-getter', 'Goal Getter', 'Complete your first goal', 'trophy', (s) => s.goalsCompleted, 1),
  badge('level-5', 'Level 5', 'Reach Player Level 5', 'star', (s) => s.level, 5),
  badge('level-10', 'Aspiring Player', 'Reach Player Level 10', 'medal', (s) => s.level, 10),
  badge('level-20', 'Rising Star', 'Reach Player Level 20', 'crown', (s) => s.level, 20),
]

/**
 * No badge needs a count past this: each target is at most it, so counting stops here (the API's
 * goal counts, read on every goal write) changes neither which badges are earned nor the progress
 * shown toward one, which stops at its target.
 */
export const BADGE_TARGET_MAX = Math.max(...BADGES.map((b) => b.target))

export type BadgeId = string

/** The badge with this id, or undefined for an id no longer defined. */
export function badgeById(id: BadgeId): Badge | undefined {
  return BADGES.find((b) => b.id === id)
}

/**
 * Badges to award now: earned by `stats` and not among `alreadyEarnedIds`, in definition order.
 * Each badge is awarded once (the table's unique (user_id, badge_id) backs this up under races).
 * @example newlyEarnedBadges({ sessions: 1, …, level: 1 }, []) // [First Session]
 */
export function newlyEarnedBadges(stats: BadgeStats, alreadyEarnedIds: Iterable<BadgeId>): Badge[] {
  const earned = new Set(alreadyEarnedIds)
  return BADGES.filter((b) => !earned.has(b.id) && b.isEarned(stats))
}
