import { describe, expect, test } from 'vitest'
import { isTrainingDuration, SESSION_TYPES } from './training.ts'
import { sessionTypeFactor, sessionXp, xpBase, xpPreviewRange } from './training-xp.ts'

describe('sessionXp', () => {
  test('protects behaviour: each session type earns its own factor on a 60-minute session', () => {
    expect(sessionXp('technical', 60)).toBe(72)
    expect(sessionXp('tactical', 60)).toBe(72)
    expect(sessionXp('physical', 60)).toBe(60)
    expect(sessionXp('match', 60)).toBe(90)
    expect(sessionXp('recovery', 60)).toBe(48)
  })

  test('protects behaviour: the duration is rounded down to whole tens before the factor (10, 15, 175, 180)', () => {
    const expected = {
      technical: [12, 12, 204, 216],
      tactical: [12, 12, 204, 216],
      physical: [10, 10, 170, 180],
      match: [15, 15, 255, 270],
      recovery: [8, 8, 136, 144],
    } as const
    for (const type of SESSION_TYPES) {
      expect(
        [10, 15, 175, 180].map((d) => sessionXp(type, d)),
        type,
      ).toEqual(expected[type])
    }
  })

  test('protects behaviour: the result is rounded down, and exact where floating point would drift', () => {
    // 0.8 × 30 and 1.2 × 70 are not exact in floating point; the floor must still land on the integer.
    expect(sessionXp('recovery', 30)).toBe(24)
    expect(sessionXp('technical', 70)).toBe(84)
    expect(sessionXp('match', 50)).toBe(75)
    for (const type of SESSION_TYPES) {
      for (let d = 10; d <= 180; d += 5) {
        const exact = Math.floor((Math.floor(d / 10) * 10 * Math.round(sessionTypeFactor(type) * 10)) / 10)
        expect(sessionXp(type, d)).toBe(exact)
        expect(Number.isInteger(sessionXp(type, d))).toBe(true)
      }
    }
  })

  test('protects behaviour: the factors are 1.2, 1.2, 1.0, 1.5 and 0.8 by session type', () => {
    expect(SESSION_TYPES.map(sessionTypeFactor)).toEqual([1.2, 1.2, 1, 1.5, 0.8])
  })
})

describe('xpPreviewRange', () => {
  test('protects behaviour: the preview runs from the duration base to 1.5 times it, rounded down', () => {
    expect(xpBase(45)).toBe(40)
    expect(xpPreviewRange(45)).toEqual({ min: 40, max: 60 })
    expect(xpPreviewRange(10)).toEqual({ min: 10, max: 15 })
    expect(xpPreviewRange(15)).toEqual({ min: 10, max: 15 })
    expect(xpPreviewRange(180)).toEqual({ min: 180, max: 270 })
  })

  test('protects behaviour: the top of the preview is what a Match session of that length earns', () => {
    for (let d = 10; d <= 180; d += 5) expect(xpPreviewRange(d).max).toBe(sessionXp('match', d))
  })
})

describe('isTrainingDuration', () => {
  test('protects behaviour: only 10 to 180 minutes in steps of 5 are accepted', () => {
    expect([10, 15, 60, 175, 180].every(isTrainingDuration)).toBe(true)
    expect([5, 9, 11, 183, 185, 0, -10, 12.5, Number.NaN].some(isTrainingDuration)).toBe(false)
  })
})
