import { describe, expect, test } from 'vitest'
import { applySessionToSkills, SKILL_PROGRESS } from './skill-progress.ts'

describe('applySessionToSkills', () => {
  test('protects behaviour: a skill trained for the first time starts at level 5 with count 1', () => {
    expect(applySessionToSkills({}, ['technical'])).toEqual({ technical: { level: 5, count: 1 } })
    expect(SKILL_PROGRESS.startLevel).toBe(5)
  })

  test('protects behaviour: each focus skill of a session gains 1 level and 1 count; others stay', () => {
    const before = { technical: { level: 7, count: 3 }, physical: { level: 40, count: 35 } }
    expect(applySessionToSkills(before, ['technical', 'mental'])).toEqual({
      technical: { level: 8, count: 4 },
      physical: { level: 40, count: 35 },
      mental: { level: 5, count: 1 },
    })
  })

  test('protects behaviour: a skill stops at level 100 while its count keeps growing', () => {
    expect(applySessionToSkills({ tactical: { level: 99, count: 200 } }, ['tactical'])).toEqual({ tactical: { level: 100, count: 201 } })
    expect(applySessionToSkills({ tactical: { level: 100, count: 201 } }, ['tactical'])).toEqual({ tactical: { level: 100, count: 202 } })
  })

  test('protects behaviour: a focus named twice in one session counts once', () => {
    expect(applySessionToSkills({ mental: { level: 10, count: 2 } }, ['mental', 'mental'])).toEqual({ mental: { level: 11, count: 3 } })
  })

  test('protects behaviour: the map passed in is not modified', () => {
    const before = { technical: { level: 7, count: 3 } }
    applySessionToSkills(before, ['technical', 'psychological'])
    expect(before).toEqual({ technical: { level: 7, count: 3 } })
  })
})
