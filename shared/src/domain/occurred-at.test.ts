import { describe, expect, it } from 'vitest'
import { OCCURRED_AT_BOUND, occurredAtCheck } from './occurred-at.ts'

const now = Date.UTC(2026, 10, 26, 12)

describe('occurredAtCheck', () => {
  it('protects behaviour: an action without a moment happened now', () => {
    expect(occurredAtCheck(undefined, now)).toEqual({ ok: true, at: now })
  })
  it('protects behaviour: a moment inside the 72 hours counts at that moment', () => {
    expect(occurredAtCheck(now - 3_600_000, now)).toEqual({ ok: true, at: now - 3_600_000 })
    expect(occurredAtCheck(now - OCCURRED_AT_BOUND.maxAgeMs, now)).toEqual({ ok: true, at: now - OCCURRED_AT_BOUND.maxAgeMs })
  })
  it('protects behaviour: a clock a few minutes fast is taken as now, further ahead is refused', () => {
    expect(occurredAtCheck(now + OCCURRED_AT_BOUND.clockSkewMs, now)).toEqual({ ok: true, at: now })
    expect(occurredAtCheck(now + OCCURRED_AT_BOUND.clockSkewMs + 1, now)).toEqual({ ok: false, code: 'OCCURRED_IN_FUTURE' })
  })
  it('protects behaviour: more than 72 hours ago is refused', () => {
    expect(occurredAtCheck(now - OCCURRED_AT_BOUND.maxAgeMs - 1, now)).toEqual({ ok: false, code: 'OCCURRED_TOO_LONG_AGO' })
  })
})
