import { describe, expect, test } from 'vitest'
import { LEGACY_REDIRECTS, navLinks, type NavUser } from './navigation.ts'

const labels = (user: NavUser | null) => navLinks(user).map((l) => l.label)

describe('navLinks', () => {
  test('protects behaviour: signed-out visitors see Home, Features, Goal Tracker, Games, Sign In', () => {
    expect(labels(null)).toEqual(['Home', 'Features', 'Goal Tracker', 'Games', 'Sign In'])
  })

  test('protects behaviour: Upgrade shows only on the free tier and Family only for a family admin with a family', () => {
    expect(labels({ accountType: 'player', subscription_tier: 'free', hasFamily: false })).toEqual(['Dashboard', 'Goal Tracker', 'Games', 'Features', 'Upgrade'])
    expect(labels({ accountType: 'player', subscription_tier: 'pro', hasFamily: false })).not.toContain('Upgrade')
    expect(labels({ accountType: 'family_admin', subscription_tier: 'parent', hasFamily: true })).toContain('Family')
    expect(labels({ accountType: 'family_admin', subscription_tier: 'parent', hasFamily: false })).not.toContain('Family')
    expect(labels({ accountType: 'parent', subscription_tier: 'parent', hasFamily: true })).not.toContain('Family')
  })

  test('protects behaviour: every legacy path without /app points at its /app route', () => {
    for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) expect(to).toBe(`/app${from}`)
  })
})
