import { describe, expect, test } from 'vitest'
import { dateFormat, formatCalendarDay, formatInstant, weekday } from './format-dates.ts'

describe('dashboard dates', () => {
  test('protects behaviour: a calendar day shows as that day wherever the viewer is (no time-zone shift)', () => {
    expect(weekday('2026-11-23', 'en')).toBe('Mon')
    expect(weekday('2026-11-22', 'en')).toBe('Sun')
    expect(formatCalendarDay('2026-11-23', 'en-GB')).toBe('Mon 23 Nov')
  })

  test('protects behaviour: a timestamp that does not parse shows nothing rather than "Invalid Date"', () => {
    expect(formatInstant('not a date', 'en')).toBe('')
    expect(formatInstant('2026-11-23T12:00:00.000Z', 'en-GB')).toMatch(/2[234] Nov 2026/)
  })
})

describe('American English written out', () => {
  const shapes: Intl.DateTimeFormatOptions[] = [
    { weekday: 'short' },
    { weekday: 'short', day: 'numeric', month: 'short' },
    { day: 'numeric', month: 'short' },
    { day: 'numeric', month: 'short', year: 'numeric' },
    { dateStyle: 'medium' },
  ]
  test('protects behaviour: every format the pages use reads as Intl writes it, in UTC and in the local zone', () => {
    const start = Date.UTC(2019, 0, 1)
    for (const shape of shapes) {
      for (const zone of [{ timeZone: 'UTC' }, {}]) {
        const options = { ...shape, ...zone }
        const ours = dateFormat('en-US', options)
        const intl = new Intl.DateTimeFormat('en-US', options)
        expect(ours).not.toBeInstanceOf(Intl.DateTimeFormat)
        // Every day of eight years, at an hour that moves the local day in most zones.
        for (let day = 0; day < 8 * 366; day++) {
          const at = start + day * 86_400_000 + 23 * 3_600_000
          expect(ours.format(at)).toBe(intl.format(at))
        }
        expect(() => ours.format(Number.NaN)).toThrow(RangeError)
      }
    }
  })

  test('protects behaviour: another locale, a named zone or another option is formatted by Intl', () => {
    expect(dateFormat('en-GB', { day: 'numeric', month: 'short' })).toBeInstanceOf(Intl.DateTimeFormat)
    expect(dateFormat('en-US', { dateStyle: 'medium', timeZone: 'Europe/London' })).toBeInstanceOf(Intl.DateTimeFormat)
    expect(dateFormat('en-US', { month: 'long', day: 'numeric' })).toBeInstanceOf(Intl.DateTimeFormat)
    expect(dateFormat('en-US', { day: 'numeric' })).toBeInstanceOf(Intl.DateTimeFormat)
  })
})
