import { ALL_ACHIEVEMENTS, type AchievementStats } from '@app/shared/domain/games/achievements.ts'
import { averageScore, gameLevel } from '@app/shared/domain/games/game-level.ts'
import type { AchievementsResponse, AchievementView, GameStats } from '@app/shared/schemas/games.ts'

/** Up to this many on the hub (docs/features/games.md). */
const RECENT_ON_HUB = 6

/** When each was earned (epoch ms): game achievements by name, training badges by badge id. */
export type EarnedAt = { achievements: ReadonlyMap<string, number>; badges: ReadonlyMap<string, number> }

/** Every achievement with the player's real progress. Used by the API and by demo mode. */
export function toAchievementViews(stats: AchievementStats, earned: EarnedAt): AchievementView[] {
  return ALL_ACHIEVEMENTS.map((a) => {
    const earnedAt = a.badgeId ? earned.badges.get(a.badgeId) : earned.achievements.get(a.name)
    const { progress, total } = a.progress(stats)
    return {
      name: a.name, description: a.description, points: a.points, category: a.category, rarity: a.rarity,
      earned_at: earnedAt === undefined ? null : new Date(earnedAt).toISOString(),
      progress: earnedAt === undefined ? progress : total,
      total,
    }
  })
}

function recent(views: AchievementView[]): AchievementView[] {
  return views.filter((v) => v.earned_at).sort((a, b) => b.earned_at!.localeCompare(a.earned_at!)).slice(0, RECENT_ON_HUB)
}

/** The Game Hub's tiles (docs/features/games.md). Total points are the plays' scores. */
export function toGameStats(plays: readonly { score: number; maxScore: number }[], views: AchievementView[]): GameStats {
  const totalPoints = plays.reduce((sum, p) => sum + p.score, 0)
  const level = gameLevel(totalPoints)
  return {
    total_points: totalPoints,
    level: level.level,
    points_to_next_level: level.pointsToNextLevel,
    progress_percent: level.progressPercent,
    games_played: plays.length,
    average_score: averageScore(plays),
    recent_achievements: recent(views),
  }
}

/** The Achievement Center: totals over every achievement, earned points summed. */
export function toAchievementCenter(views: AchievementView[]): AchievementsResponse {
  const earned = views.filter((v) => v.earned_at)
  return {
    achievements: views,
    total_points: earned.reduce((sum, v) => sum + v.points, 0),
    earned_count: earned.length,
    completion_rate: Math.floor((earned.length * 100) / views.length),
  }
}
