import { describe, expect, it } from 'vitest'
import { leagueTable, teamName, tierFor, weekDays, weekStartOf } from './league.ts'
import { CHEER_PHRASES, cheerText } from './cheers.ts'

describe('weekStartOf', () => {
  it('is the Monday of the week, Monday itself included', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23')
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23')
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23')
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30')
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28')
  })
  it('has seven days', () => {
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ])
  })
})

describe('tiers', () => {
  it('are bands of the week’s points', () => {
    expect(tierFor(0)).toBe('Warming up')
    expect(tierFor(1)).toBe('Bronze')
    expect(tierFor(99)).toBe('Bronze')
    expect(tierFor(100)).toBe('Silver')
    expect(tierFor(300)).toBe('Gold')
  })
})

describe('leagueTable', () => {
  it('ranks by training XP plus game points; ties share a rank and go by name', () => {
    const rows = leagueTable([
      { memberId: 'a', name: 'Zoe K.', trainingXp: 50, gamePoints: 50 },
      { memberId: 'b', name: 'Leo P.', trainingXp: 0, gamePoints: 0 },
      { memberId: 'c', name: 'Ana B.', trainingXp: 100, gamePoints: 0 },
      { memberId: 'd', name: 'Max R.', trainingXp: 200, gamePoints: 150 },
    ])
    expect(rows.map((r) => [r.name, r.points, r.rank, r.tier])).toEqual([
      ['Max R.', 350, 1, 'Gold'],
      ['Ana B.', 100, 2, 'Silver'],
      ['Zoe K.', 100, 2, 'Silver'],
      ['Leo P.', 0, 4, 'Warming up'],
    ])
  })
})

describe('names and cheers', () => {
  it('shows a first name and an initial only', () => {
    expect(teamName('Leo', 'park')).toBe('Leo P.')
    expect(teamName('Maya', '')).toBe('Maya')
  })
  it('has a fixed set of 8 to 12 phrases with unique ids', () => {
    expect(CHEER_PHRASES.length).toBeGreaterThanOrEqual(8)
    expect(CHEER_PHRASES.length).toBeLessThanOrEqual(12)
    expect(new Set(CHEER_PHRASES.map((p) => p.id)).size).toBe(CHEER_PHRASES.length)
    expect(cheerText('nice-goal')).toBe('Nice goal!')
    expect(cheerText('hello')).toBeNull()
  })
})
