import type { AccountType, SubscriptionTier } from './account.ts'

export type NavLink = { label: string; to: string }

/** The subset of a user the navigation depends on. */
export type NavUser = { accountType: AccountType; subscription_tier: SubscriptionTier; hasFamily: boolean }

/**
 * Top navigation links (docs/features/platform.md). Family only for a family admin with a family account, Upgrade only
 * on the free tier. Logout is an action, rendered by the shell after these links.
 */
export function navLinks(user: NavUser | null): NavLink[] {
  if (!user) {
    return [
      { label: 'Home', to: '/app' },
      { label: 'Features', to: '/app/features' },
      { label: 'Goal Tracker', to: '/app/goal-tracker' },
      { label: 'Games', to: '/app/games' },
      { label: 'Sign In', to: '/app/auth' },
    ]
  }
  const links: NavLink[] = [
    { label: 'Dashboard', to: '/app/dashboard' },
    { label: 'Goal Tracker', to: '/app/goal-tracker' },
    { label: 'Games', to: '/app/games' },
    { label: 'Features', to: '/app/features' },
  ]
  if (user.accountType === 'family_admin' && user.hasFamily) links.push({ label: 'Family', to: '/app/parent-dashboard' })
  if (user.subscription_tier === 'free') links.push({ label: 'Upgrade', to: '/app/plans' })
  return links
}

/** Old links without the /app prefix keep working (docs/features/platform.md): each redirects to its /app route. */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/auth': '/app/auth',
  '/terms': '/app/terms',
  '/privacy': '/app/privacy',
  '/goal-tracker': '/app/goal-tracker',
  '/dashboard': '/app/dashboard',
}
