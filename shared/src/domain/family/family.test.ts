import { describe, expect, it } from 'vitest'
import { defaultLinkMessage, FAMILY_CODE_VALID_MS, invitedPermission, isOpenLinkRequest, storedRelationship } from './family.ts'
import { needsParentalConsent } from './parental-consent.ts'

const NOW = Date.parse('2026-11-22T12:00:00Z')

describe('family rules', () => {
  it('keeps a link request open while pending or verified and unexpired, for 7 days', () => {
    const expiresAt = NOW + FAMILY_CODE_VALID_MS
    expect(FAMILY_CODE_VALID_MS).toBe(7 * 24 * 60 * 60 * 1000)
    expect(isOpenLinkRequest({ status: 'pending', expiresAt }, NOW)).toBe(true)
    expect(isOpenLinkRequest({ status: 'verified', expiresAt }, expiresAt - 1)).toBe(true)
    expect(isOpenLinkRequest({ status: 'verified', expiresAt }, expiresAt)).toBe(false)
    for (const status of ['accepted', 'rejected', 'revoked'] as const) expect(isOpenLinkRequest({ status, expiresAt }, NOW)).toBe(false)
  })

  it('stores guardian as parent with full access, and a child invitee with view only', () => {
    expect([storedRelationship('guardian'), invitedPermission(storedRelationship('guardian'))]).toEqual(['parent', 'full_access'])
    expect([storedRelationship('child'), invitedPermission(storedRelationship('child'))]).toEqual(['child', 'view_only'])
  })

  it("writes the default link message with the family's name", () => {
    expect(defaultLinkMessage('Lopez Family')).toBe("I'd like to add you to our family account: Lopez Family")
  })

  it('asks a parent to approve players under 13 only', () => {
    expect(needsParentalConsent('player', 12)).toBe(true)
    expect(needsParentalConsent('player', 13)).toBe(false)
    expect(needsParentalConsent('parent', null)).toBe(false)
  })
})
