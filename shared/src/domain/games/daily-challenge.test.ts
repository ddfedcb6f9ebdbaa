import { describe, expect, test } from 'vitest'
import { addDays, todayIn } from '../calendar-day.ts'
import { answerableDay, dailyPick, dailyStreak, hash32 } from './daily-challenge.ts'

const IDS = Array.from({ length: 30 }, (_, i) => `dd-13-${String(i + 1).padStart(2, '0')}`)

describe('dailyPick', () => {
  test('protects behaviour: the same day and age group give the same item, whatever the order of the content', () => {
    const pick = dailyPick('2026-11-26', '13-17', 'scenario', IDS)
    expect(pick).not.toBeNull()
    expect(IDS).toContain(pick)
    expect(dailyPick('2026-11-26', '13-17', 'scenario', [...IDS].reverse())).toBe(pick)
    expect(
      dailyPick(
        '2026-11-26',
        '13-17',
        'scenario',
        [...IDS].sort(() => 0.5 - Math.random()),
      ),
    ).toBe(pick)
  })

  test('protects behaviour: the pick is a pure function of its inputs (the same on every server and after a restart)', () => {
    // Fixed values: a change to the hash would silently give every player a different challenge mid-day.
    expect(hash32('')).toBe(2872998923)
    expect(hash32('2026-11-26|13-17|scenario|dd-13-01')).toBe(3590534443)
    expect(dailyPick('2026-11-26', '13-17', 'scenario', ['a', 'b', 'c', 'd', 'e'])).toBe('c')
    expect(dailyPick('2026-11-26', '8-12', 'question', ['a', 'b', 'c'])).toBe(dailyPick('2026-11-26', '8-12', 'question', ['c', 'a', 'b']))
  })

  test('protects behaviour: different days give different items, spread over the content', () => {
    const picks = Array.from({ length: 60 }, (_, i) => dailyPick(addDays('2026-01-01', i), '13-17', 'scenario', IDS))
    // Over 60 days of 30 items, most items come up and no item takes over.
    expect(new Set(picks).size).toBeGreaterThanOrEqual(20)
    const counts = new Map<string, number>()
    for (const p of picks) counts.set(p!, (counts.get(p!) ?? 0) + 1)
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(8)
    // Consecutive days differ most of the time.
    const repeats = picks.filter((p, i) => i > 0 && p === picks[i - 1]).length
    expect(repeats).toBeLessThanOrEqual(6)
  })

  test('protects behaviour: age groups and kinds pick independently', () => {
    const days = Array.from({ length: 30 }, (_, i) => addDays('2026-03-01', i))
    const differ = days.filter((d) => dailyPick(d, '8-12', 'question', IDS) !== dailyPick(d, '18+', 'question', IDS)).length
    expect(differ).toBeGreaterThan(20)
  })

  test('protects behaviour: adding an item changes a day only where the new item wins', () => {
    const days = Array.from({ length: 100 }, (_, i) => addDays('2026-01-01', i))
    for (const d of days) {
      const before = dailyPick(d, '13-17', 'scenario', IDS)
      const after = dailyPick(d, '13-17', 'scenario', [...IDS, 'dd-13-new'])
      expect([before, 'dd-13-new']).toContain(after)
    }
  })

  test('an empty pool has no pick', () => {
    expect(dailyPick('2026-11-26', '13-17', 'scenario', [])).toBeNull()
  })
})

describe('dailyStreak', () => {
  test('protects behaviour: consecutive completed days count, ending today', () => {
    expect(dailyStreak(['2026-11-24', '2026-11-25', '2026-11-26'], '2026-11-26')).toEqual({ current: 3, best: 3 })
  })

  test('protects behaviour: today not yet played keeps the streak standing on yesterday', () => {
    expect(dailyStreak(['2026-11-24', '2026-11-25'], '2026-11-26')).toEqual({ current: 2, best: 2 })
  })

  test('protects behaviour: a missed day breaks it; the best run is kept', () => {
    expect(dailyStreak(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-24'], '2026-11-26')).toEqual({ current: 0, best: 3 })
    expect(dailyStreak(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-25', '2026-11-26'], '2026-11-26')).toEqual({
      current: 2,
      best: 3,
    })
  })

  test('protects behaviour: the days cross month and year ends as calendar days', () => {
    expect(dailyStreak(['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01')).toEqual({ current: 3, best: 3 })
    expect(dailyStreak(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01').current).toBe(3)
  })

  test('protects behaviour: the day is the player’s own: 23:30 UTC is already tomorrow in Madrid and still today in New York', () => {
    const at = new Date('2026-11-25T23:30:00Z')
    const madrid = todayIn(at, 'Europe/Madrid')
    const newYork = todayIn(at, 'America/New_York')
    expect(madrid).toBe('2026-11-26')
    expect(newYork).toBe('2026-11-25')
    // The same completed days read from each player's own today.
    expect(dailyStreak(['2026-11-24', '2026-11-25'], madrid).current).toBe(2)
    expect(dailyStreak(['2026-11-24', '2026-11-25'], newYork).current).toBe(2)
    // Two days later in Madrid's calendar without playing, the streak is gone.
    expect(dailyStreak(['2026-11-24', '2026-11-25'], addDays(madrid, 1)).current).toBe(0)
  })

  test('protects behaviour: a day after today (answered before flying west) is not counted yet, and repeats count once', () => {
    expect(dailyStreak(['2026-11-26', '2026-11-27'], '2026-11-26')).toEqual({ current: 1, best: 1 })
    expect(dailyStreak(['2026-11-26', '2026-11-26'], '2026-11-26')).toEqual({ current: 1, best: 1 })
  })

  test('no days, no streak', () => {
    expect(dailyStreak([], '2026-11-26')).toEqual({ current: 0, best: 0 })
  })
})

describe('answerableDay', () => {
  const at = Date.parse('2026-11-26T00:00:05Z')
  test('protects behaviour: today’s served item may be answered once', () => {
    expect(answerableDay([{ day: '2026-11-26', servedAt: at - 3000, answered: false }], '2026-11-26', at, 11_500)).toEqual({
      day: '2026-11-26',
    })
    expect(answerableDay([{ day: '2026-11-26', servedAt: at - 3000, answered: true }], '2026-11-26', at, 11_500)).toBe('ANSWERED')
  })

  test('protects behaviour: nothing served today cannot be answered', () => {
    expect(answerableDay([], '2026-11-26', at, 11_500)).toBe('NOT_SERVED')
    expect(answerableDay([{ day: '2026-11-24', servedAt: at - 86_400_000, answered: false }], '2026-11-26', at, 11_500)).toBe('NOT_SERVED')
  })

  test('protects behaviour: an item served just before midnight counts for its own day while its clock runs, then is over', () => {
    const served = [{ day: '2026-11-25', servedAt: at - 8000, answered: false }]
    expect(answerableDay(served, '2026-11-26', at, 11_500)).toEqual({ day: '2026-11-25' })
    expect(answerableDay(served, '2026-11-26', at + 10_000, 11_500)).toBe('OVER')
  })
})
