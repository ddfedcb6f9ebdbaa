import type { SubscriptionTier } from '../account.ts'

/** Spec §3 Plan description and §9 pricing: Free $0, Pro $5/month, Parent $8/month. */
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
    id: 'free', name: 'Free', price: 0, period: 'month', popular: false,
    description: 'Start setting goals and tracking your training.',
    features: ['Up to 2 active goals', 'Basic check-ins and tracking', 'Badges and achievements', 'Community', 'Basic reporting'],
    limitations: ['No advanced analytics', 'No parental controls', 'No premium support', 'No mindset tools', 'No skill suggestions', 'No notifications'],
  },
  {
    id: 'pro', name: 'Pro', price: 5, period: 'month', popular: true,
    description: 'For players serious about the path to college and pro soccer.',
    features: ['Unlimited goals', 'Advanced analytics', 'Skill suggestions', 'Mindset tools', 'Predictions', 'Premium support', 'Export your data', 'Custom templates'],
    limitations: [],
  },
  {
    id: 'parent', name: 'Parent', price: 8, period: 'month', popular: false,
    description: "Everything in Pro, plus the tools to follow and support your children.",
    features: ['Everything in Pro', 'Parental dashboard', 'Child monitoring', 'Goal approval', 'Safety controls', 'Notifications', 'Multiple child accounts', 'Family reports', 'Coach communication'],
    limitations: [],
  },
]

export const PAID_PLANS = ['pro', 'parent'] as const
export type PaidPlan = (typeof PAID_PLANS)[number]

export function planById(id: SubscriptionTier): Plan {
  return PLANS.find((p) => p.id === id)!
}

/** The comparison table (spec §2 Plans screen): one row per feature, a cell per plan. */
export const COMPARISON: readonly { feature: string; free: boolean | string; pro: boolean | string; parent: boolean | string }[] = [
  { feature: 'Active goals', free: '2', pro: 'Unlimited', parent: 'Unlimited' },
  { feature: 'Check-ins and tracking', free: true, pro: true, parent: true },
  { feature: 'Badges and achievements', free: true, pro: true, parent: true },
  { feature: 'Advanced analytics', free: false, pro: true, parent: true },
  { feature: 'Skill suggestions', free: false, pro: true, parent: true },
  { feature: 'Mindset tools', free: false, pro: true, parent: true },
  { feature: 'Premium support', free: false, pro: true, parent: true },
  { feature: 'Data export', free: false, pro: true, parent: true },
  { feature: 'Parental dashboard and child monitoring', free: false, pro: false, parent: true },
  { feature: 'Notifications', free: false, pro: false, parent: true },
  { feature: 'Multiple child accounts', free: false, pro: false, parent: true },
]

/** What the Plans screen's button says for a plan (spec §2). */
export function planButton(plan: SubscriptionTier, current: SubscriptionTier): 'Current Plan' | 'Downgrade' | 'Upgrade Now' {
  if (plan === current) return 'Current Plan'
  if (plan === 'free') return 'Downgrade'
  return 'Upgrade Now'
}

export const MONEY_BACK_DAYS = 30
export const PRICE_CHANGE_NOTICE_DAYS = 30
/** The simulated provider's card "tokenisation" takes this long, as the spec's simulated checkout does. */
export const SIMULATED_CHECKOUT_DELAY_MS = 2000
