import { describe, expect, it } from 'vitest'
import { CARD_ERRORS, SIMULATED_TOKENS, simulatedToken } from './simulated-card.ts'

const card = (over: Partial<{ number: string; expiry: string; cvc: string }> = {}) => ({
  number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  ...over,
})

describe('simulatedToken', () => {
  it('tokenises the test card and marks the decline card, never passing the number on', () => {
    expect(simulatedToken(card(), '2026-11')).toEqual({ token: SIMULATED_TOKENS.ok })
    expect(simulatedToken(card({ number: '4000 0000 0000 0002' }), '2026-11')).toEqual({ token: SIMULATED_TOKENS.declined })
  })

  it("answers the provider's message for the first bad field", () => {
    expect(simulatedToken(card({ number: '4242 4242 4242 4241' }), '2026-11')).toEqual({ error: CARD_ERRORS.number })
    expect(simulatedToken(card({ expiry: '13/30' }), '2026-11')).toEqual({ error: CARD_ERRORS.expiry })
    expect(simulatedToken(card({ expiry: '10/26' }), '2026-11')).toEqual({ error: CARD_ERRORS.expired })
    expect(simulatedToken(card({ expiry: '11/26' }), '2026-11')).toEqual({ token: SIMULATED_TOKENS.ok }) // this month still works
    expect(simulatedToken(card({ cvc: '12' }), '2026-11')).toEqual({ error: CARD_ERRORS.cvc })
  })
})
