import { describe, expect, test } from 'vitest'
import { familyHomePath, homePath, isParentOnly, LEGACY_REDIRECTS, navLinks, type NavUser } from './navigation.ts'

const labels = (user: NavUser | null) => navLinks(user).map((l) => l.label)

describe('navLinks', () => {
  test('protects behaviour: signed-out visitors see Home, Features, Goal Tracker, Games, Drills, Sign In', () => {
    expect(labels(null)).toEqual(['Home', 'Features', 'Goal Tracker', 'Games', 'Drills', 'Sign In'])
  })

  test('protects behaviour: Upgrade shows only on the free tier; a player sees Family only as the admin of a family, and Teams to join with a code', () => {
    expect(labels({ accountType: 'player', subscription_tier: 'free', hasFamily: false, age: 14 })).toEqual([
      'Dashboard',
      'Goal Tracker',
      'Games',
      'Drills',
      'Teams',
      'Features',
      'Upgrade',
    ])
    expect(labels({ accountType: 'player', subscription_tier: 'pro', hasFamily: false, age: 14 })).not.toContain('Upgrade')
    // A player of 18 who created a family plays and administers: both sets of links.
    expect(labels({ accountType: 'family_admin', subscription_tier: 'parent', hasFamily: true, age: 18 })).toEqual([
      'Dashboard',
      'Goal Tracker',
      'Games',
      'Drills',
      'Teams',
      'Features',
      'Family',
    ])
    expect(labels({ accountType: 'family_admin', subscription_tier: 'parent', hasFamily: false, age: 18 })).not.toContain('Family')
    // A child who joined a family by invitation is a member who plays: no Family link.
    expect(labels({ accountType: 'family_member', subscription_tier: 'free', hasFamily: false, age: 12 })).not.toContain('Family')
  })

  test('protects behaviour: a parent sees Family always, first, Teams, and no player pages (Dashboard, Goal Tracker)', () => {
    for (const accountType of ['parent', 'family_admin'] as const) {
      for (const hasFamily of [false, true]) {
        expect(labels({ accountType, subscription_tier: 'free', hasFamily, age: null })).toEqual([
          'Family',
          'Games',
          'Teams',
          'Features',
          'Upgrade',
        ])
        expect(navLinks({ accountType, subscription_tier: 'parent', hasFamily, age: null })[0]).toEqual({
          label: 'Family',
          to: '/app/parent-dashboard',
        })
      }
    }
    // A guardian in someone else's family opens the family settings they may see.
    expect(navLinks({ accountType: 'family_member', subscription_tier: 'free', hasFamily: false, age: null })[0]).toEqual({
      label: 'Family',
      to: '/app/family/settings',
    })
  })
})

describe('isParentOnly, familyHomePath and homePath', () => {
  test('protects behaviour: parent-only means a grown-up account with no player age on file', () => {
    expect(isParentOnly({ accountType: 'parent', age: null })).toBe(true)
    expect(isParentOnly({ accountType: 'family_admin', age: null })).toBe(true)
    expect(isParentOnly({ accountType: 'family_member', age: null })).toBe(true)
    expect(isParentOnly({ accountType: 'family_admin', age: 18 })).toBe(false)
    expect(isParentOnly({ accountType: 'family_member', age: 11 })).toBe(false)
    // A player is a player even with no age on file.
    expect(isParentOnly({ accountType: 'player', age: null })).toBe(false)
  })

  test('protects behaviour: a parent lands at the family home after sign-in and sign-up; a player at the dashboard or My Goals', () => {
    for (const after of ['signIn', 'signUp'] as const) {
      expect(homePath({ accountType: 'parent', age: null, hasFamily: false }, after)).toBe('/app/parent-dashboard')
      expect(homePath({ accountType: 'family_admin', age: null, hasFamily: true }, after)).toBe('/app/parent-dashboard')
      expect(homePath({ accountType: 'family_member', age: null, hasFamily: false }, after)).toBe('/app/family/settings')
    }
    expect(homePath({ accountType: 'player', age: 14, hasFamily: false }, 'signIn')).toBe('/app/dashboard')
    expect(homePath({ accountType: 'player', age: 14, hasFamily: false }, 'signUp')).toBe('/app/goal-tracker')
    expect(homePath({ accountType: 'family_admin', age: 18, hasFamily: true }, 'signIn')).toBe('/app/dashboard')
  })

  test('protects behaviour: Family leads nowhere for a player who administers no family', () => {
    expect(familyHomePath({ accountType: 'player', age: 14, hasFamily: false })).toBeNull()
    expect(familyHomePath({ accountType: 'family_member', age: 12, hasFamily: false })).toBeNull()
  })

  test('protects behaviour: every legacy path without /app points at its /app route', () => {
    for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) expect(to).toBe(`/app${from}`)
  })
})
