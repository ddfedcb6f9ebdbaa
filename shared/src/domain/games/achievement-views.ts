import { ALL_ACHIEVEMENTS, type AchievementStats } from '@app/shared/domain/games/achievements.ts'
import type { GameId } from '@app/shared/domain/games/game-catalogue.ts'
import { averageScore, gameLevel, gamePoints, scorePercent } from '@app/shared/domain/games/game-level.ts'
import type { AchievementsResponse, AchievementView, GameStats, RecentPlayView } from '@app/shared/schemas/games.ts'

/** Up to this many on the hub (docs/features/games.md). */
const RECENT_ON_HUB = 6
/** Plays on the hub's score history (docs/features/games.md). */
export const RECENT_PLAYS_ON_HUB = 10

/** A finished play as the hub reads it: `finishedAt` in epoch ms. */
export type FinishedPlay = { gameId: GameId; score: number; maxScore: number; finishedAt: number }

/** When each was earned (epoch ms): game achievements by name, training badges by badge id. */
export type EarnedAt = { achievements: ReadonlyMap<string, number>; badges: ReadonlyMap<string, number> }

/** Every achievement with the player's real progress. Used by the API and by demo mode. */
export function toAchievementViews(stats: AchievementStats, earned: EarnedAt): AchievementView[] {
  return ALL_ACHIEVEMENTS.map((a) => {
    const earnedAt = a.badgeId ? earned.badges.get(a.badgeId) : earned.achievements.get(a.name)
    const { progress, total } = a.progress(stats)
    return {
      name: a.name,
      description: a.description,
      points: a.points,
      category: a.category,
      rarity: a.rarity,
      earned_at: earnedAt === undefined ? null : new Date(earnedAt).toISOString(),
      progress: earnedAt === undefined ? progress : total,
      total,
    }
  })
}

function recent(views: AchievementView[]): AchievementView[] {
  return views
    .filter((v) => v.earned_at)
    .sort((a, b) => b.earned_at!.localeCompare(a.earned_at!))
    .slice(0, RECENT_ON_HUB)
}

/**
 * Achievement points (docs/features/games.md): the points of every earned achievement, game ones and
 * training badges alike. A total of its own, never added to game points.
 */
export function achievementPoints(views: readonly AchievementView[]): number {
  return views.reduce((sum, v) => sum + (v.earned_at ? v.points : 0), 0)
}

/** The Game Hub's tiles (docs/features/games.md): game points are the plays' scores (gamePoints). */
export function toGameStats(plays: readonly FinishedPlay[], views: AchievementView[]): GameStats {
  const totalPoints = gamePoints(plays)
  const level = gameLevel(totalPoints)
  return {
    total_points: totalPoints,
    level: level.level,
    points_to_next_level: level.pointsToNextLevel,
    progress_percent: level.progressPercent,
    games_played: plays.length,
    average_score: averageScore(plays),
    recent_achievements: recent(views),
    recent_plays: recentPlays(plays),
  }
}

/** The last 10 finished plays, oldest first, each with its percent (scorePercent). */
export function recentPlays(plays: readonly FinishedPlay[]): RecentPlayView[] {
  return [...plays]
    .sort((a, b) => a.finishedAt - b.finishedAt)
    .slice(-RECENT_PLAYS_ON_HUB)
    .map((p) => ({
      game_id: p.gameId,
      score: p.score,
      max_score: p.maxScore,
      percent: scorePercent(p.score, p.maxScore),
      finished_at: new Date(p.finishedAt).toISOString(),
    }))
}

/** The Achievement Center: totals over every achievement, achievement points summed. */
export function toAchievementCenter(views: AchievementView[]): AchievementsResponse {
  const earned = views.filter((v) => v.earned_at)
  return {
    achievements: views,
    total_points: achievementPoints(views),
    earned_count: earned.length,
    completion_rate: Math.floor((earned.length * 100) / views.length),
  }
}
