import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time.ts'

const NOW = Date.parse('2026-11-22T12:00:00Z')
const ago = (ms: number) => relativeTime(NOW - ms, NOW)
const MIN = 60_000

describe('relativeTime', () => {
  it('reads Just now under a minute, then minutes, hours and days up to 6 days, then the date', () => {
    expect(ago(0)).toBe('Just now')
    expect(ago(59_999)).toBe('Just now')
    expect(ago(MIN)).toBe('1m')
    expect(ago(59 * MIN + 59_999)).toBe('59m')
    expect(ago(60 * MIN)).toBe('1h')
    expect(ago(24 * 60 * MIN - 1)).toBe('23h')
    expect(ago(24 * 60 * MIN)).toBe('1d')
    expect(ago(7 * 24 * 60 * MIN - 1)).toBe('6d')
    expect(ago(7 * 24 * 60 * MIN)).toBe('Nov 15, 2026')
  })

  it('reads Just now for a time a little in the future', () => {
    expect(ago(-5_000)).toBe('Just now')
  })
})
