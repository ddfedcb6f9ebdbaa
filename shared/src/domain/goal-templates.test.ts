import { describe, expect, it } from 'vitest'
import { templateDays } from './goal-templates.ts'

describe('templateDays', () => {
  it('keeps how many days the goal was given, from the day it was set to its target', () => {
    expect(templateDays('2026-11-01', '2026-12-01')).toBe(30)
    expect(templateDays('2026-12-30', '2027-01-02')).toBe(3)
  })

  it('keeps no days without a target, or with one on or before the day it was set, and at most a year', () => {
    expect(templateDays('2026-11-01', null)).toBeNull()
    expect(templateDays('2026-11-01', '2026-11-01')).toBeNull()
    expect(templateDays('2026-11-01', '2026-10-01')).toBeNull()
    expect(templateDays('2026-01-01', '2028-01-01')).toBe(365)
  })
})
