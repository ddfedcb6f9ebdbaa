import { BADGES, type BadgeStats } from '../badges.ts'
import type { GameId } from './game-catalogue.ts'
import { scorePercent } from './game-level.ts'

/**
 * Achievements (docs/features/games.md): the nine game achievements
 * with their rules and points, awarded by the server once by name, plus the training badges
 * shown as achievements so every category has real entries.
 */
export const ACHIEVEMENT_CATEGORIES = ['milestone', 'consistency', 'skill', 'progress', 'mental', 'elite'] as const
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number]
export const CATEGORY_LABELS: Record<AchievementCategory, string> = {
  milestone: 'Milestones',
  consistency: 'Consistency',
  skill: 'Skills',
  progress: 'Progress',
  mental: 'Mental',
  elite: 'Elite',
}
export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const
export type Rarity = (typeof RARITIES)[number]

/**
 * A finished play, as the server scored it. durationSeconds is measured by the server;
 * answeredAll: every item got a choice in time (Reaction Master: always true).
 */
export type PlayOutcome = { gameId: GameId; score: number; maxScore: number; durationSeconds: number; answeredAll: boolean }

/** What progress toward an unearned achievement reads. */
export type AchievementStats = {
  gamesPlayed: number
  /** Best percent per game so far (0 when never played). */
  bestPercent: Partial<Record<GameId, number>>
  training: BadgeStats
}

export type AchievementDefinition = {
  name: string
  description: string
  points: number
  category: AchievementCategory
  rarity: Rarity
  /** For game achievements: whether this play earns it (the player's first play counts as "any first game"). */
  earnedBy?: (play: PlayOutcome) => boolean
  /** For badge achievements: the training badge that is this achievement. */
  badgeId?: string
  progress: (stats: AchievementStats) => { progress: number; total: number }
}

/**
 * What progress reads from the saved plays: only those that could earn achievements (a play with an
 * answer too fast to read earns none, docs/features/games.md), so progress at its total always
 * means earned.
 * @example playProgressStats([{ gameId: 'soccer-trivia', score: 40, maxScore: 50, earnsAchievements: true }]) // { gamesPlayed: 1, bestPercent: { 'soccer-trivia': 80 } }
 */
export function playProgressStats(
  plays: readonly { gameId: GameId; score: number; maxScore: number; earnsAchievements: boolean }[],
): Omit<AchievementStats, 'training'> {
  const counted = plays.filter((p) => p.earnsAchievements)
  const bestPercent: Partial<Record<GameId, number>> = {}
  for (const p of counted) bestPercent[p.gameId] = Math.max(bestPercent[p.gameId] ?? 0, scorePercent(p.score, p.maxScore))
  return { gamesPlayed: counted.length, bestPercent }
}

const percentOf = (play: PlayOutcome) => scorePercent(play.score, play.maxScore)
const perfect = (play: PlayOutcome) => play.maxScore > 0 && play.score >= play.maxScore
const best = (stats: AchievementStats, game: GameId) => stats.bestPercent[game] ?? 0
const toward = (value: number, total: number) => ({ progress: Math.min(total, Math.max(0, value)), total })

/**
 * "At least 67% rounded up" (docs/features/games.md): the score must reach 67% of the maximum rounded up to a
 * whole point, in integer maths: ceil(max × 67 / 100). 17 of 25 (16.75 → 17); 11 of 15 (10.05 → 11).
 */
export function decisionRookieThreshold(maxScore: number): number {
  return Math.ceil((maxScore * 67) / 100)
}

export const GAME_ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    name: 'Game Starter',
    description: 'Finish your first game',
    points: 5,
    category: 'milestone',
    rarity: 'common',
    earnedBy: () => true,
    progress: (s) => toward(s.gamesPlayed, 1),
  },
  {
    name: 'Decision Rookie',
    description: 'Score at least 67% in Decision Drill',
    points: 10,
    category: 'skill',
    rarity: 'common',
    earnedBy: (p) => p.gameId === 'decision-drill' && p.maxScore > 0 && p.score >= decisionRookieThreshold(p.maxScore),
    progress: (s) => toward(best(s, 'decision-drill'), 67),
  },
  {
    name: 'Decision Master',
    description: 'Score every point in a Decision Drill',
    points: 25,
    category: 'skill',
    rarity: 'rare',
    earnedBy: (p) => p.gameId === 'decision-drill' && perfect(p),
    progress: (s) => toward(best(s, 'decision-drill'), 100),
  },
  {
    // Answering every scenario is part of it: finishing an empty drill at once is not speed.
    name: 'Speed Demon',
    description: 'Answer every scenario of a Decision Drill in under 2 minutes',
    points: 15,
    category: 'mental',
    rarity: 'uncommon',
    earnedBy: (p) => p.gameId === 'decision-drill' && p.answeredAll && p.durationSeconds < 120,
    progress: () => toward(0, 1),
  },
  {
    name: 'Soccer Scholar',
    description: 'Score at least 50% in Soccer Trivia',
    points: 15,
    category: 'progress',
    rarity: 'common',
    earnedBy: (p) => p.gameId === 'soccer-trivia' && percentOf(p) >= 50,
    progress: (s) => toward(best(s, 'soccer-trivia'), 50),
  },
  {
    name: 'Soccer Historian',
    description: 'Score at least 80% in Soccer Trivia',
    points: 30,
    category: 'progress',
    rarity: 'uncommon',
    earnedBy: (p) => p.gameId === 'soccer-trivia' && percentOf(p) >= 80,
    progress: (s) => toward(best(s, 'soccer-trivia'), 80),
  },
  {
    name: 'Soccer Encyclopedia',
    description: 'Answer every Soccer Trivia question right',
    points: 50,
    category: 'elite',
    rarity: 'epic',
    earnedBy: (p) => p.gameId === 'soccer-trivia' && perfect(p),
    progress: (s) => toward(best(s, 'soccer-trivia'), 100),
  },
  {
    name: 'Tactical Genius',
    description: 'Score at least 90% in Pro Soccer IQ',
    points: 40,
    category: 'elite',
    rarity: 'rare',
    earnedBy: (p) => p.gameId === 'pro-soccer-iq' && percentOf(p) >= 90,
    progress: (s) => toward(best(s, 'pro-soccer-iq'), 90),
  },
  {
    name: 'Pro Level Thinking',
    description: 'Score every point in Pro Soccer IQ',
    points: 75,
    category: 'elite',
    rarity: 'legendary',
    earnedBy: (p) => p.gameId === 'pro-soccer-iq' && perfect(p),
    progress: (s) => toward(best(s, 'pro-soccer-iq'), 100),
  },
]

const BADGE_ACHIEVEMENT: Record<string, Pick<AchievementDefinition, 'points' | 'category' | 'rarity'>> = {
  'first-session': { points: 10, category: 'milestone', rarity: 'common' },
  'week-warrior': { points: 25, category: 'consistency', rarity: 'uncommon' },
  'monthly-momentum': { points: 100, category: 'consistency', rarity: 'epic' },
  'first-goal': { points: 10, category: 'milestone', rarity: 'common' },
  'goal-getter': { points: 25, category: 'progress', rarity: 'uncommon' },
  'level-5': { points: 20, category: 'progress', rarity: 'common' },
  'level-10': { points: 50, category: 'progress', rarity: 'rare' },
  'level-20': { points: 100, category: 'elite', rarity: 'epic' },
}

/**
 * The training badges as achievements (earned in the training and goal transactions, not here).
 * Progress reads the badge's own measure and target, so "1/1" and earned come from one rule.
 */
export const BADGE_ACHIEVEMENTS: readonly AchievementDefinition[] = BADGES.map((b) => {
  const extra = BADGE_ACHIEVEMENT[b.id]
  if (!extra) throw new Error(`badge ${b.id} has no achievement entry`)
  const progress = (s: AchievementStats) => toward(b.measure(s.training), b.target)
  return { name: b.name, description: b.description, badgeId: b.id, ...extra, progress }
})

export const ALL_ACHIEVEMENTS: readonly AchievementDefinition[] = [...GAME_ACHIEVEMENTS, ...BADGE_ACHIEVEMENTS]

/**
 * Game achievements a finished play earns now, not already held (by name), in definition order.
 * @example newGameAchievements({ gameId: 'soccer-trivia', score: 40, maxScore: 70, durationSeconds: 300, answeredAll: true }, [])
 * // Game Starter, Soccer Scholar
 */
export function newGameAchievements(play: PlayOutcome, heldNames: Iterable<string>): AchievementDefinition[] {
  const held = new Set(heldNames)
  return GAME_ACHIEVEMENTS.filter((a) => !held.has(a.name) && a.earnedBy!(play))
}

/** Growth-mindset lines for the Achievement Center, by age group (one at random). */
export const GROWTH_MESSAGES = {
  young: [
    'Every champion started as a beginner. Keep going!',
    'Mistakes help your brain grow. Try again and see!',
    'You get better every time you practise!',
  ],
  older: [
    'Skill is built, not born. Every session adds up.',
    'Setbacks are information. Use them to adjust and improve.',
    'Consistency beats talent when talent is not consistent.',
  ],
} as const
