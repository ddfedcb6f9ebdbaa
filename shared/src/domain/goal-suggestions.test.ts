import { describe, expect, test } from 'vitest'
import { POSITIONS, SKILL_LEVELS } from './account.ts'
import { applySuggestionDate, SUGGESTION_LIMITS, suggestGoals } from './goal-suggestions.ts'
import { GOAL_TYPES, PILLARS } from './goals.ts'

const AGES = [10, 14, 17] as const
const PROFILES = SKILL_LEVELS.flatMap((skill_level) =>
  AGES.flatMap((age) => POSITIONS.map((position_preference) => ({ skill_level, age, position_preference }))),
)
const ids = (profile: Parameters<typeof suggestGoals>[0]) => suggestGoals(profile).map((s) => s.id)

describe('suggestGoals', () => {
  test('protects behaviour: every profile gets 1 to 6 suggestions with unique ids, known pillars and types, due in 30 to 120 days', () => {
    for (const profile of PROFILES) {
      const suggestions = suggestGoals(profile)
      const label = JSON.stringify(profile)
      expect(suggestions.length, label).toBeGreaterThan(0)
      expect(suggestions.length, label).toBeLessThanOrEqual(SUGGESTION_LIMITS.max)
      expect(new Set(suggestions.map((s) => s.id)).size, label).toBe(suggestions.length)
      for (const s of suggestions) {
        expect(s.target_days, s.id).toBeGreaterThanOrEqual(30)
        expect(s.target_days, s.id).toBeLessThanOrEqual(120)
        expect(Number.isInteger(s.target_days), s.id).toBe(true)
        expect(PILLARS, s.id).toContain(s.pillar)
        expect(GOAL_TYPES, s.id).toContain(s.goal_type)
        expect(s.title.trim() && s.description.trim(), s.id).toBeTruthy()
      }
    }
  })

  test('protects behaviour: the same profile always gets the same suggestions in the same order', () => {
    for (const profile of PROFILES) expect(suggestGoals({ ...profile })).toEqual(suggestGoals(profile))
  })

  test('protects behaviour: under-12 extras appear only under 12, and 16-and-over extras only from 16', () => {
    for (const profile of PROFILES) {
      const list = ids(profile)
      expect(
        list.some((id) => id.startsWith('age/under-12/')),
        JSON.stringify(profile),
      ).toBe(profile.age < 12)
      expect(
        list.some((id) => id.startsWith('age/16-plus/')),
        JSON.stringify(profile),
      ).toBe(profile.age >= 16)
    }
    const base = { skill_level: 'intermediate', position_preference: 'versatile' } as const
    expect(ids({ ...base, age: 11 }).some((id) => id.startsWith('age/under-12/'))).toBe(true)
    expect(ids({ ...base, age: 12 }).some((id) => id.startsWith('age/'))).toBe(false)
    expect(ids({ ...base, age: 15 }).some((id) => id.startsWith('age/'))).toBe(false)
    expect(ids({ ...base, age: 16 }).some((id) => id.startsWith('age/16-plus/'))).toBe(true)
    expect(ids({ ...base, age: null }).some((id) => id.startsWith('age/'))).toBe(false)
  })

  test('protects behaviour: position extras go only to that position, and versatile gets none', () => {
    for (const profile of PROFILES) {
      const positionIds = ids(profile).filter((id) => id.startsWith('position/'))
      if (profile.position_preference === 'versatile') expect(positionIds).toEqual([])
      else {
        expect(positionIds.length, JSON.stringify(profile)).toBeGreaterThan(0)
        for (const id of positionIds) expect(id.startsWith(`position/${profile.position_preference}/`), id).toBe(true)
      }
    }
  })

  test('protects behaviour: each skill level has its own base set, and the base fills what position and age leave', () => {
    const base = (skill_level: (typeof SKILL_LEVELS)[number]) => ids({ skill_level, age: 14, position_preference: 'versatile' })
    for (const level of SKILL_LEVELS) expect(base(level).every((id) => id.startsWith(`skill/${level}/`))).toBe(true)
    expect(new Set(SKILL_LEVELS.flatMap(base)).size).toBe(SKILL_LEVELS.flatMap(base).length)
    // A young forward has the most extras; the cap drops base goals, never the personal ones.
    const list = ids({ skill_level: 'beginner', age: 10, position_preference: 'forward' })
    expect(list).toHaveLength(6)
    expect(list.slice(0, 2).every((id) => id.startsWith('position/forward/'))).toBe(true)
    expect(list.slice(2, 4).every((id) => id.startsWith('age/under-12/'))).toBe(true)
    expect(list.slice(4).every((id) => id.startsWith('skill/beginner/'))).toBe(true)
  })
})

describe('applySuggestionDate', () => {
  test('protects behaviour: the target date is today plus target_days, across a month and a year end', () => {
    expect(applySuggestionDate('2026-01-15', { target_days: 30 })).toBe('2026-02-14')
    expect(applySuggestionDate('2026-01-31', { target_days: 30 })).toBe('2026-03-02')
    expect(applySuggestionDate('2026-12-15', { target_days: 30 })).toBe('2027-01-14')
    expect(applySuggestionDate('2027-11-01', { target_days: 120 })).toBe('2028-02-29')
  })

  test('protects behaviour: applying a real suggestion uses its own target_days', () => {
    const [first] = suggestGoals({ skill_level: 'advanced', age: 17, position_preference: 'goalkeeper' })
    expect(first).toBeDefined()
    expect(applySuggestionDate('2026-03-01', first!)).toBe(new Date(Date.UTC(2026, 2, 1 + first!.target_days)).toISOString().slice(0, 10))
  })
})
