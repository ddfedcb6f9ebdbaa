import { describe, expect, it } from 'vitest'
import { isTooFast, READING_FLOOR, readingFloorMs } from './answer-timing.ts'

describe('reading floor', () => {
  it('grows with the text and stops at the cap', () => {
    expect(readingFloorMs('')).toBe(READING_FLOOR.baseMs)
    expect(readingFloorMs('x'.repeat(50))).toBe(900)
    expect(readingFloorMs('x'.repeat(5000))).toBe(READING_FLOOR.capMs)
  })

  it('an answer at 0 ms is too fast; one after the floor is not', () => {
    expect(isTooFast(0, 'Who won the 2022 World Cup?')).toBe(true)
    expect(isTooFast(readingFloorMs('Who won the 2022 World Cup?'), 'Who won the 2022 World Cup?')).toBe(false)
  })
})
