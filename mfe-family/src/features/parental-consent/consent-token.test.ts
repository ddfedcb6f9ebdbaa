import { describe, expect, it } from 'vitest'
import { consentTokenFrom } from './consent-token.ts'

describe('consentTokenFrom', () => {
  it('reads the token from the URL hash and refuses anything that is not one', () => {
    const token = 'a'.repeat(43)
    expect(consentTokenFrom(`#token=${token}`)).toBe(token)
    expect(consentTokenFrom('')).toBeNull()
    expect(consentTokenFrom('#token=short')).toBeNull()
    expect(consentTokenFrom(`#token=${'a'.repeat(40)}<script>`)).toBeNull()
  })
})
