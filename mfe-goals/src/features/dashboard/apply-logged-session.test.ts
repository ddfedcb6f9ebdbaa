import { describe, expect, test } from 'vitest'
import { BADGES } from '@app/shared/domain/badges.ts'
import type { BadgeView, TrainingLog } from '@app/shared/schemas/progress.ts'
import { lockedBadges, mergeEarnedBadges, withLoggedSession } from './apply-logged-session.ts'

const log = (id: string): TrainingLog => ({
  id,
  session_type: 'match',
  skill_focus: ['technical'],
  duration_minutes: 45,
  energy_level: 3,
  notes: null,
  xp_earned: 60,
  day: '2026-11-23',
  logged_at: '2026-11-23T10:00:00.000Z',
})
const earned = (id: string): BadgeView => ({ ...lockedBadges().find((b) => b.id === id)!, earned_at: '2026-11-23T10:00:00.000Z' })

describe('withLoggedSession', () => {
  test('protects behaviour: a logged session goes first in Recent sessions, which keeps at most 3', () => {
    expect(withLoggedSession([log('c'), log('b'), log('a')], log('d'), 3).map((l) => l.id)).toEqual(['d', 'c', 'b'])
    expect(withLoggedSession([], log('a'), 3).map((l) => l.id)).toEqual(['a'])
  })

  test('protects behaviour: a replayed session (same id) is listed once', () => {
    expect(withLoggedSession([log('a'), log('b')], log('a'), 3).map((l) => l.id)).toEqual(['a', 'b'])
  })
})

describe('mergeEarnedBadges', () => {
  test('protects behaviour: a badge the session earned shows as earned, the others stay as they were', () => {
    const merged = mergeEarnedBadges(lockedBadges(), [earned('first-session')])
    expect(merged.map((b) => b.id)).toEqual(BADGES.map((b) => b.id))
    expect(merged.find((b) => b.id === 'first-session')?.earned_at).not.toBeNull()
    expect(merged.filter((b) => b.earned_at !== null)).toHaveLength(1)
  })

  test('protects behaviour: when the badge list had not loaded, every badge is still listed with the new one earned', () => {
    const merged = mergeEarnedBadges(null, [earned('first-session')])
    expect(merged).toHaveLength(BADGES.length)
    expect(merged.find((b) => b.id === 'first-session')?.earned_at).toBe('2026-11-23T10:00:00.000Z')
  })

  test('protects behaviour: a badge the list does not know yet (a newer server) is added, not lost', () => {
    const newer: BadgeView = {
      id: 'hat-trick',
      name: 'Hat-trick',
      description: '3 sessions in a day',
      icon: 'trophy',
      earned_at: '2026-11-23T10:00:00.000Z',
    }
    expect(mergeEarnedBadges(lockedBadges(), [newer]).at(-1)).toEqual(newer)
  })
})
