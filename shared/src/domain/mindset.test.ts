import { describe, expect, it } from 'vitest'
import { breathingStep } from './mindset.ts'

describe('breathingStep', () => {
  it('walks through breathe in, hold, breathe out, hold, four seconds each, counting down whole seconds', () => {
    expect(breathingStep(0)).toEqual({ done: false, round: 1, phase: 'Breathe in', phaseIndex: 0, secondsLeft: 4 })
    expect(breathingStep(3_999)).toEqual({ done: false, round: 1, phase: 'Breathe in', phaseIndex: 0, secondsLeft: 1 })
    expect(breathingStep(5_000)).toEqual({ done: false, round: 1, phase: 'Hold', phaseIndex: 1, secondsLeft: 3 })
    expect(breathingStep(8_000)).toMatchObject({ phase: 'Breathe out', phaseIndex: 2, secondsLeft: 4 })
    expect(breathingStep(12_500)).toMatchObject({ phase: 'Hold', phaseIndex: 3, round: 1 })
  })

  it('runs four rounds of 16 seconds, then is done', () => {
    expect(breathingStep(16_000)).toMatchObject({ round: 2, phase: 'Breathe in' })
    expect(breathingStep(63_999)).toMatchObject({ round: 4, phase: 'Hold', secondsLeft: 1 })
    expect(breathingStep(64_000)).toEqual({ done: true })
  })
})
