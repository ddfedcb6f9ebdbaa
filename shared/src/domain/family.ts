/** How a member relates to a family (spec §3): the invite form's "guardian" is stored as parent. */
export const FAMILY_RELATIONSHIPS = ['parent', 'child'] as const
export type FamilyRelationship = (typeof FAMILY_RELATIONSHIPS)[number]

/** What the family admin may see of a member (spec §3, §5 member access). */
export const FAMILY_PERMISSION_LEVELS = ['full_access', 'view_only', 'limited'] as const
export type FamilyPermissionLevel = (typeof FAMILY_PERMISSION_LEVELS)[number]

/** A family account starts in its 7-day trial (spec §4, architecture "Settled readings"). */
export const FAMILY_SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'canceled'] as const
export type FamilySubscriptionStatus = (typeof FAMILY_SUBSCRIPTION_STATUSES)[number]
