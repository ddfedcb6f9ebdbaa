/**
 * Game Level from game points, kept apart from the training Player Level
 * (docs/features/games.md): level = floor(points/100)+1; level N spans (N-1)×100 to N×100 points.
 */
export const POINTS_PER_GAME_LEVEL = 100

/**
 * Game points (docs/features/games.md): the sum of the scores of the player's finished plays, as the
 * server saved them (game_results). Achievement points and training XP are separate totals and never
 * count here. Every screen that says "Game points" or "Game Level" shows this number.
 * @example gamePoints([{ score: 40 }, { score: 24 }]) // 64
 */
export function gamePoints(plays: readonly { score: number }[]): number {
  return plays.reduce((sum, p) => sum + Math.max(0, Math.floor(p.score)), 0)
}

export type GameLevel = { level: number; pointsToNextLevel: number; progressPercent: number }

/**
 * @example gameLevel(250) // { level: 3, pointsToNextLevel: 50, progressPercent: 50 }
 */
export function gameLevel(totalPoints: number): GameLevel {
  const points = totalPoints > 0 ? Math.floor(totalPoints) : 0
  const level = Math.floor(points / POINTS_PER_GAME_LEVEL) + 1
  const into = points - (level - 1) * POINTS_PER_GAME_LEVEL
  return { level, pointsToNextLevel: level * POINTS_PER_GAME_LEVEL - points, progressPercent: Math.min(100, into) }
}

/** A play's score as a whole percent of its maximum, rounded down (0 when the maximum is 0). */
export function scorePercent(score: number, maxScore: number): number {
  return maxScore > 0 ? Math.floor((Math.max(0, score) * 100) / maxScore) : 0
}

/**
 * The mean of score/max_score over the plays, as a whole percent (docs/features/games.md); 0 with no plays.
 * @example averageScore([{ score: 5, maxScore: 10 }, { score: 10, maxScore: 10 }]) // 75
 */
export function averageScore(plays: readonly { score: number; maxScore: number }[]): number {
  const counted = plays.filter((p) => p.maxScore > 0)
  if (counted.length === 0) return 0
  const sum = counted.reduce((total, p) => total + Math.min(1, Math.max(0, p.score) / p.maxScore), 0)
  return Math.round((sum * 100) / counted.length)
}
