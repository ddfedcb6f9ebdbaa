import { describe, expect, test } from 'vitest'
import { AGE_GROUPS } from '../age-group.ts'
import { checkReactionResult, HIT_GRACE_MS, hitFits, REACTION_ROUNDS, roundSeconds } from './reaction-round.ts'
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

  test('protects behaviour: a reported result is refused when it beats the round or the hits the server timed, claims another maximum, or came too soon or too late', () => {
    const full = roundSeconds(REACTION_ROUNDS['13-17'])
    const timed = (roundSecs: number | null, hits = 20) => ({ hits, roundSeconds: roundSecs })
    expect(checkReactionResult('13-17', { score: 20, maxScore: 30 }, timed(full))).toBeNull()
    expect(checkReactionResult('13-17', { score: 31, maxScore: 30 }, timed(full))).toBe('SCORE_OUT_OF_RANGE')
    expect(checkReactionResult('13-17', { score: 40, maxScore: 40 }, timed(full))).toBe('WRONG_MAX_SCORE')
    expect(checkReactionResult('13-17', { score: 10, maxScore: 30 }, timed(full * 0.5))).toBe('TOO_FAST')
    expect(checkReactionResult('13-17', { score: 10, maxScore: 30 }, timed(full + 61))).toBe('TOO_LATE')
    expect(checkReactionResult('13-17', { score: 30, maxScore: 30 }, timed(full, 0))).toBe('HITS_NOT_RECORDED')
    expect(checkReactionResult('13-17', { score: 30, maxScore: 30 }, timed(null, 30))).toBe('ROUND_NOT_STARTED')
  })

  test('protects behaviour: a hit counts only while its target is on the pitch (after the reaction floor, before it vanished plus the network)', () => {
    const round = REACTION_ROUNDS['13-17']
    expect(hitFits(round, 0, 99)).toBe(false)
    expect(hitFits(round, 0, 100)).toBe(true)
    expect(hitFits(round, 1, 2200 + 50)).toBe(false)
    expect(hitFits(round, 1, 2200 + round.lifetimeMs + HIT_GRACE_MS)).toBe(true)
    expect(hitFits(round, 1, 2200 + round.lifetimeMs + HIT_GRACE_MS + 1)).toBe(false)
    expect(hitFits(round, 30, 999_999)).toBe(false)
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
