/**
 * Codes a family sends (docs/features/family.md): an invitation code of 8 characters from an alphabet without the
 * look-alikes I, O, 0 and 1, and a child link code of 6 digits (100000-999999). Both come from the
 * platform's cryptographic random source, never Math.random: a guessable code would let a stranger
 * into a child's family.
 */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const INVITE_CODE_LENGTH = 8
export const LINK_CODE_MIN = 100_000
export const LINK_CODE_MAX = 999_999

type RandomSource = (bytes: Uint8Array) => Uint8Array

const cryptoRandom: RandomSource = (bytes) => crypto.getRandomValues(bytes)

/** A uniform integer in [0, bound) by rejection sampling (no modulo bias). */
function randomBelow(bound: number, random: RandomSource): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound
  const word = new Uint32Array(1)
  for (;;) {
    random(new Uint8Array(word.buffer))
    if (word[0]! < limit) return word[0]! % bound
  }
}

export function newInviteCode(random: RandomSource = cryptoRandom): string {
  let code = ''
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[randomBelow(INVITE_CODE_ALPHABET.length, random)]
  return code
}

export function newLinkCode(random: RandomSource = cryptoRandom): string {
  return String(LINK_CODE_MIN + randomBelow(LINK_CODE_MAX - LINK_CODE_MIN + 1, random))
}

/** Entry is upper-cased and trimmed (docs/features/family.md); anything else is not an invitation code. */
export function normaliseInviteCode(input: string): string {
  return input.trim().toUpperCase()
}

export function isInviteCode(code: string): boolean {
  return code.length === INVITE_CODE_LENGTH && [...code].every((c) => INVITE_CODE_ALPHABET.includes(c))
}

/** Digits only, exactly 6, in range ('Please enter a valid 6-digit code'). */
export function isLinkCode(code: string): boolean {
  return /^[1-9]\d{5}$/.test(code)
}
