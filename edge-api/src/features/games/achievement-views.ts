import { type AchievementStats, playProgressStats } from '@app/shared/domain/games/achievements.ts'
import { toAchievementCenter, toAchievementViews, toGameStats } from '@app/shared/domain/games/achievement-views.ts'
import { playerLevel } from '@app/shared/domain/player-level.ts'
import type { AchievementsResponse, AchievementView, GameStats } from '@app/shared/schemas/games.ts'
import type { Db, Tx } from '../../db/client.ts'
import { badgeStats, readProgressState } from '../progress/public.ts'
import { type PlayerGameData, readPlayerGameData } from './plays.queries.ts'

/**
 * Every table the achievement views and the hub's stats read (the plays, both kinds of award, and
 * the progress state's tables), for the answers kept by http/cached-answer.ts. None reads the clock.
 */
export const ACHIEVEMENT_TABLES = [
  'game_results',
  'game_answers',
  'achievements',
  'user_badges',
  'users',
  'player_levels',
  'training_streaks',
  'skill_progress',
  'goals',
  'training_logs',
] as const

/** Every achievement with the player's real progress: game ones by name, badge ones by badge id. */
export async function achievementViews(db: Db | Tx, userId: string, data: PlayerGameData): Promise<AchievementView[]> {
  const state = await readProgressState(db, userId)
  const stats: AchievementStats = {
    ...playProgressStats(data.plays),
    training: badgeStats(state, playerLevel(state.totalXp).level),
  }
  return toAchievementViews(stats, { achievements: data.achievements, badges: data.badges })
}

/** The Game Hub's tiles (docs/features/games.md): game points are the plays' scores, every play counted. */
export async function gameStats(db: Db | Tx, userId: string): Promise<GameStats> {
  return (await gameStatsWithViews(db, userId)).stats
}

/** The hub's stats and every achievement view (a finished play names all it earned, not only the 6 recent). */
export async function gameStatsWithViews(db: Db | Tx, userId: string): Promise<{ stats: GameStats; views: AchievementView[] }> {
  const data = await readPlayerGameData(db, userId)
  const views = await achievementViews(db, userId, data)
  return { stats: toGameStats(data.plays, views), views }
}

/** The Achievement Center: totals over every achievement, earned points summed. */
export async function achievementCenter(db: Db | Tx, userId: string): Promise<AchievementsResponse> {
  return toAchievementCenter(await achievementViews(db, userId, await readPlayerGameData(db, userId)))
}
