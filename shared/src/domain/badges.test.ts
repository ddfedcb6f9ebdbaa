import { describe, expect, test } from 'vitest'
import { BADGES, type BadgeStats, badgeById, newlyEarnedBadges } from './badges.ts'

const NOTHING: BadgeStats = { sessions: 0, currentStreak: 0, longestStreak: 0, goalsCreated: 0, goalsCompleted: 0, level: 1 }
const ids = (stats: Partial<BadgeStats>, already: string[] = []) => newlyEarnedBadges({ ...NOTHING, ...stats }, already).map((b) => b.id)

describe('badge definitions', () => {
  test('protects behaviour: every badge has a unique id, a name, a description and an icon name (not emoji)', () => {
    expect(new Set(BADGES.map((b) => b.id)).size).toBe(BADGES.length)
    for (const b of BADGES) {
      expect(b.name.length && b.description.length).toBeTruthy()
      expect(b.icon).toMatch(/^[a-z]+(-[a-z]+)*$/)
    }
    expect(BADGES.map((b) => b.id)).toEqual(
      expect.arrayContaining([
        'first-session',
        'week-warrior',
        'monthly-momentum',
        'first-goal',
        'goal-getter',
        'level-5',
        'level-10',
        'level-20',
      ]),
    )
  })

  test('protects behaviour: Week Warrior is described as a 7 day training streak', () => {
    expect(badgeById('week-warrior')).toMatchObject({ name: 'Week Warrior', description: '7 day training streak' })
    expect(badgeById('no-such-badge')).toBeUndefined()
  })
})

describe('newlyEarnedBadges', () => {
  test('protects behaviour: a new player with nothing done earns nothing', () => {
    expect(ids({})).toEqual([])
  })

  test('protects behaviour: the first session earns First Session', () => {
    expect(ids({ sessions: 1, currentStreak: 1, longestStreak: 1 })).toEqual(['first-session'])
  })

  test('protects behaviour: streak badges need 7 and 30 days, and count a streak reached before even if broken since', () => {
    expect(ids({ currentStreak: 6, longestStreak: 6 })).toEqual([])
    expect(ids({ currentStreak: 7, longestStreak: 7 })).toEqual(['week-warrior'])
    expect(ids({ currentStreak: 1, longestStreak: 8 })).toEqual(['week-warrior'])
    expect(ids({ currentStreak: 29, longestStreak: 29 })).toEqual(['week-warrior'])
    expect(ids({ currentStreak: 30, longestStreak: 30 })).toEqual(['week-warrior', 'monthly-momentum'])
  })

  test('protects behaviour: the first goal created and the first goal completed each earn their badge', () => {
    expect(ids({ goalsCreated: 1 })).toEqual(['first-goal'])
    expect(ids({ goalsCreated: 1, goalsCompleted: 1 })).toEqual(['first-goal', 'goal-getter'])
  })

  test('protects behaviour: level badges at levels 5, 10 and 20, not one level earlier', () => {
    expect(ids({ level: 4 })).toEqual([])
    expect(ids({ level: 5 })).toEqual(['level-5'])
    expect(ids({ level: 9 })).toEqual(['level-5'])
    expect(ids({ level: 10 })).toEqual(['level-5', 'level-10'])
    expect(ids({ level: 19 })).toEqual(['level-5', 'level-10'])
    expect(ids({ level: 20 })).toEqual(['level-5', 'level-10', 'level-20'])
  })

  test('protects behaviour: a badge already earned is never awarded again', () => {
    const stats = { sessions: 40, currentStreak: 8, longestStreak: 8, goalsCreated: 2, level: 6 }
    const first = ids(stats)
    expect(first).toEqual(['first-session', 'week-warrior', 'first-goal', 'level-5'])
    expect(ids(stats, first)).toEqual([])
    expect(ids({ ...stats, level: 10 }, first)).toEqual(['level-10'])
  })

  test('protects behaviour: earned ids may come from any iterable, such as a Set of database rows', () => {
    expect(newlyEarnedBadges({ ...NOTHING, sessions: 1 }, new Set(['first-session']))).toEqual([])
  })
})
