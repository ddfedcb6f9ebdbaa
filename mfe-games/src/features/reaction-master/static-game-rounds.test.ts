import { describe, expect, it } from 'vitest'
import { REACTION_ROUNDS } from '@app/shared/domain/games/reaction-round.ts'
import { REACTION_ROUNDS as STATIC_ROUNDS, roundFor } from '../../../public/reaction_master/rounds.js'

describe('the static Reaction Master page rounds', () => {
  it('match the rounds the server checks results against, so a fair round is never refused', () => {
    expect(STATIC_ROUNDS).toEqual(REACTION_ROUNDS)
  })

  it('play the teen round for a missing or unknown age group rather than failing', () => {
    expect(roundFor(null)).toEqual(REACTION_ROUNDS['13-17'])
    expect(roundFor('toString')).toEqual(REACTION_ROUNDS['13-17'])
    expect(roundFor('8-12')).toEqual(REACTION_ROUNDS['8-12'])
  })
})
