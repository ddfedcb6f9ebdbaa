import { describe, expect, test } from 'vitest'
import { averageScore, gameLevel, scorePercent } from './game-level.ts'

describe('game level: 100 points a level, counted from level 1', () => {
  test('protects behaviour: level is floor(points/100)+1 and the bar shows progress inside the level', () => {
    expect(gameLevel(0)).toEqual({ level: 1, pointsToNextLevel: 100, progressPercent: 0 })
    expect(gameLevel(99)).toEqual({ level: 1, pointsToNextLevel: 1, progressPercent: 99 })
    expect(gameLevel(100)).toEqual({ level: 2, pointsToNextLevel: 100, progressPercent: 0 })
    expect(gameLevel(250)).toEqual({ level: 3, pointsToNextLevel: 50, progressPercent: 50 })
    expect(gameLevel(-5).level).toBe(1)
  })

  test('protects behaviour: average score is the mean of score/max as a percent, 0 with no plays', () => {
    expect(averageScore([])).toBe(0)
    expect(
      averageScore([
        { score: 5, maxScore: 10 },
        { score: 10, maxScore: 10 },
      ]),
    ).toBe(75)
    expect(averageScore([{ score: 1, maxScore: 3 }])).toBe(33)
    expect(averageScore([{ score: 2, maxScore: 3 }])).toBe(67)
  })

  test('protects behaviour: a play percent is rounded down so 100 means every point', () => {
    expect(scorePercent(59, 60)).toBe(98)
    expect(scorePercent(60, 60)).toBe(100)
    expect(scorePercent(3, 0)).toBe(0)
  })
})
