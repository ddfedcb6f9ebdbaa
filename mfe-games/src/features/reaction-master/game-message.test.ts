import { describe, expect, it } from 'vitest'
import { readGameComplete, readGameEvent } from './game-message.ts'

const frame = {} as Window
const other = {} as Window
const origin = 'http://localhost:3002'
const message = (data: unknown, from: Window = frame, fromOrigin = origin) => ({ data, source: from, origin: fromOrigin })

describe('readGameComplete', () => {
  it('accepts a gameComplete with whole-number score and maxScore from our own iframe and origin', () => {
    expect(readGameComplete(message({ type: 'gameComplete', score: 22, maxScore: 30 }), frame, origin)).toEqual({ score: 22, maxScore: 30 })
  })

  it('ignores the same message from another window or another origin', () => {
    expect(readGameComplete(message({ type: 'gameComplete', score: 30, maxScore: 30 }, other), frame, origin)).toBeNull()
    expect(
      readGameComplete(message({ type: 'gameComplete', score: 30, maxScore: 30 }, frame, 'http://evil.example'), frame, origin),
    ).toBeNull()
    expect(readGameComplete(message({ type: 'gameComplete', score: 30, maxScore: 30 }), null, origin)).toBeNull()
  })

  it('ignores other message types and impossible numbers', () => {
    for (const data of [
      { type: 'ready' },
      'gameComplete',
      null,
      { type: 'gameComplete', score: 31, maxScore: 30 },
      { type: 'gameComplete', score: -1, maxScore: 30 },
      { type: 'gameComplete', score: 1.5, maxScore: 30 },
      { type: 'gameComplete', score: 0, maxScore: 0 },
    ]) {
      expect(readGameComplete(message(data), frame, origin)).toBeNull()
    }
  })
})

describe('readGameEvent', () => {
  it('accepts the round start and whole-number target hits from our own iframe only', () => {
    expect(readGameEvent(message({ type: 'roundStart' }), frame, origin)).toEqual({ type: 'roundStart' })
    expect(readGameEvent(message({ type: 'targetHit', target: 4 }), frame, origin)).toEqual({ type: 'targetHit', target: 4 })
    expect(readGameEvent(message({ type: 'targetHit', target: 4 }, other), frame, origin)).toBeNull()
    for (const data of [
      { type: 'targetHit', target: -1 },
      { type: 'targetHit', target: 1.5 },
      { type: 'targetHit' },
      { type: 'gameComplete', score: 1, maxScore: 30 },
    ]) {
      expect(readGameEvent(message(data), frame, origin)).toBeNull()
    }
  })
})
