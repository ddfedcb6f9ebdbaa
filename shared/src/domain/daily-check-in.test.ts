import { describe, expect, test } from 'vitest'
import { todayIn } from './calendar-day.ts'
import { canCheckIn } from './daily-check-in.ts'

describe('canCheckIn', () => {
  test('protects behaviour: a player who never checked in can check in', () => {
    expect(canCheckIn(null, '2026-11-22')).toBe(true)
  })

  test('protects behaviour: once per local day: not again today, again tomorrow', () => {
    expect(canCheckIn('2026-11-22', '2026-11-22')).toBe(false)
    expect(canCheckIn('2026-11-22', '2026-11-23')).toBe(true)
    expect(canCheckIn('2026-11-01', '2026-11-23')).toBe(true)
  })

  test("protects behaviour: the day is the player's: 23:30 UTC is a new day in Madrid but not in New York", () => {
    const last = todayIn(new Date('2026-11-22T09:00:00Z'), 'Europe/Madrid')
    expect(canCheckIn(last, todayIn(new Date('2026-11-22T23:30:00Z'), 'Europe/Madrid'))).toBe(true)
    const lastNy = todayIn(new Date('2026-11-22T14:00:00Z'), 'America/New_York')
    expect(canCheckIn(lastNy, todayIn(new Date('2026-11-22T23:30:00Z'), 'America/New_York'))).toBe(false)
  })

  test('protects behaviour: a last check-in dated after today (moved time zone west) does not allow a second one', () => {
    expect(canCheckIn('2026-11-23', '2026-11-22')).toBe(false)
  })
})
