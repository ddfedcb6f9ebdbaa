import { describe, expect, test } from 'vitest'
import { weeklyProgress } from './weekly-progress.ts'

describe('weeklyProgress', () => {
  test('protects behaviour: the weekly target follows training availability and the percent stops at 100', () => {
    expect(weeklyProgress({ sessions: 2, minutes: 90, xp: 100 }, 'medium')).toEqual({
      sessions: 2,
      minutes: 90,
      xp: 100,
      targetSessions: 3,
      percent: 66,
    })
    expect(weeklyProgress({ sessions: 2, minutes: 90, xp: 100 }, 'low').percent).toBe(100)
    expect(weeklyProgress({ sessions: 9, minutes: 400, xp: 500 }, 'high').percent).toBe(100)
    expect(weeklyProgress({ sessions: 0, minutes: 0, xp: 0 }, 'high').percent).toBe(0)
  })
})
