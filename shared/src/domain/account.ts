/** Account types (docs/features/account-and-security.md). family_admin and family_member come from family actions. */
export const ACCOUNT_TYPES = ['player', 'parent', 'family_admin', 'family_member'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** Who may sign up directly: the other two types are reached through family actions. */
export const SIGN_UP_ACCOUNT_TYPES = ['player', 'parent'] as const
export type SignUpAccountType = (typeof SIGN_UP_ACCOUNT_TYPES)[number]

export const SUBSCRIPTION_TIERS = ['free', 'pro', 'parent'] as const
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number]

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const
export type SkillLevel = (typeof SKILL_LEVELS)[number]

export const POSITIONS = ['versatile', 'forward', 'midfielder', 'defender', 'goalkeeper'] as const
export type Position = (typeof POSITIONS)[number]

export const TRAINING_AVAILABILITY = ['low', 'medium', 'high'] as const
export type TrainingAvailability = (typeof TRAINING_AVAILABILITY)[number]

/** Route guard rule (docs/features/account-and-security.md): routes that need a subscription let only an active one through. */
export function hasActiveSubscription(user: { subscription_status: SubscriptionStatus }): boolean {
  return user.subscription_status === 'active' || user.subscription_status === 'trialing'
}

/**
 * Two-step sign-in is offered to grown-ups (parents and guardians): they hold the family's payment
 * and permission powers it protects. A player's account, or a child's in a family, has no such powers.
 */
export function offersTwoStepSignIn(user: { accountType: AccountType; age: number | null }): boolean {
  return user.accountType !== 'player' && (user.age === null || user.age >= 18)
}
