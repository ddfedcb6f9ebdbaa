import { describe, expect, it } from 'vitest'
import { canAskForPlan, PLAN_REQUEST_EVERY_MS } from './plan-request.ts'

const NOW = Date.parse('2026-11-26T12:00:00Z')

describe('canAskForPlan', () => {
  it('protects behaviour: a child who never asked may ask', () => {
    expect(canAskForPlan('pro', 'free', null, NOW)).toEqual({ ok: true })
  })
  it('protects behaviour: one ask per plan per 24 hours, and says when the next one is', () => {
    const asked = NOW - 60_000
    expect(canAskForPlan('pro', 'free', asked, NOW)).toEqual({ ok: false, code: 'RATE_LIMITED', askAgainAt: asked + PLAN_REQUEST_EVERY_MS })
    expect(canAskForPlan('pro', 'free', NOW - PLAN_REQUEST_EVERY_MS, NOW)).toEqual({ ok: true })
  })
  it('protects behaviour: nobody asks for the plan they are already on', () => {
    expect(canAskForPlan('pro', 'pro', null, NOW)).toEqual({ ok: false, code: 'CONFLICT', reason: 'already_on_plan' })
  })
})
