import { describe, expect, it } from 'vitest'
import { GOAL_LIMITS } from '../goals.ts'
import { COMING_SOON, COMPARISON, planButton, planById, PLANS } from './plans.ts'
import { tierAllows } from './tier-features.ts'

describe('plans', () => {
  it('prices the tiers Free $0, Pro $5 (most popular) and Parent $8 a month', () => {
    expect(PLANS.map((p) => [p.id, p.price, p.popular])).toEqual([
      ['free', 0, false],
      ['pro', 5, true],
      ['parent', 8, false],
    ])
    expect(planById('free').limitations.length).toBeGreaterThan(0)
  })

  it('compare the plans by the rules the server enforces: the free goal limit, notifications on Pro and Parent, the family dashboard on Parent', () => {
    const row = (feature: string) => COMPARISON.find((r) => r.feature === feature)
    expect(row('Active goals')?.free).toBe(String(GOAL_LIMITS.freeActiveGoals))
    for (const tier of ['free', 'pro', 'parent'] as const) {
      expect({ tier, cell: row('Notifications')?.[tier] }).toEqual({ tier, cell: tierAllows(tier, 'notifications') })
      expect({ tier, cell: row('Parental dashboard and child monitoring')?.[tier] }).toEqual({
        tier,
        cell: tierAllows(tier, 'familyDashboard'),
      })
      expect({ tier, cell: row('Family reports')?.[tier] }).toEqual({ tier, cell: tierAllows(tier, 'familyDashboard') })
      expect({ tier, cell: row('Goal approval')?.[tier] }).toEqual({ tier, cell: tierAllows(tier, 'familyDashboard') })
      expect({ tier, cell: row('Advanced analytics')?.[tier] }).toEqual({ tier, cell: tierAllows(tier, 'advancedAnalytics') })
      expect({ tier, cell: row('Skill suggestions')?.[tier] }).toEqual({ tier, cell: tierAllows(tier, 'advancedAnalytics') })
      expect({ tier, cell: row('Mindset tools')?.[tier] }).toEqual({ tier, cell: tierAllows(tier, 'mindsetTools') })
      expect({ tier, cell: row('Coach communication')?.[tier] }).toEqual({ tier, cell: tierAllows(tier, 'coachCommunication') })
    }
    expect(planById('pro').features).toContain('Notifications')
  })

  it('never offer a feature PitchPath does not have as included: on a card it is Coming soon, in the table never a tick', () => {
    const listed = new Set(PLANS.flatMap((p) => p.features))
    // Every Coming soon name is one a card lists, so a renamed feature cannot slip back in as included.
    expect([...COMING_SOON].filter((f) => !listed.has(f))).toEqual([])
    for (const row of COMPARISON.filter((r) => COMING_SOON.has(r.feature))) {
      const cells = [row.free, row.pro, row.parent].filter((c) => c === true)
      expect({ feature: row.feature, cells }).toEqual({ feature: row.feature, cells: [] })
    }
  })

  it('label the buttons Current Plan, Downgrade for free on a paid tier, Upgrade Now otherwise', () => {
    expect(planButton('free', 'free')).toBe('Current Plan')
    expect(planButton('pro', 'free')).toBe('Upgrade Now')
    expect(planButton('free', 'pro')).toBe('Downgrade')
    expect(planButton('parent', 'pro')).toBe('Upgrade Now')
    expect(planButton('pro', 'pro')).toBe('Current Plan')
  })
})
