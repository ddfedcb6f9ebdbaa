import { hasActiveSubscription } from '@app/shared/domain/account.ts'
import type { SessionStatus } from '@app/shared/session/index.ts'
import type { User } from '@app/shared/schemas/user.ts'

/** What the route guard does (docs/features/platform.md). */
export type GuardDecision = 'wait' | 'signIn' | 'subscribe' | 'allow'

/**
 * While the session loads: wait (spinner). No user: sign in (remembering where they were going).
 * A route that needs a subscription and a user without an active one: the subscription page.
 * @example guardDecision('signedIn', user, true) // 'allow' when user.subscription_status is active
 */
export function guardDecision(status: SessionStatus, user: User | null, requiresSubscription: boolean): GuardDecision {
  if (status === 'loading') return 'wait'
  if (status === 'signedOut' || !user) return 'signIn'
  if (requiresSubscription && !hasActiveSubscription(user)) return 'subscribe'
  return 'allow'
}
