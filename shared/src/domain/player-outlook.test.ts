import { describe, expect, it } from 'vitest'
import { levelForecast, skillSuggestion } from './player-outlook.ts'
import { playerLevel } from './player-level.ts'

const weeks = (...xp: number[]) => xp.map((n) => ({ xp: n }))

describe('levelForecast', () => {
  it('dates the next level at the pace of the last 4 weeks', () => {
    // Level 2 at 100 XP: the next level costs 150; 70 XP a week is 10 a day, so 15 days.
    expect(levelForecast(playerLevel(100), weeks(500, 70, 70, 70, 70), '2026-11-25')).toEqual({
      nextLevel: 3,
      xpToGo: 150,
      weeklyXp: 70,
      day: '2026-12-10',
    })
  })

  it('averages over 4 weeks even when some had no training', () => {
    expect(levelForecast(playerLevel(100), weeks(0, 0, 0, 140), '2026-11-25')?.weeklyXp).toBe(35)
  })

  it('gives no day without XP in the last 4 weeks, and nothing at the top level', () => {
    expect(levelForecast(playerLevel(0), weeks(300, 0, 0, 0, 0), '2026-11-25')).toEqual({
      nextLevel: 2,
      xpToGo: 100,
      weeklyXp: 0,
      day: null,
    })
    expect(levelForecast(playerLevel(Number.POSITIVE_INFINITY), weeks(70, 70, 70, 70), '2026-11-25')).toBeNull()
  })
})

describe('skillSuggestion', () => {
  it('suggests the lowest skill, a never-trained one first', () => {
    const skills = {
      technical: { level: 30, count: 25 },
      tactical: { level: 8, count: 4 },
      physical: { level: 12, count: 8 },
      mental: { level: 9, count: 5 },
    }
    expect(skillSuggestion(skills, [])).toEqual({ skill: 'psychological', label: 'Psychological', level: 0, sessions: 0 })
    expect(skillSuggestion({ ...skills, psychological: { level: 20, count: 16 } }, []).skill).toBe('tactical')
  })

  it('of equal skills, suggests the one worked on least lately', () => {
    const level = { level: 10, count: 6 }
    const even = { technical: level, tactical: level, physical: level, mental: level, psychological: level }
    const recent = [
      { skill: 'technical', sessions: 3 },
      { skill: 'tactical', sessions: 1 },
      { skill: 'physical', sessions: 2 },
      { skill: 'mental', sessions: 2 },
      { skill: 'psychological', sessions: 4 },
    ] as const
    expect(skillSuggestion(even, recent).skill).toBe('tactical')
  })
})
