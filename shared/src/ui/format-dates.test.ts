import { describe, expect, test } from 'vitest'
import { formatCalendarDay, formatInstant, weekday } from './format-dates.ts'

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
