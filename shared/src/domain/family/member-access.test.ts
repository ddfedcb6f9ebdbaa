import { describe, expect, it } from 'vitest'
import { ageOn, memberAccess } from './member-access.ts'

const NOW = Date.parse('2026-11-22T12:00:00Z')
const admin = { userId: 'admin', isAdmin: true }
const guardian = { userId: 'guardian', isAdmin: false }
const child = (
  over: Partial<{ permissionLevel: 'full_access' | 'view_only' | 'limited'; birthDate: string | null; age: number | null }> = {},
) => ({
  userId: 'child',
  permissionLevel: 'view_only' as const,
  birthDate: '2010-01-01',
  age: 16,
  ...over,
})

describe('memberAccess: who sees how much of a family member', () => {
  it('gives the admin everything, whatever the age or permission', () => {
    for (const permissionLevel of ['full_access', 'view_only', 'limited'] as const) {
      expect(memberAccess(admin, child({ permissionLevel, birthDate: '2018-05-05', age: 8 }), NOW)).toBe('all')
    }
  })

  it('hides a child under 13 by birth date from everyone but the admin and the child', () => {
    expect(memberAccess(guardian, child({ birthDate: '2013-11-23', age: 14 }), NOW)).toBe('none') // 12 until tomorrow
    expect(memberAccess(guardian, child({ birthDate: '2013-11-22', age: 10 }), NOW)).toBe('all') // 13 today: the birth date wins
    expect(memberAccess({ userId: 'child', isAdmin: false }, child({ birthDate: '2018-01-01' }), NOW)).toBe('all')
  })

  it('uses the account age when no birth date is on file', () => {
    expect(memberAccess(guardian, child({ birthDate: null, age: 12 }), NOW)).toBe('none')
    expect(memberAccess(guardian, child({ birthDate: null, age: 13 }), NOW)).toBe('all')
  })

  it('shows a limited member as a basic overview only, others in full', () => {
    expect(memberAccess(guardian, child({ permissionLevel: 'limited' }), NOW)).toBe('overview')
    expect(memberAccess(guardian, child({ permissionLevel: 'full_access' }), NOW)).toBe('all')
    expect(memberAccess(guardian, child({ permissionLevel: 'view_only' }), NOW)).toBe('all')
  })

  it('hides a protected child from other members whatever the birth date on file says', () => {
    expect(memberAccess(guardian, { ...child({ birthDate: '2000-01-01', age: 26 }), protectedChild: true }, NOW)).toBe('none')
    expect(memberAccess(admin, { ...child(), protectedChild: true }, NOW)).toBe('all')
  })

  it('counts whole years to a birthday', () => {
    expect(ageOn('2014-02-28', '2026-02-27')).toBe(11)
    expect(ageOn('2014-02-28', '2026-02-28')).toBe(12)
  })
})
