import { describe, expect, test } from 'vitest'
import {
  ACHIEVEMENT_CATEGORIES,
  ALL_ACHIEVEMENTS,
  BADGE_ACHIEVEMENTS,
  decisionRookieThreshold,
  GAME_ACHIEVEMENTS,
  newGameAchievements,
  type PlayOutcome,
} from './achievements.ts'

const play = (p: Partial<PlayOutcome>): PlayOutcome => ({
  gameId: 'decision-drill',
  score: 0,
  maxScore: 50,
  durationSeconds: 200,
  answeredAll: true,
  ...p,
})
const names = (p: PlayOutcome, held: string[] = ['Game Starter']) => newGameAchievements(p, held).map((a) => a.name)

describe('game achievements', () => {
  test('protects behaviour: each of the nine game achievements carries its points', () => {
    expect(Object.fromEntries(GAME_ACHIEVEMENTS.map((a) => [a.name, a.points]))).toEqual({
      'Game Starter': 5,
      'Decision Rookie': 10,
      'Decision Master': 25,
      'Speed Demon': 15,
      'Soccer Scholar': 15,
      'Soccer Historian': 30,
      'Soccer Encyclopedia': 50,
      'Tactical Genius': 40,
      'Pro Level Thinking': 75,
    })
  })

  test('protects behaviour: Decision Rookie needs 67% of the maximum rounded up to a whole point', () => {
    expect(decisionRookieThreshold(25)).toBe(17)
    expect(decisionRookieThreshold(15)).toBe(11)
    expect(decisionRookieThreshold(100)).toBe(67)
    expect(names(play({ score: 16, maxScore: 25 }))).not.toContain('Decision Rookie')
    expect(names(play({ score: 17, maxScore: 25 }))).toContain('Decision Rookie')
    expect(names(play({ score: 10, maxScore: 15 }))).not.toContain('Decision Rookie')
  })

  test('protects behaviour: perfect plays earn Decision Master, Soccer Encyclopedia and Pro Level Thinking for their own game only', () => {
    expect(names(play({ score: 50, maxScore: 50 }))).toEqual(['Decision Rookie', 'Decision Master'])
    expect(names(play({ gameId: 'soccer-trivia', score: 70, maxScore: 70 }))).toEqual([
      'Soccer Scholar',
      'Soccer Historian',
      'Soccer Encyclopedia',
    ])
    expect(names(play({ gameId: 'pro-soccer-iq', score: 60, maxScore: 60 }))).toEqual(['Tactical Genius', 'Pro Level Thinking'])
    expect(names(play({ gameId: 'pro-soccer-iq', score: 60, maxScore: 60 }))).not.toContain('Decision Master')
  })

  test('protects behaviour: trivia thresholds are 50% and 80%, Tactical Genius 90%', () => {
    expect(names(play({ gameId: 'soccer-trivia', score: 34, maxScore: 70 }))).toEqual([])
    expect(names(play({ gameId: 'soccer-trivia', score: 35, maxScore: 70 }))).toEqual(['Soccer Scholar'])
    expect(names(play({ gameId: 'soccer-trivia', score: 56, maxScore: 70 }))).toEqual(['Soccer Scholar', 'Soccer Historian'])
    expect(names(play({ gameId: 'pro-soccer-iq', score: 53, maxScore: 60 }))).toEqual([])
    expect(names(play({ gameId: 'pro-soccer-iq', score: 54, maxScore: 60 }))).toEqual(['Tactical Genius'])
  })

  test('protects behaviour: Speed Demon is a Decision Drill with every scenario answered in under 120 seconds', () => {
    expect(names(play({ durationSeconds: 119 }))).toContain('Speed Demon')
    expect(names(play({ durationSeconds: 120 }))).not.toContain('Speed Demon')
    expect(names(play({ gameId: 'soccer-trivia', durationSeconds: 30 }))).not.toContain('Speed Demon')
    expect(names(play({ durationSeconds: 10, answeredAll: false }))).not.toContain('Speed Demon')
  })

  test('protects behaviour: any first game earns Game Starter, and nothing already held is awarded again', () => {
    expect(names(play({ gameId: 'reaction-master', score: 3, maxScore: 30 }), [])).toEqual(['Game Starter'])
    expect(names(play({ score: 50, maxScore: 50, durationSeconds: 60 }), ['Game Starter', 'Decision Master'])).toEqual([
      'Decision Rookie',
      'Speed Demon',
    ])
  })

  test('protects behaviour: every category has real achievements, names are unique, and every badge is an achievement', () => {
    for (const category of ACHIEVEMENT_CATEGORIES) expect(ALL_ACHIEVEMENTS.some((a) => a.category === category)).toBe(true)
    expect(new Set(ALL_ACHIEVEMENTS.map((a) => a.name)).size).toBe(ALL_ACHIEVEMENTS.length)
    expect(BADGE_ACHIEVEMENTS.map((a) => a.badgeId)).toContain('week-warrior')
  })

  test('protects behaviour: progress toward an unearned achievement is capped at its total', () => {
    const stats = {
      gamesPlayed: 3,
      bestPercent: { 'soccer-trivia': 90 },
      training: { sessions: 0, currentStreak: 3, longestStreak: 5, goalsCreated: 0, goalsCompleted: 0, level: 2 },
    }
    const by = (name: string) => ALL_ACHIEVEMENTS.find((a) => a.name === name)!.progress(stats)
    expect(by('Soccer Historian')).toEqual({ progress: 80, total: 80 })
    expect(by('Soccer Encyclopedia')).toEqual({ progress: 90, total: 100 })
    expect(by('Week Warrior')).toEqual({ progress: 5, total: 7 })
    expect(by('Game Starter')).toEqual({ progress: 1, total: 1 })
  })
})
