import { describe, expect, test } from 'vitest'
import { AGE_GROUPS } from '../age-group.ts'
import { checkReactionResult, REACTION_ROUNDS, roundSeconds } from './reaction-round.ts'
import { reactionFeedback, reactionModeLabel, scoreColour } from './score-feedback.ts'

describe('Reaction Master rounds', () => {
  test('protects behaviour: every round lasts about 60-90 s and is worth up to 30 points (the hub says 10-30)', () => {
    for (const age of AGE_GROUPS) {
      expect(roundSeconds(REACTION_ROUNDS[age])).toBeGreaterThanOrEqual(55)
      expect(roundSeconds(REACTION_ROUNDS[age])).toBeLessThanOrEqual(90)
      expect(REACTION_ROUNDS[age].targets).toBe(30)
    }
    expect(REACTION_ROUNDS['8-12'].sizePx).toBeGreaterThan(REACTION_ROUNDS['18+'].sizePx)
  })

  test('protects behaviour: a reported result is refused when it beats the round, claims another maximum or came too fast', () => {
    const full = roundSeconds(REACTION_ROUNDS['13-17'])
    expect(checkReactionResult('13-17', { score: 20, maxScore: 30 }, full)).toBeNull()
    expect(checkReactionResult('13-17', { score: 31, maxScore: 30 }, full)).toBe('SCORE_OUT_OF_RANGE')
    expect(checkReactionResult('13-17', { score: 40, maxScore: 40 }, full)).toBe('WRONG_MAX_SCORE')
    expect(checkReactionResult('13-17', { score: 10, maxScore: 30 }, full * 0.5)).toBe('TOO_FAST')
    expect(checkReactionResult('13-17', { score: 10, maxScore: 30 }, 31 * 60)).toBe('TOO_LATE')
  })

  test('protects behaviour: labels and feedback follow the age group and the 80/60 thresholds', () => {
    expect(reactionModeLabel('8-12')).toBe('Young Players Mode')
    expect(reactionModeLabel('13-17')).toBe('Teen Players Mode')
    expect(reactionModeLabel('18+')).toBe('Adult/Pro Level Mode')
    expect(reactionFeedback(80, '8-12')).not.toBe(reactionFeedback(79, '8-12'))
    expect(reactionFeedback(60, '18+')).not.toBe(reactionFeedback(59, '18+'))
    expect(reactionFeedback(90, '8-12')).not.toBe(reactionFeedback(90, '13-17'))
    expect([scoreColour(80), scoreColour(79), scoreColour(60), scoreColour(59)]).toEqual(['green', 'yellow', 'yellow', 'red'])
  })
})
