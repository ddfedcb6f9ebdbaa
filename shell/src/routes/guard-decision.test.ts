import { describe, expect, it } from 'vitest'
import type { User } from '@app/shared/schemas/user.ts'
import { guardDecision } from './guard-decision.ts'

const user = (subscription_status: User['subscription_status']) => ({ subscription_status }) as User

describe('route guard: signed in, and an active subscription where the route needs one', () => {
  it('waits with a spinner while the session is loading', () => {
    expect(guardDecision('loading', null, false)).toBe('wait')
    expect(guardDecision('loading', null, true)).toBe('wait')
  })

  it('sends a visitor without a user to sign in', () => {
    expect(guardDecision('signedOut', null, false)).toBe('signIn')
    expect(guardDecision('signedOut', null, true)).toBe('signIn')
  })

  it('lets a signed-in user through a route that needs no subscription, whatever the status', () => {
    expect(guardDecision('signedIn', user('canceled'), false)).toBe('allow')
  })

  it('sends a user whose subscription is not active to /app/subscription on a subscription route', () => {
    expect(guardDecision('signedIn', user('canceled'), true)).toBe('subscribe')
    expect(guardDecision('signedIn', user('past_due'), true)).toBe('subscribe')
    expect(guardDecision('signedIn', user('active'), true)).toBe('allow')
  })
})
