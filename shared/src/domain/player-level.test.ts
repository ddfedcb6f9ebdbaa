import { describe, expect, test } from 'vitest'
import { addXp, INITIAL_PLAYER_LEVEL, levelCost, levelTitle, MAX_PLAYER_LEVEL, playerLevel } from './player-level.ts'

// Independent of the module: the total XP at which each level starts, summed from the level cost
// floor(100 × 1.5^(n-1)) (docs/features/training-and-progress.md) in exact integers (3^k / 2^k).
function startOf(level: number): bigint {
  let total = 0n
  for (let n = 1; n < level; n++) total += (100n * 3n ** BigInt(n - 1)) / 2n ** BigInt(n - 1)
  return total
}

describe('levelCost', () => {
  test('protects behaviour: leaving level n costs floor(100 × 1.5^(n-1))', () => {
    expect([1, 2, 3, 4, 5, 6].map(levelCost)).toEqual([100, 150, 225, 337, 506, 759])
    expect(levelCost(10)).toBe(Math.floor(100 * 1.5 ** 9)) // 3844, exact in a double
  })

  test('protects behaviour: every cost is the exact floor of the formula, also where 1.5^(n-1) is no longer exact in floating point', () => {
    for (let n = 1; n < MAX_PLAYER_LEVEL; n++) {
      const exact = (100n * 3n ** BigInt(n - 1)) / 2n ** BigInt(n - 1)
      if (exact > BigInt(Number.MAX_SAFE_INTEGER)) break
      expect(levelCost(n), `level ${n}`).toBe(Number(exact))
    }
  })

  test('protects behaviour: there is no cost beyond the top level', () => {
    expect(levelCost(MAX_PLAYER_LEVEL)).toBeNull()
    expect(levelCost(0)).toBeNull()
  })
})

describe('playerLevel', () => {
  test('protects behaviour: a new player is level 1, 0 XP, Rookie', () => {
    expect(INITIAL_PLAYER_LEVEL).toMatchObject({
      level: 1,
      title: 'Rookie',
      totalXp: 0,
      currentXp: 0,
      nextLevelCost: 100,
      progressPercent: 0,
    })
  })

  test('protects behaviour: levels 2 and 10 start exactly at the summed costs, not one XP earlier', () => {
    for (const level of [2, 3, 10]) {
      const start = Number(startOf(level))
      expect(playerLevel(start - 1).level, `just below ${level}`).toBe(level - 1)
      expect(playerLevel(start).level, `at ${level}`).toBe(level)
      expect(playerLevel(start).currentXp).toBe(0)
    }
    expect(Number(startOf(2))).toBe(100)
    expect(Number(startOf(10))).toBe(7486) // 100+150+225+337+506+759+1139+1708+2562
  })

  test('protects behaviour: XP inside a level is the total minus the costs already paid', () => {
    expect(playerLevel(99)).toMatchObject({ level: 1, currentXp: 99, nextLevelCost: 100, xpToNextLevel: 1 })
    expect(playerLevel(175)).toMatchObject({ level: 2, currentXp: 75, nextLevelCost: 150, xpToNextLevel: 75 })
  })

  test('protects behaviour: progress is current XP over the next level cost, rounded down, 0 to 100', () => {
    expect(playerLevel(0).progressPercent).toBe(0)
    expect(playerLevel(50).progressPercent).toBe(50)
    expect(playerLevel(99).progressPercent).toBe(99) // not rounded up to a full bar
    expect(playerLevel(100).progressPercent).toBe(0)
    expect(playerLevel(175).progressPercent).toBe(50)
    expect(playerLevel(100 + 149).progressPercent).toBe(99)
    expect(playerLevel(101).progressPercent).toBe(0) // 1/150 is 0.67%: rounded down
    expect(playerLevel(250 + 224).progressPercent).toBe(99) // 224/225 is 99.6%: never a full bar before the level
  })

  test('protects behaviour: level 100 (Legend) starts exactly at the summed costs, and the ladder stops there', () => {
    const start = startOf(100)
    // Totals this large are doubles spaced 8192 apart; step far enough to land on each side.
    const below = Number(start - 16_384n)
    const above = Number(start + 16_384n)
    expect(BigInt(below) < start && BigInt(above) >= start).toBe(true)
    expect(playerLevel(below)).toMatchObject({ level: 99, title: 'Champion' })
    expect(playerLevel(above)).toMatchObject({ level: 100, title: 'Legend', nextLevelCost: null, xpToNextLevel: 0, progressPercent: 100 })
  })

  test('protects behaviour: huge or infinite totals stop at the top level instead of looping', () => {
    expect(playerLevel(Number.MAX_VALUE).level).toBe(MAX_PLAYER_LEVEL)
    expect(playerLevel(Infinity)).toMatchObject({ level: MAX_PLAYER_LEVEL, title: 'Legend', progressPercent: 100 })
  })

  test('protects behaviour: negative, NaN and fractional totals are read as whole XP from 0', () => {
    expect(playerLevel(-50)).toMatchObject({ level: 1, totalXp: 0, currentXp: 0 })
    expect(playerLevel(Number.NaN)).toMatchObject({ level: 1, totalXp: 0 })
    expect(playerLevel(99.9)).toMatchObject({ level: 1, currentXp: 99 })
  })

  test('protects behaviour: the title is the one for the level reached, across each boundary', () => {
    for (const [level, title] of [
      [10, 'Aspiring Player'],
      [20, 'Rising Star'],
      [30, 'Skilled Athlete'],
    ] as const) {
      const start = Number(startOf(level))
      expect(playerLevel(start - 1).title).not.toBe(title)
      expect(playerLevel(start).title).toBe(title)
    }
  })
})

describe('levelTitle', () => {
  test('protects behaviour: titles change at their minimum levels', () => {
    const table: [number, string][] = [
      [1, 'Rookie'],
      [9, 'Rookie'],
      [10, 'Aspiring Player'],
      [19, 'Aspiring Player'],
      [20, 'Rising Star'],
      [30, 'Skilled Athlete'],
      [40, 'Determined Competitor'],
      [50, 'Advanced Player'],
      [60, 'Expert Performer'],
      [70, 'Elite Player'],
      [80, 'Master'],
      [89, 'Master'],
      [90, 'Champion'],
      [99, 'Champion'],
      [100, 'Legend'],
    ]
    for (const [level, title] of table) expect(levelTitle(level), `level ${level}`).toBe(title)
  })
})

describe('addXp', () => {
  test('protects behaviour: a session that crosses a level boundary is reported as a level-up', () => {
    expect(addXp(90, 20)).toMatchObject({ totalXp: 110, level: 2, currentXp: 10, leveledUp: true })
    expect(addXp(0, 99)).toMatchObject({ level: 1, leveledUp: false })
  })
})
