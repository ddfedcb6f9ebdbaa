import type { AccountType, SubscriptionTier } from './account.ts'

export type NavLink = { label: string; to: string }

/** The subset of a user the navigation depends on, all of it as the server recorded it (the session). */
export type NavUser = { accountType: AccountType; subscription_tier: SubscriptionTier; hasFamily: boolean; age: number | null }

/**
 * A grown-up who does not play (docs/features/family.md, "A parent's home"): a parent account, a
 * family's admin or a guardian member, with no player's age on file. Players give their age at
 * sign-up (6 to 18) and keep it when they create or join a family; parents never give one.
 */
export function isParentOnly(user: Pick<NavUser, 'accountType' | 'age'>): boolean {
  return user.accountType !== 'player' && user.age === null
}

/**
 * Where Family leads: the admin's Family Dashboard (for a parent with no family yet, its first-run
 * path), or, for a guardian who joined someone else's family, the family settings they may open.
 * Null for those the Family area has nothing for: players who administer no family.
 */
export function familyHomePath(user: Pick<NavUser, 'accountType' | 'age' | 'hasFamily'>): string | null {
  if (user.accountType === 'family_member') return isParentOnly(user) ? '/app/family/settings' : null
  if (isParentOnly(user) || (user.accountType === 'family_admin' && user.hasFamily)) return '/app/parent-dashboard'
  return null
}

/**
 * Where a person lands after signing in or up, when no page asked to come back
 * (docs/features/account-and-security.md): a parent at their family home; a player on the
 * dashboard after sign-in and on My Goals, to set the first goals, after sign-up.
 * @example homePath({ accountType: 'parent', age: null, hasFamily: false }, 'signUp') // '/app/parent-dashboard'
 */
export function homePath(user: Pick<NavUser, 'accountType' | 'age' | 'hasFamily'>, after: 'signIn' | 'signUp'): string {
  if (isParentOnly(user)) return familyHomePath(user) ?? '/app/parent-dashboard'
  return after === 'signIn' ? '/app/dashboard' : '/app/goal-tracker'
}

/**
 * Top navigation links (docs/features/platform.md). Family for every parent and for a family's admin,
 * Upgrade only on the free tier, Teams for everyone signed in: a team is joined by its code, never
 * found by search, so its page is where a child types the code a coach shared. A parent who does not play sees no player pages (the dashboard
 * with its Player Level and Log Training, My Goals). Logout is an action, rendered by the shell
 * after these links.
 */
export function navLinks(user: NavUser | null): NavLink[] {
  if (!user) {
    return [
      { label: 'Home', to: '/app' },
      { label: 'Features', to: '/app/features' },
      { label: 'Goal Tracker', to: '/app/goal-tracker' },
      { label: 'Games', to: '/app/games' },
      { label: 'Drills', to: '/app/drills' },
      { label: 'Sign In', to: '/app/auth' },
    ]
  }
  const family = familyHomePath(user)
  const links: NavLink[] = isParentOnly(user)
    ? [
        { label: 'Games', to: '/app/games' },
        { label: 'Teams', to: '/app/teams' },
        { label: 'Features', to: '/app/features' },
      ]
    : [
        { label: 'Dashboard', to: '/app/dashboard' },
        { label: 'Goal Tracker', to: '/app/goal-tracker' },
        { label: 'Games', to: '/app/games' },
        { label: 'Drills', to: '/app/drills' },
        { label: 'Teams', to: '/app/teams' },
        { label: 'Features', to: '/app/features' },
      ]
  if (family) links[isParentOnly(user) ? 'unshift' : 'push']({ label: 'Family', to: family })
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
