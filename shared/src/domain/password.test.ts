import { describe, expect, test } from 'vitest'
import { readRecoveryToken, resetLink } from './password.ts'

describe('password reset links', () => {
  test('protects behaviour: a mailed reset link carries the recovery marker and the token in its hash', () => {
    const link = resetLink('http://localhost:3000', 'abc_DEF-123')
    const url = new URL(link)
    expect(url.pathname).toBe('/app/reset-password')
    expect(readRecoveryToken(url.hash)).toBe('abc_DEF-123')
  })

  test('protects behaviour: a link without the recovery marker or token is not accepted', () => {
    expect(readRecoveryToken('')).toBeNull()
    expect(readRecoveryToken('#token=abc')).toBeNull()
    expect(readRecoveryToken('#type=recovery')).toBeNull()
    expect(readRecoveryToken('#type=signup&token=abc')).toBeNull()
  })
})
