import { describe, expect, it } from 'vitest'
import { planButton, planById, PLANS } from './plans.ts'

describe('plans', () => {
  it("price the tiers as the spec does: Free $0, Pro $5 (most popular), Parent $8 a month", () => {
    expect(PLANS.map((p) => [p.id, p.price, p.popular])).toEqual([['free', 0, false], ['pro', 5, true], ['parent', 8, false]])
    expect(planById('free').limitations.length).toBeGreaterThan(0)
  })

  it('label the buttons Current Plan, Downgrade for free on a paid tier, Upgrade Now otherwise', () => {
    expect(planButton('free', 'free')).toBe('Current Plan')
    expect(planButton('pro', 'free')).toBe('Upgrade Now')
    expect(planButton('free', 'pro')).toBe('Downgrade')
    expect(planButton('parent', 'pro')).toBe('Upgrade Now')
    expect(planButton('pro', 'pro')).toBe('Current Plan')
  })
})
