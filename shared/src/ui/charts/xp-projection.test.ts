import { describe, expect, test } from 'vitest'
import { addDays } from '@app/shared/domain/calendar-day.ts'
import { xpProjection } from './xp-projection.ts'

const TODAY = '2026-11-25'
/** Weeks ending today, oldest first, with these XP. */
const weeks = (...xp: number[]) =>
  xp.map((n, i) => {
    const to = addDays(TODAY, -7 * (xp.length - 1 - i))
    return { from: addDays(to, -6), to, xp: n }
  })

describe('xpProjection', () => {
  test("protects behaviour: the XP line walks back from today's total week by week, and the dashed line reaches the next level on the forecast day", () => {
    const p = xpProjection({ weeks: weeks(0, 70, 70), totalXp: 240, xpToGo: 100, weeklyXp: 35, day: '2026-12-15', horizonDays: 84 })
    expect(p.history).toEqual([
      { day: '2026-11-04', xp: 100 },
      { day: '2026-11-11', xp: 100 },
      { day: '2026-11-18', xp: 170 },
      { day: TODAY, xp: 240 },
    ])
    expect(p.projection).toEqual([
      { day: TODAY, xp: 240 },
      { day: '2026-12-15', xp: 340 },
    ])
    expect([p.threshold, p.reaches, p.from, p.to]).toEqual([340, true, '2026-11-04', '2026-12-15'])
    expect(p.ticks[0]).toBeLessThanOrEqual(100)
    expect(p.ticks[p.ticks.length - 1]).toBeGreaterThanOrEqual(340)
  })

  test('protects behaviour: a level beyond the horizon is drawn only as far as the horizon, at the same pace, short of the line', () => {
    const p = xpProjection({ weeks: weeks(7, 7), totalXp: 14, xpToGo: 1000, weeklyXp: 7, day: '2029-08-21', horizonDays: 28 })
    expect(p.reaches).toBe(false)
    expect(p.projection).toEqual([
      { day: TODAY, xp: 14 },
      { day: '2026-12-23', xp: 42 },
    ])
    expect(p.to).toBe('2026-12-23')
  })

  test('protects behaviour: without XP in the recent weeks there is no dashed line, and the chart still runs a week ahead for the threshold', () => {
    const p = xpProjection({ weeks: weeks(50, 0, 0, 0, 0), totalXp: 50, xpToGo: 50, weeklyXp: 0, day: null, horizonDays: 84 })
    expect(p.projection).toEqual([])
    expect(p.history[0]).toEqual({ day: addDays(TODAY, -35), xp: 0 })
    expect(p.to).toBe(addDays(TODAY, 7))
  })

  test('protects behaviour: XP never walks back below zero', () => {
    const p = xpProjection({ weeks: weeks(500), totalXp: 100, xpToGo: 50, weeklyXp: 125, day: '2026-11-28', horizonDays: 84 })
    expect(p.history[0]!.xp).toBe(0)
    expect(p.to).toBe(addDays(TODAY, 7))
  })
})
