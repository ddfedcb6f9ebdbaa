/**
 * The simulated provider's card form (a simulated checkout): it checks a card the way a
 * real provider's library would and turns it into a token, so no card number is ever sent to us.
 * 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined by the "bank" (the server says so).
 */
export const SIMULATED_TOKENS = { ok: 'sim_tok_visa', declined: 'sim_tok_chargeDeclined' } as const
export const TEST_CARDS = { ok: '4242424242424242', declined: '4000000000000002' } as const

/** The provider's own words for a bad card field (as Stripe.js words them). */
export const CARD_ERRORS = {
  number: 'Your card number is invalid.',
  expiry: "Your card's expiration date is invalid.",
  expired: "Your card's expiration date is in the past.",
  cvc: "Your card's security code is invalid.",
} as const

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

export type CardInput = { number: string; expiry: string; cvc: string }

/** A token for a well-formed card, or the provider's message for the first bad field. `today` is 'YYYY-MM'. */
export function simulatedToken(card: CardInput, today: string): { token: string } | { error: string } {
  const digits = card.number.replace(/[\s-]/g, '')
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) return { error: CARD_ERRORS.number }
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim())
  const month = m ? Number(m[1]) : 0
  if (!m || month < 1 || month > 12) return { error: CARD_ERRORS.expiry }
  const expiry = `20${m[2]}-${m[1]}`
  if (expiry < today) return { error: CARD_ERRORS.expired }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { error: CARD_ERRORS.cvc }
  return { token: digits === TEST_CARDS.declined ? SIMULATED_TOKENS.declined : SIMULATED_TOKENS.ok }
}
