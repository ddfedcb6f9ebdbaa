import type { SubscriptionTier } from './account.ts'

/** Every pillar a goal can belong to (docs/features/goals.md), each with its badge colour. */
export const PILLARS = ['technical', 'tactical', 'physical', 'mental', 'psychological'] as const
export type Pillar = (typeof PILLARS)[number]

/** The four pillars the wizard, the catalogue and the playing styles use (docs/features/goals.md). */
export const WIZARD_PILLARS = ['technical', 'physical', 'tactical', 'mental'] as const
export type WizardPillar = (typeof WIZARD_PILLARS)[number]

export const GOAL_TYPES = ['process', 'performance', 'outcome'] as const
export type GoalType = (typeof GOAL_TYPES)[number]

export const GOAL_STATUSES = ['active', 'completed'] as const
export type GoalStatus = (typeof GOAL_STATUSES)[number]

/** Badge colours (each pillar has one); chosen for contrast with white text (WCAG AA). */
export const PILLAR_COLORS: Record<Pillar, string> = {
  technical: '#1d4ed8',
  tactical: '#7e22ce',
  physical: '#b91c1c',
  mental: '#0f766e',
  psychological: '#a16207',
}

export const PILLAR_LABELS: Record<Pillar, string> = {
  technical: 'Technical',
  tactical: 'Tactical',
  physical: 'Physical',
  mental: 'Mental',
  psychological: 'Psychological',
}

export const GOAL_TYPE_LABELS: Record<GoalType, string> = { process: 'Process', performance: 'Performance', outcome: 'Outcome' }

/** The goal constants (docs/features/goals.md). */
export const GOAL_LIMITS = {
  /** Planned sessions one goal may hold (the wizard's and those planned later together). */
  sessionsPerGoal: 30,
  /** Free tier: at most this many active goals, enforced by the API inside the write. */
  freeActiveGoals: 2,
  /** The wizard selects at most this many goals. */
  wizardMaxGoals: 3,
  /** Wizard goals default to a target date this many days out. */
  wizardDefaultTargetDays: 90,
  /** A goal list load that takes longer stops with 'Request timeout'. */
  loadTimeoutMs: 10_000,
  titleMaxLength: 120,
  descriptionMaxLength: 1000,
} as const

/** Planned training sessions (docs/features/goals.md): duration 15 to 180 minutes, default 60. */
export const SESSION_DURATION = { min: 15, max: 180, default: 60 } as const

/**
 * May this person add `adding` more active goals? Free tier: at most 2 active in all; paid tiers:
 * unlimited. The API calls this inside the write transaction; the UI uses it to warn early.
 * @example canAddActiveGoals('free', 1, 1) // true; canAddActiveGoals('free', 2, 1) // false
 */
export function canAddActiveGoals(tier: SubscriptionTier, activeCount: number, adding = 1): boolean {
  return tier !== 'free' || activeCount + adding <= GOAL_LIMITS.freeActiveGoals
}

/**
 * Completion rate (docs/features/goals.md): the rounded percentage of completed goals out of all; 0 with none.
 * @example completionRate([{ status: 'completed' }, { status: 'active' }, { status: 'active' }]) // 33
 */
export function completionRate(goals: readonly { status: GoalStatus }[]): number {
  if (goals.length === 0) return 0
  return Math.round((goals.filter((g) => g.status === 'completed').length / goals.length) * 100)
}

/**
 * The upgrade prompt on My Goals (docs/features/goals.md): only on the free tier and once the player has a goal.
 * At the limit of active goals, the limit text; at one active goal, 'Great start!…'; with only
 * completed goals, the general Pro pitch.
 */
export function upgradePrompt(
  tier: SubscriptionTier,
  goals: readonly { status: GoalStatus }[],
): 'upgradeAtLimit' | 'upgradeAtOne' | 'upgradeDefault' | null {
  if (tier !== 'free' || goals.length === 0) return null
  const active = goals.filter((g) => g.status === 'active').length
  if (active >= GOAL_LIMITS.freeActiveGoals) return 'upgradeAtLimit'
  if (active === 1) return 'upgradeAtOne'
  return 'upgradeDefault'
}
