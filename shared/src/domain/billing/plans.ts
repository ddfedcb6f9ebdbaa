import type { SubscriptionTier } from '../account.ts'
import { GOAL_LIMITS } from '../goals.ts'
import { tierAllows } from './tier-features.ts'

/** The plans and their prices (docs/features/billing.md): Free $0, Pro $5/month, Parent $8/month. */
export type Plan = {
  id: SubscriptionTier
  name: string
  price: number
  period: 'month'
  description: string
  features: readonly string[]
  limitations: readonly string[]
  popular: boolean
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    period: 'month',
    popular: false,
    description: 'Start setting goals and tracking your training.',
    features: ['Up to 2 active goals', 'Basic check-ins and tracking', 'Badges and achievements', 'Community', 'Basic reporting'],
    limitations: [
      'No advanced analytics',
      'No parental controls',
      'No premium support',
      'No mindset tools',
      'No skill suggestions',
      'No notifications',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 5,
    period: 'month',
    popular: true,
    description: 'For players serious about the path to college and pro soccer.',
    // Notifications: the server includes them in Pro (tier-features.ts), so the card says so.
    features: [
      'Unlimited goals',
      'Notifications',
      'Advanced analytics',
      'Skill suggestions',
      'Mindset tools',
      'Predictions',
      'Premium support',
      'Export your data',
      'Custom templates',
    ],
    limitations: [],
  },
  {
    id: 'parent',
    name: 'Parent',
    price: 8,
    period: 'month',
    popular: false,
    description: 'Everything in Pro, plus the tools to follow and support your children.',
    features: [
      'Everything in Pro',
      'Parental dashboard',
      'Child monitoring',
      'Goal approval',
      'Safety controls',
      'Notifications',
      'Multiple child accounts',
      'Family reports',
      'Coach communication',
    ],
    limitations: [],
  },
]

/**
 * Plan features the tiers promise that PitchPath does not have yet. A family pays for what a card
 * lists, so these are shown as Coming soon rather than as included (and never counted as included
 * in the comparison). 'Skill suggestions' is the paid feature (the skill to train next, on My
 * Analytics), not the goal suggestions on Create New Goal that every player gets (docs/features/billing.md).
 */
export const COMING_SOON: ReadonlySet<string> = new Set(['Community', 'Premium support'])

export const PAID_PLANS = ['pro', 'parent'] as const
export type PaidPlan = (typeof PAID_PLANS)[number]

export function planById(id: SubscriptionTier): Plan {
  return PLANS.find((p) => p.id === id)!
}

type Cell = boolean | string
/** A comparison cell for a feature the plan will have. */
export const COMPARISON_SOON = 'Coming soon'
/** A row whose cells are what the server allows each tier: the same rule the API refuses by. */
const byRule = (allows: (tier: SubscriptionTier) => boolean) => ({ free: allows('free'), pro: allows('pro'), parent: allows('parent') })
const paidSoon = { free: false, pro: COMPARISON_SOON, parent: COMPARISON_SOON }

/** The comparison table (docs/features/billing.md): one row per feature, a cell per plan. */
export const COMPARISON: readonly { feature: string; free: Cell; pro: Cell; parent: Cell }[] = [
  { feature: 'Active goals', free: String(GOAL_LIMITS.freeActiveGoals), pro: 'Unlimited', parent: 'Unlimited' },
  { feature: 'Check-ins and tracking', free: true, pro: true, parent: true },
  { feature: 'Badges and achievements', free: true, pro: true, parent: true },
  { feature: 'Notifications', ...byRule((tier) => tierAllows(tier, 'notifications')) },
  { feature: 'Parental dashboard and child monitoring', ...byRule((tier) => tierAllows(tier, 'familyDashboard')) },
  { feature: 'Multiple child accounts', ...byRule((tier) => tierAllows(tier, 'familyDashboard')) },
  // The family report needs the same plan as the dashboard (routes/family/family-report.routes.ts).
  { feature: 'Family reports', ...byRule((tier) => tierAllows(tier, 'familyDashboard')) },
  // Goals wait for approval only while the family's plan lets the admin follow children (goal-approval.ts).
  { feature: 'Goal approval', ...byRule((tier) => tierAllows(tier, 'familyDashboard')) },
  // Downloading one's own data is everyone's right, on every plan (README decisions).
  { feature: 'Download all your data', free: true, pro: true, parent: true },
  { feature: 'Advanced analytics', ...byRule((tier) => tierAllows(tier, 'advancedAnalytics')) },
  // Skill suggestions and predictions are on My Analytics, with the same plans (player-outlook.ts).
  { feature: 'Skill suggestions', ...byRule((tier) => tierAllows(tier, 'advancedAnalytics')) },
  { feature: 'Mindset tools', ...byRule((tier) => tierAllows(tier, 'mindsetTools')) },
  // The team's drills, set by its coach (teams.routes.ts): the Parent plan's coach communication.
  { feature: 'Coach communication', ...byRule((tier) => tierAllows(tier, 'coachCommunication')) },
  { feature: 'Premium support', ...paidSoon },
]

/** What the Plans screen's button says for a plan (docs/features/billing.md). */
export function planButton(plan: SubscriptionTier, current: SubscriptionTier): 'Current Plan' | 'Downgrade' | 'Upgrade Now' {
  if (plan === current) return 'Current Plan'
  if (plan === 'free') return 'Downgrade'
  return 'Upgrade Now'
}

export const MONEY_BACK_DAYS = 30
export const PRICE_CHANGE_NOTICE_DAYS = 30
/** The simulated provider's card "tokenisation" takes this long (docs/features/billing.md). */
export const SIMULATED_CHECKOUT_DELAY_MS = 2000
