import { describe, expect, test } from 'vitest'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { allAccountFieldsFilled, checkAccount, initialAccountValues } from './account-values.ts'

const filled = {
  first_name: 'Rio',
  last_name: 'Playmaker',
  email: 'rio@example.com',
  password: 'kickoff-123',
  confirmPassword: 'kickoff-123',
  age: '14',
  parentEmail: 'parent@example.com',
}

describe('wizard account values', () => {
  test('protects behaviour: the style-screen age carries over only within the sign-up range 6 to 18', () => {
    expect(initialAccountValues(14).age).toBe('14')
    expect(initialAccountValues(25).age).toBe('')
  })

  test('protects behaviour: every field must be filled before Finish is enabled', () => {
    expect(allAccountFieldsFilled(filled)).toBe(true)
    expect(allAccountFieldsFilled({ ...filled, parentEmail: '  ' })).toBe(false)
  })

  test('protects behaviour: the auth screen rules and messages apply, and a player account is requested', () => {
    expect(checkAccount({ ...filled, confirmPassword: 'other-123' })).toEqual({
      ok: false,
      errors: { confirmPassword: [AUTH_MESSAGES.passwordsDoNotMatch] },
    })
    expect(checkAccount({ ...filled, password: 'abc', confirmPassword: 'abc' })).toMatchObject({
      ok: false,
      errors: { password: [AUTH_MESSAGES.passwordTooShort] },
    })
    const ok = checkAccount(filled)
    expect(ok).toMatchObject({
      ok: true,
      request: { accountType: 'player', age: 14, email: 'rio@example.com', parentEmail: 'parent@example.com' },
    })
    expect(ok.ok && 'confirmPassword' in ok.request).toBe(false)
  })
})
