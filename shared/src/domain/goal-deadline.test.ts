import { describe, expect, test } from 'vitest'
import { deadlineText } from './goal-deadline.ts'

const NOON_UTC = new Date('2026-11-22T12:00:00Z')

describe('deadlineText', () => {
  test('protects behaviour: no target date reads "No deadline"', () => {
    expect(deadlineText(null, NOON_UTC, 'UTC')).toBe('No deadline')
  })

  test('protects behaviour: today is "Due today", tomorrow "1 day left", later "N days left", the past "Overdue"', () => {
    expect(deadlineText('2026-11-22', NOON_UTC, 'UTC')).toBe('Due today')
    expect(deadlineText('2026-11-23', NOON_UTC, 'UTC')).toBe('1 day left')
    expect(deadlineText('2026-11-25', NOON_UTC, 'UTC')).toBe('3 days left')
    expect(deadlineText('2026-11-21', NOON_UTC, 'UTC')).toBe('Overdue')
    expect(deadlineText('2025-11-22', NOON_UTC, 'UTC')).toBe('Overdue')
  })

  test('protects behaviour: a goal due tomorrow reads "1 day left" all day today, from just after midnight to just before', () => {
    expect(deadlineText('2026-11-23', new Date('2026-11-22T00:00:01Z'), 'UTC')).toBe('1 day left')
    expect(deadlineText('2026-11-23', new Date('2026-11-22T23:59:59Z'), 'UTC')).toBe('1 day left')
    expect(deadlineText('2026-11-23', new Date('2026-11-23T00:00:00Z'), 'UTC')).toBe('Due today')
  })

  test("protects behaviour: days are counted on the player's calendar, not the server's", () => {
    const now = new Date('2026-11-22T23:30:00Z') // 00:30 on the 23rd in Madrid, 18:30 on the 22nd in New York
    expect(deadlineText('2026-11-23', now, 'Europe/Madrid')).toBe('Due today')
    expect(deadlineText('2026-11-23', now, 'America/New_York')).toBe('1 day left')
    expect(deadlineText('2026-11-22', now, 'Europe/Madrid')).toBe('Overdue')
    expect(deadlineText('2026-11-22', now, 'America/New_York')).toBe('Due today')
  })

  test('protects behaviour: a daylight-saving change does not add or lose a day', () => {
    // Europe/Madrid leaves summer time on 2026-10-25, a 25-hour day.
    expect(deadlineText('2026-10-27', new Date('2026-10-24T22:30:00Z'), 'Europe/Madrid')).toBe('2 days left')
    // America/New_York starts summer time on 2026-03-08, a 23-hour day.
    expect(deadlineText('2026-03-09', new Date('2026-03-08T04:30:00Z'), 'America/New_York')).toBe('2 days left')
  })
})
