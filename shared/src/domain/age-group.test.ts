import { describe, expect, test } from 'vitest'
import { ageGroupFromAge, DEFAULT_AGE_GROUP } from './age-group.ts'

describe('ageGroupFromAge', () => {
  test('protects behaviour: 12 and under is 8-12, 13 to 17 is 13-17, 18 and over is 18+', () => {
    expect([6, 8, 12].map(ageGroupFromAge)).toEqual(['8-12', '8-12', '8-12'])
    expect([13, 15, 17].map(ageGroupFromAge)).toEqual(['13-17', '13-17', '13-17'])
    expect([18, 25, 50].map(ageGroupFromAge)).toEqual(['18+', '18+', '18+'])
  })

  test('protects behaviour: a profile without an age falls back to the default age group 13-17', () => {
    expect(ageGroupFromAge(null)).toBe(DEFAULT_AGE_GROUP)
    expect(ageGroupFromAge(undefined)).toBe('13-17')
    expect(ageGroupFromAge(Number.NaN)).toBe('13-17')
  })
})
