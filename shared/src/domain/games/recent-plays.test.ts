import { describe, expect, test } from 'vitest'
import { RECENT_PLAYS_ON_HUB, recentPlays } from './achievement-views.ts'

describe('recentPlays (the Game Hub score history, docs/features/games.md)', () => {
  test('protects behaviour: the last 10 finished plays, oldest first, each with its percent rounded down', () => {
    const plays = Array.from({ length: 12 }, (_, i) => ({
      gameId: i % 2 ? ('soccer-trivia' as const) : ('decision-drill' as const),
      score: i,
      maxScore: 11,
      finishedAt: Date.UTC(2026, 10, 1 + i),
    })).reverse()
    const recent = recentPlays(plays)
    expect(recent).toHaveLength(RECENT_PLAYS_ON_HUB)
    expect(recent.map((p) => p.score)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(recent[0]).toEqual({ game_id: 'decision-drill', score: 2, max_score: 11, percent: 18, finished_at: '2026-11-03T00:00:00.000Z' })
    expect(recent[9]!.percent).toBe(100)
  })

  test('protects behaviour: no plays, no history', () => {
    expect(recentPlays([])).toEqual([])
  })
})
