import { ALL_ACHIEVEMENTS, type AchievementStats } from '@app/shared/domain/games/achievements.ts'
import { averageScore, gameLevel, scorePercent } from '@app/shared/domain/games/game-level.ts'
import type { GameId } from '@app/shared/domain/games/game-catalogue.ts'
import { playerLevel } from '@app/shared/domain/player-level.ts'
import type { AchievementsResponse, AchievementView, GameStats } from '@app/shared/schemas/games.ts'
import type { Db, Tx } from '../../db/client.ts'
import { badgeStats, readProgressState } from '../../progress/progress-state.ts'
import { type PlayerGameData, readPlayerGameData } from './plays.queries.ts'

/** Up to this many on the hub (spec §2). */
const RECENT_ON_HUB = 6

/** Every achievement with the player's real progress: game ones by name, badge ones by badge id. */
export async function achievementViews(db: Db | Tx, userId: string, data: PlayerGameData): Promise<AchievementView[]> {
  const state = await readProgressState(db, userId)
  const bestPercent: Partial<Record<GameId, number>> = {}
  for (const p of data.plays) bestPercent[p.gameId] = Math.max(bestPercent[p.gameId] ?? 0, scorePercent(p.score, p.maxScore))
  const stats: AchievementStats = { gamesPlayed: data.plays.length, bestPercent, training: badgeStats(state, playerLevel(state.totalXp).level) }
  return ALL_ACHIEVEMENTS.map((a) => {
    const earnedAt = a.badgeId ? data.badges.get(a.badgeId) : data.achievements.get(a.name)
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

/** The Game Hub's tiles (spec §3 Game stats). Total points are the plays' scores. */
export async function gameStats(db: Db | Tx, userId: string): Promise<GameStats> {
  return (await gameStatsWithViews(db, userId)).stats
}

/** The hub's stats and every achievement view (a finished play names all it earned, not only the 6 recent). */
export async function gameStatsWithViews(db: Db | Tx, userId: string): Promise<{ stats: GameStats; views: AchievementView[] }> {
  const data = await readPlayerGameData(db, userId)
  const views = await achievementViews(db, userId, data)
  const totalPoints = data.plays.reduce((sum, p) => sum + p.score, 0)
  const level = gameLevel(totalPoints)
  const stats = {
    total_points: totalPoints,
    level: level.level,
    points_to_next_level: level.pointsToNextLevel,
    progress_percent: level.progressPercent,
    games_played: data.plays.length,
    average_score: averageScore(data.plays),
    recent_achievements: recent(views),
  }
  return { stats, views }
}

/** The Achievement Center: totals over every achievement, earned points summed. */
export async function achievementCenter(db: Db | Tx, userId: string): Promise<AchievementsResponse> {
  const views = await achievementViews(db, userId, await readPlayerGameData(db, userId))
  const earned = views.filter((v) => v.earned_at)
  return {
    achievements: views,
    total_points: earned.reduce((sum, v) => sum + v.points, 0),
    earned_count: earned.length,
    completion_rate: Math.floor((earned.length * 100) / views.length),
  }
}
