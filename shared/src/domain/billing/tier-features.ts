import type { SubscriptionTier } from '../account.ts'

/**
 * Paid features the product has today, with the tiers that include them (docs/features/billing.md) and what a free
 * account is told. One copy: the API refuses by it, the UI shows the upgrade path by it.
 */
export const PAID_FEATURES = {
  // The plans list notifications among what Free lacks; we include them in both paid plans.
  notifications: { tiers: ['pro', 'parent'], message: 'Notifications are part of the Pro and Parent plans. Upgrade to turn them on.' },
  // The family account's 7-day trial, then the Parent plan's parental dashboard (docs/features/billing.md).
  familyDashboard: {
    tiers: ['parent'],
    message: "Your family's 7-day trial has ended. Upgrade to the Parent plan to keep following your children.",
  },
  // "Advanced analytics" (Pro, and Parent as everything in Pro): the player's own report and trends.
  advancedAnalytics: { tiers: ['pro', 'parent'], message: 'My Analytics is part of the Pro and Parent plans. Upgrade to see your trends.' },
  // "Custom templates" (Pro, and Parent as everything in Pro): goals saved to start the next one from.
  // "Mindset tools" (Pro, and Parent as everything in Pro): the breathing reset and the reflection journal.
  mindsetTools: { tiers: ['pro', 'parent'], message: 'Mindset Tools are part of the Pro and Parent plans. Upgrade to use them.' },
  customTemplates: { tiers: ['pro', 'parent'], message: 'Goal templates are part of the Pro and Parent plans. Upgrade to save your own.' },
  // "Coach communication" (Parent only): a team's coach chooses the week's drills for the players; there are no
  // messages to children. Creating a team, joining, the league and cheers stay free (docs/features/family.md).
  coachCommunication: {
    tiers: ['parent'],
    message: "Setting your team's drills is part of the Parent plan. Upgrade to choose the week's drills.",
  },
} as const satisfies Record<string, { tiers: readonly SubscriptionTier[]; message: string }>

export type PaidFeature = keyof typeof PAID_FEATURES

export function tierAllows(tier: SubscriptionTier, feature: PaidFeature): boolean {
  return (PAID_FEATURES[feature].tiers as readonly SubscriptionTier[]).includes(tier)
}
