import { describe, expect, it } from 'vitest'
import { consentCoversUntil, consentGivenBy, isProtectedChild } from './parental-consent.ts'

const AT = Date.parse('2026-11-22T12:00:00Z')
const YEAR = 365 * 24 * 60 * 60 * 1000

describe('consentCoversUntil', () => {
  it('covers a child until 13 by the age recorded at consent, as if the birthday had just passed', () => {
    expect(consentCoversUntil(AT, { age: 10 })).toBe(Date.parse('2029-11-22T12:00:00Z'))
    expect(consentCoversUntil(AT, { age: 12 })).toBe(Date.parse('2027-11-22T12:00:00Z'))
  })

  it('covers until the end of the 13th birthday in UTC when the parent gave a birth date, never less than by age', () => {
    expect(consentCoversUntil(AT, { age: null, birthDate: '2016-03-04' })).toBe(Date.parse('2029-03-05T00:00:00Z'))
    expect(consentCoversUntil(AT, { age: 12, birthDate: '2013-12-01' })).toBe(Date.parse('2027-11-22T12:00:00Z'))
  })

  it('does not cover someone who was 13 or over at consent, and covers longest without an age', () => {
    expect(consentCoversUntil(AT, { age: 15 })).toBeLessThanOrEqual(AT)
    expect(consentCoversUntil(AT, { age: null })).toBeGreaterThan(AT + 12 * YEAR)
  })
})

describe('isProtectedChild', () => {
  const record = { consentStatus: 'approved' as const, approvedBy: 'sam', coveredUntil: AT + YEAR }

  it('needs an approved consent that still covers the child', () => {
    expect(isProtectedChild(record, AT)).toBe(true)
    expect(isProtectedChild(record, AT + YEAR)).toBe(false)
    expect(isProtectedChild({ ...record, consentStatus: 'not_required' }, AT)).toBe(false)
    expect(isProtectedChild({ ...record, coveredUntil: null }, AT)).toBe(false)
    expect(isProtectedChild(null, AT)).toBe(false)
  })

  it('names the parent who gave the consent, and only while it covers the child', () => {
    expect(consentGivenBy(record, 'sam', AT)).toBe(true)
    expect(consentGivenBy(record, 'someone-else', AT)).toBe(false)
    expect(consentGivenBy(record, 'sam', AT + 2 * YEAR)).toBe(false)
  })
})
