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
  isEarned: (stats: BadgeStats) => boolean
}

// A streak badge is earned by the streak ever reached, so a streak that later breaks still counts.
const bestStreak = (s: BadgeStats) => Math.max(s.currentStreak, s.longestStreak)

export const BADGES: readonly Badge[] = [
  { id: 'first-session', name: 'First Session', description: 'Log your first training session', icon: 'dumbbell', isEarned: (s) => s.sessions >= 1 },
  { id: 'week-warrior', name: 'Week Warrior', description: '7 day training streak', icon: 'flame', isEarned: (s) => bestStreak(s) >= 7 },
  { id: 'monthly-momentum', name: 'Monthly Momentum', description: '30 day training streak', icon: 'calendar-check', isEarned: (s) => bestStreak(s) >= 30 },
  { id: 'first-goal', name: 'First Goal', description: 'Set your first goal', icon: 'target', isEarned: (s) => s.goalsCreated >= 1 },
  { id: 'goal-getter', name: 'Goal Getter', description: 'Complete your first goal', icon: 'trophy', isEarned: (s) => s.goalsCompleted >= 1 },
  { id: 'level-5', name: 'Level 5', description: 'Reach Player Level 5', icon: 'star', isEarned: (s) => s.level >= 5 },
  { id: 'level-10', name: 'Aspiring Player', description: 'Reach Player Level 10', icon: 'medal', isEarned: (s) => s.level >= 10 },
  { id: 'level-20', name: 'Rising Star', description: 'Reach Player Level 20', icon: 'crown', isEarned: (s) => s.level >= 20 },
]

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
