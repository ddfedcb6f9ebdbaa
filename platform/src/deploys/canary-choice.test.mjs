// @ts-check
import { describe, expect, it } from 'vitest'
import { bucketOf, deviceCookie, inCanary, newDeviceKey, playerKeysOf } from './canary-choice.mjs'

const keys = Array.from({ length: 4000 }, (_, i) => `player-key-${String(i).padStart(6, '0')}`)

describe('canary choice', () => {
  it('protects behaviour: the same player gets the same answer every time', () => {
    const key = newDeviceKey()
    const first = bucketOf('mfe-games', key)
    expect(first).toBeGreaterThanOrEqual(0)
    expect(first).toBeLessThan(100)
    for (let i = 0; i < 5; i++) expect(bucketOf('mfe-games', key)).toBe(first)
    expect(inCanary('mfe-games', key, first + 1)).toBe(true)
    expect(inCanary('mfe-games', key, first)).toBe(false)
  })

  it('protects behaviour: a player inside a canary stays inside when its share grows', () => {
    for (const key of keys.slice(0, 500)) {
      const shares = [1, 5, 10, 25, 50, 75, 99].map((share) => inCanary('mfe-games', key, share))
      // Once inside, inside at every larger share.
      expect(shares.indexOf(true) === -1 || shares.slice(shares.indexOf(true)).every(Boolean)).toBe(true)
    }
  })

  it('protects behaviour: a canary serves roughly its share of players, and each remote its own players', () => {
    for (const share of [10, 50]) {
      const inside = keys.filter((key) => inCanary('mfe-games', key, share)).length / keys.length
      expect(Math.abs(inside - share / 100)).toBeLessThan(0.03)
    }
    const games = keys.filter((key) => inCanary('mfe-games', key, 10))
    const goals = new Set(keys.filter((key) => inCanary('mfe-goals', key, 10)))
    // Independent choices overlap about 10 % of 10 %, not wholly.
    expect(games.filter((key) => goals.has(key)).length / games.length).toBeLessThan(0.3)
  })

  it('protects behaviour: only key-shaped cookie values are read, and the visitor cookie is HttpOnly and SameSite=Lax', () => {
    const device = newDeviceKey()
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(playerKeysOf(`a=1; pp_visitor=${device}; pp_cohort=${'c'.repeat(43)}`)).toEqual({ cohort: 'c'.repeat(43), device })
    expect(playerKeysOf('pp_visitor=short; pp_cohort=<script>')).toEqual({ cohort: null, device: null })
    expect(playerKeysOf(undefined)).toEqual({ cohort: null, device: null })
    expect(deviceCookie(device, false)).toBe(`pp_visitor=${device}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`)
    expect(deviceCookie(device, true)).toMatch(/; Secure$/)
  })
})
