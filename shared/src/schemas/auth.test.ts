import { describe, expect, test } from 'vitest'
import { fieldErrors } from './error.ts'
import { NewPasswordForm, SignUpForm, SignUpRequest } from './auth.ts'

const player = {
  email: 'Maya@Example.com ',
  password: 'secret1',
  confirmPassword: 'secret1',
  first_name: 'Maya',
  last_name: 'Lopez',
  accountType: 'player' as const,
  age: 14,
  parentEmail: 'parent@example.com',
}

function errorsOf(result: { success: boolean; error?: { issues: readonly never[] } | unknown }) {
  if (result.success) return {}
  return fieldErrors((result as { error: { issues: never[] } }).error.issues)
}

describe('sign-up validation', () => {
  test('protects behaviour: a complete player sign-up passes and the email is normalised', () => {
    const parsed = SignUpForm.parse(player)
    expect(parsed.email).toBe('maya@example.com')
  })

  test("protects behaviour: mismatched passwords say exactly 'Passwords do not match'", () => {
    expect(errorsOf(SignUpForm.safeParse({ ...player, confirmPassword: 'other1' }))).toEqual({
      confirmPassword: ['Passwords do not match'],
    })
  })

  test("protects behaviour: a password under 6 characters says 'Password must be at least 6 characters long'", () => {
    const errors = errorsOf(SignUpRequest.safeParse({ ...player, password: '12345' }))
    expect(errors.password).toEqual(['Password must be at least 6 characters long'])
  })

  test('protects behaviour: players need an age between 6 and 18 and a parent email; parents need neither', () => {
    expect(Object.keys(errorsOf(SignUpRequest.safeParse({ ...player, age: 5 })))).toEqual(['age'])
    expect(Object.keys(errorsOf(SignUpRequest.safeParse({ ...player, age: 19 })))).toEqual(['age'])
    expect(Object.keys(errorsOf(SignUpRequest.safeParse({ ...player, age: undefined })))).toEqual(['age'])
    expect(Object.keys(errorsOf(SignUpRequest.safeParse({ ...player, parentEmail: '' })))).toEqual(['parentEmail'])
    const parent = { ...player, accountType: 'parent' as const, age: undefined, parentEmail: undefined }
    expect(SignUpRequest.safeParse(parent).success).toBe(true)
  })

  test('protects behaviour: first name, last name and email are required', () => {
    const errors = errorsOf(SignUpRequest.safeParse({ ...player, first_name: ' ', last_name: '', email: '' }))
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name', 'last_name'])
    expect(errors.email).toEqual(['Please enter your email address'])
  })

  test('protects behaviour: the new-password form needs 6 characters and a matching confirmation', () => {
    expect(NewPasswordForm.safeParse({ password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true)
    expect(errorsOf(NewPasswordForm.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg' }))).toEqual({
      confirmPassword: ['Passwords do not match'],
    })
  })
})
