import { describe, expect, test } from 'vitest'
import { addDays, BROWSER_ZONE, browserTimeZone, daysBetween, isCalendarDay, todayIn } from './calendar-day.ts'

describe('isCalendarDay', () => {
  test('protects behaviour: only real dates written YYYY-MM-DD are accepted', () => {
    expect(['2026-11-22', '2028-02-29', '2026-12-31', '2026-01-01'].map(isCalendarDay)).toEqual([true, true, true, true])
  })

  test('protects behaviour: impossible dates and other layouts are rejected', () => {
    const rejected = [
      '2026-02-30',
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-1-5',
      '26-01-05',
      '2026/01/05',
      '2026-01-05T00:00:00Z',
      ' 2026-01-05',
      '',
    ]
    expect(rejected.filter(isCalendarDay)).toEqual([])
  })
})

describe('todayIn', () => {
  test("protects behaviour: today is the player's calendar day in their own time zone", () => {
    const now = new Date('2026-11-22T23:30:00Z')
    expect(todayIn(now, 'UTC')).toBe('2026-11-22')
    expect(todayIn(now, 'Europe/Madrid')).toBe('2026-11-23')
    expect(todayIn(now, 'America/New_York')).toBe('2026-11-22')
    expect(todayIn(new Date('2026-01-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2025-12-31')
    expect(todayIn(new Date('2026-12-31T11:00:00Z'), 'Pacific/Kiritimati')).toBe('2027-01-01')
  })

  test('protects behaviour: the day turns at local midnight even when asked a millisecond apart, in zones a quarter-hour off', () => {
    // Asked again within the same minute the answer is reused; across midnight it must not be.
    expect(todayIn(new Date('2026-11-22T22:59:59.998Z'), 'Europe/Madrid')).toBe('2026-11-22')
    expect(todayIn(new Date('2026-11-22T22:59:59.999Z'), 'Europe/Madrid')).toBe('2026-11-22')
    expect(todayIn(new Date('2026-11-22T23:00:00.000Z'), 'Europe/Madrid')).toBe('2026-11-23')
    expect(todayIn(new Date('2026-11-22T22:59:59.999Z'), 'Europe/Madrid')).toBe('2026-11-22')
    expect(todayIn(new Date('2026-11-22T18:14:59.999Z'), 'Asia/Kathmandu')).toBe('2026-11-22')
    expect(todayIn(new Date('2026-11-22T18:15:00.000Z'), 'Asia/Kathmandu')).toBe('2026-11-23')
    expect(todayIn(new Date('2026-11-22T18:15:00.000Z'), 'UTC')).toBe('2026-11-22')
  })

  test('protects behaviour: the result is always a YYYY-MM-DD calendar day', () => {
    for (const tz of ['UTC', 'Europe/Madrid', 'Asia/Kolkata', 'Australia/Sydney']) {
      expect(isCalendarDay(todayIn(new Date('2026-03-05T08:00:00Z'), tz)), tz).toBe(true)
    }
  })
})

describe('daysBetween', () => {
  test('protects behaviour: whole calendar days, negative when the second day is earlier', () => {
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0)
    expect(daysBetween('2026-11-22', '2026-11-25')).toBe(3)
    expect(daysBetween('2026-11-25', '2026-11-22')).toBe(-3)
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1)
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365)
  })
})

describe('addDays', () => {
  test('protects behaviour: adding days crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22')
  })
})

describe("the browser's own zone", () => {
  test("protects behaviour: today in the browser's zone, read from Date, is the day Intl names for that zone", () => {
    const zone = browserTimeZone()
    // Every hour of two years, so each side of midnight and of the zone's clock changes is seen.
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 3_600_000) {
      expect(todayIn(new Date(at), BROWSER_ZONE)).toBe(todayIn(new Date(at), zone))
    }
  })
})
