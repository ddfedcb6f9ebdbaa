import { describe, expect, it } from 'vitest'
import { INVITE_CODE_ALPHABET, isInviteCode, isLinkCode, newInviteCode, newLinkCode, normaliseInviteCode } from './family-codes.ts'

describe('family codes', () => {
  it('invite codes are 8 characters from the alphabet without I, O, 0 or 1', () => {
    expect(INVITE_CODE_ALPHABET).toHaveLength(32)
    for (const c of 'IO01') expect(INVITE_CODE_ALPHABET).not.toContain(c)
    for (let i = 0; i < 200; i++) {
      const code = newInviteCode()
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
      expect(isInviteCode(code)).toBe(true)
    }
  })

  it('link codes are 6 digits from 100000 to 999999, including both ends', () => {
    const zeros = (bytes: Uint8Array) => bytes.fill(0)
    expect(newLinkCode(zeros)).toBe('100000')
    // The largest accepted word maps to the top of the range.
    const top = (bytes: Uint8Array) => {
      new DataView(bytes.buffer).setUint32(0, 899_999, true)
      return bytes
    }
    expect(newLinkCode(top)).toBe('999999')
    for (let i = 0; i < 200; i++) expect(isLinkCode(newLinkCode())).toBe(true)
  })

  it('entry is trimmed and upper-cased, and only well-formed codes pass', () => {
    expect(normaliseInviteCode('  abcd2345 ')).toBe('ABCD2345')
    expect(isInviteCode('ABCD2345')).toBe(true)
    expect(isInviteCode('ABCD234')).toBe(false)
    expect(isInviteCode('ABCD234O')).toBe(false)
    expect(isLinkCode('123456')).toBe(true)
    for (const bad of ['12345', '1234567', '012345', '12a456', ' 123456']) expect(isLinkCode(bad)).toBe(false)
  })
})
