import { describe, expect, test } from 'vitest'
import { NO_REPEAT_PLAYS, pickItems } from './item-selection.ts'

const ALL = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'] as const

/** A seeded generator, so each run tries the same sequence of shuffles. */
function seeded(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
}

describe('pickItems', () => {
  test('protects behaviour: no item repeats until every item has been played, then the history starts over', () => {
    const random = seeded(7)
    let history: string[] = []
    const seen: string[] = []
    for (let play = 0; play < 2; play++) {
      const { picked, history: next } = pickItems(ALL, history, 5, random)
      expect(new Set(picked).size).toBe(5)
      seen.push(...picked)
      history = next
    }
    expect(new Set(seen).size).toBe(10) // two plays, ten different items
    const third = pickItems(ALL, history, 5, random)
    // Only 2 unseen were left: both are played, 3 more fill the play, and the history restarts with these 5.
    expect(third.picked).toEqual(expect.arrayContaining(ALL.filter((id) => !seen.includes(id))))
    expect(new Set(third.picked).size).toBe(5)
    expect([...third.history].sort()).toEqual([...third.picked].sort())
  })

  test('protects behaviour: a play never has more items than exist, and ids not in the catalogue are ignored', () => {
    expect(pickItems(['x', 'y'], [], 5).picked.sort()).toEqual(['x', 'y'])
    expect(pickItems(['x', 'y', 'z'], ['gone'], 2).picked).toHaveLength(2)
  })
})

describe('pickItems with recent plays', () => {
  test('protects behaviour: items of the latest plays are never picked while the pool has enough others, even when the history starts over', () => {
    const pool = Array.from({ length: 30 }, (_, i) => `s-${i}`)
    for (let seed = 1; seed <= 50; seed++) {
      const random = seeded(seed)
      let history: string[] = []
      const plays: string[][] = []
      for (let play = 0; play < 20; play++) {
        const recent = plays.slice(-3).flat()
        const { picked, history: next } = pickItems(pool, history, 5, random, recent)
        expect(new Set(picked).size).toBe(5)
        expect(picked.filter((id) => recent.includes(id))).toEqual([])
        plays.push(picked)
        history = next
      }
    }
  })

  test('protects behaviour: a pool too small to avoid the recent items still fills the play', () => {
    const { picked } = pickItems(['a', 'b', 'c', 'd', 'e', 'f'], [], 5, Math.random, ['a', 'b', 'c'])
    expect(picked).toHaveLength(5)
    expect(picked).toEqual(expect.arrayContaining(['d', 'e', 'f']))
  })
})

describe('Soccer Trivia selection', () => {
  test("protects behaviour: a trivia play shares no question with the same player's last 5 plays, over many plays", () => {
    const pool = Array.from({ length: 200 }, (_, i) => `tq-${i}`)
    const keep = NO_REPEAT_PLAYS['soccer-trivia']!
    expect(keep).toBe(5)
    for (let seed = 1; seed <= 20; seed++) {
      const random = seeded(seed)
      let history: string[] = []
      const plays: string[][] = []
      // 60 plays of 8 go round the pool more than twice, so the history starts over several times.
      for (let play = 0; play < 60; play++) {
        const recent = plays.slice(-keep).flat()
        const { picked, history: next } = pickItems(pool, history, 8, random, recent)
        expect(new Set(picked).size).toBe(8)
        expect(picked.filter((id) => recent.includes(id))).toEqual([])
        plays.push(picked)
        history = next
      }
    }
  })
})
