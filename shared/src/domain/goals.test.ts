import { describe, expect, test } from 'vitest'
import { canAddActiveGoals, completionRate, upgradePrompt } from './goals.ts'

const active = { status: 'active' } as const
const completed = { status: 'completed' } as const

describe('completionRate', () => {
  test('protects behaviour: with no goals the rate is 0, not NaN', () => {
    expect(completionRate([])).toBe(0)
  })

  test('protects behaviour: the rate is the completed share rounded to a whole percent', () => {
    expect(completionRate([completed, active, active])).toBe(33)
    expect(completionRate([completed, completed, active])).toBe(67)
    expect(completionRate([completed, active])).toBe(50)
    expect(completionRate([active, active])).toBe(0)
    expect(completionRate([completed, completed])).toBe(100)
    expect(completionRate([completed, ...Array.from({ length: 7 }, () => active)])).toBe(13) // 12.5 rounds up
  })
})

describe('canAddActiveGoals', () => {
  test('protects behaviour: the free tier allows at most 2 active goals in all', () => {
    expect([0, 1, 2].map((n) => canAddActiveGoals('free', n))).toEqual([true, true, false])
    expect([0, 1, 2].map((n) => canAddActiveGoals('free', n, 2))).toEqual([true, false, false])
    expect(canAddActiveGoals('free', 0, 3)).toBe(false)
  })

  test('protects behaviour: pro and parent tiers have no limit on active goals', () => {
    for (const tier of ['pro', 'parent'] as const) {
      expect(canAddActiveGoals(tier, 2)).toBe(true)
      expect(canAddActiveGoals(tier, 50, 3)).toBe(true)
    }
  })
})

describe('upgradePrompt', () => {
  test('protects behaviour: paid tiers and players with no goals see no prompt', () => {
    expect(upgradePrompt('pro', [active, active, active])).toBeNull()
    expect(upgradePrompt('parent', [active])).toBeNull()
    expect(upgradePrompt('free', [])).toBeNull()
  })

  test('protects behaviour: a free player sees the limit text at 2 active, "Great start" at 1, the general pitch otherwise', () => {
    expect(upgradePrompt('free', [active, active])).toBe('upgradeAtLimit')
    expect(upgradePrompt('free', [active, active, completed])).toBe('upgradeAtLimit')
    expect(upgradePrompt('free', [active])).toBe('upgradeAtOne')
    expect(upgradePrompt('free', [active, completed])).toBe('upgradeAtOne')
    expect(upgradePrompt('free', [completed])).toBe('upgradeDefault')
    expect(upgradePrompt('free', [completed, completed, completed])).toBe('upgradeDefault')
  })
})
