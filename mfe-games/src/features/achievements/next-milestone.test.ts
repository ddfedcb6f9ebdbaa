import { describe, expect, it } from 'vitest'
import type { AchievementView } from '@app/shared/schemas/games.ts'
import { nextMilestone } from './next-milestone.ts'

const achievement = (name: string, progress: number, total: number, points: number, earned = false): AchievementView => ({
  name,
  description: name,
  points,
  category: 'milestone',
  rarity: 'common',
  earned_at: earned ? '2026-11-20T10:00:00.000Z' : null,
  progress,
  total,
})

describe('nextMilestone', () => {
  it('picks the unearned achievement with the largest share done, never an earned one', () => {
    const list = [
      achievement('Done', 1, 1, 5, true),
      achievement('Half', 50, 100, 30),
      achievement('Most', 6, 7, 50),
      achievement('None', 0, 1, 5),
    ]
    expect(nextMilestone(list)?.name).toBe('Most')
  })

  it('breaks a tie with the cheaper achievement, and answers null when everything is earned', () => {
    expect(nextMilestone([achievement('Big', 1, 2, 75), achievement('Small', 2, 4, 10)])?.name).toBe('Small')
    expect(nextMilestone([achievement('Done', 1, 1, 5, true)])).toBeNull()
  })
})
