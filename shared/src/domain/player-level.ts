/**
 * Player Level from training XP, kept apart from the games' Game Level
 * (docs/features/training-and-progress.md). Leaving level n costs floor(100 × 1.5^(n-1)) XP: 100 to reach level 2, 150 to
 * reach 3, 225 to reach 4, and so on.
 */

/**
 * The top level. Legend, the last title, starts at 100, so the ladder ends there: XP past it is
 * kept as surplus and the bar stays full. The cap also bounds the level loop at 99 steps for any
 * total, even Infinity. (Reaching 100 takes about 5.4 × 10^19 XP, far past what a person can log;
 * realistic totals sit in the first twenty levels.)
 */
export const MAX_PLAYER_LEVEL = 100

/** Title by minimum level (docs/features/training-and-progress.md), highest first for the lookup. */
export const LEVEL_TITLES = [
  { minLevel: 100, title: 'Legend' },
  { minLevel: 90, title: 'Champion' },
  { minLevel: 80, title: 'Master' },
  { minLevel: 70, title: 'Elite Player' },
  { minLevel: 60, title: 'Expert Performer' },
  { minLevel: 50, title: 'Advanced Player' },
  { minLevel: 40, title: 'Determined Competitor' },
  { minLevel: 30, title: 'Skilled Athlete' },
  { minLevel: 20, title: 'Rising Star' },
  { minLevel: 10, title: 'Aspiring Player' },
  { minLevel: 1, title: 'Rookie' },
] as const

export type LevelTitle = (typeof LEVEL_TITLES)[number]['title']

// Costs in exact integers: 1.5^(n-1) is exact in a double only up to n ≈ 34, and 100 × it loses
// whole units well before level 100, where a cost is about 1.8 × 10^19. BigInt keeps the floor
// exact, and the same on every engine (Math.pow need not be correctly rounded).
const COSTS: readonly bigint[] = Array.from({ length: MAX_PLAYER_LEVEL - 1 }, (_, i) => (100n * 3n ** BigInt(i)) / 2n ** BigInt(i))

/**
 * XP to go from `level` to the next one: floor(100 × 1.5^(level-1)); null at the top level.
 * @example levelCost(1) // 100; levelCost(2) // 150; levelCost(3) // 225
 */
export function levelCost(level: number): number | null {
  const cost = COSTS[level - 1]
  return Number.isInteger(level) && cost !== undefined ? Number(cost) : null
}

/** The title for a level (docs/features/training-and-progress.md): the highest title whose minimum level it has reached. */
export function levelTitle(level: number): LevelTitle {
  return (LEVEL_TITLES.find((t) => level >= t.minLevel) ?? LEVEL_TITLES[LEVEL_TITLES.length - 1]!).title
}

export type PlayerLevel = {
  level: number
  title: LevelTitle
  totalXp: number
  /** XP gathered inside the current level (player_levels.current_xp); past the top level, the surplus. */
  currentXp: number
  /** XP the next level costs in all; null at the top level. */
  nextLevelCost: number | null
  /** XP still missing for the next level; 0 at the top level. */
  xpToNextLevel: number
  /** currentXp / nextLevelCost as a whole percent, rounded down so 100 only shows at the top level. */
  progressPercent: number
}

/**
 * Level, title and progress from total XP (docs/features/training-and-progress.md): subtract successive level costs from the
 * total while it covers them. Negative, NaN or fractional totals count as their whole part ≥ 0.
 * @example playerLevel(0) // level 1 'Rookie', progress 0; playerLevel(250) // level 3, currentXp 0
 */
export function playerLevel(totalXp: number): PlayerLevel {
  const total = totalXp > 0 ? Math.floor(totalXp) : 0
  let remaining = Number.isFinite(total) ? BigInt(total) : null // null: Infinity, past every cost
  let level = 1
  for (const cost of COSTS) {
    if (remaining !== null) {
      if (remaining < cost) break
      remaining -= cost
    }
    level++
  }
  const cost = COSTS[level - 1]
  const currentXp = remaining === null ? Infinity : Number(remaining)
  return {
    level,
    title: levelTitle(level),
    totalXp: total,
    currentXp,
    nextLevelCost: cost === undefined ? null : Number(cost),
    xpToNextLevel: cost === undefined || remaining === null ? 0 : Number(cost - remaining),
    progressPercent: cost === undefined || remaining === null ? 100 : Number((remaining * 100n) / cost),
  }
}

/** The record a first read creates (docs/features/training-and-progress.md): level 1, 0 XP, Rookie. */
export const INITIAL_PLAYER_LEVEL: PlayerLevel = playerLevel(0)

/**
 * Adding a session's XP: the new level, and whether the player went up (for a level-up toast).
 * @example addXp(90, 20) // { level: 2, …, leveledUp: true }
 */
export function addXp(totalXp: number, earned: number): PlayerLevel & { leveledUp: boolean } {
  const before = playerLevel(totalXp)
  const after = playerLevel(before.totalXp + Math.max(0, Math.floor(earned)))
  return { ...after, leveledUp: after.level > before.level }
}
