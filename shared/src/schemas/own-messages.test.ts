import { describe, expect, test } from 'vitest'
import type { core } from 'zod/mini'
import { DeleteAccountRequest, UpdateProfileRequest } from './auth.ts'
import { fieldErrors } from './error.ts'
import { CreateChildRequest } from './family.ts'

// The schemas are zod/mini, which has no wording of its own ("Invalid input"): a check a person can
// fail from a form must carry our message, or the browser would show zod's bare fallback.
const errorsOf = (result: { success: boolean; error?: { issues: readonly core.$ZodIssue[] } }) =>
  result.success ? {} : fieldErrors(result.error!.issues)

const child = { first_name: 'Sam', last_name: 'Lopez', email: 'sam@example.com', password: 'secret1', age: 10 }

describe('checks that name their own message', () => {
  test("protects behaviour: a child's name over 60 characters is refused in our words", () => {
    const long = 'a'.repeat(61)
    expect(errorsOf(CreateChildRequest.safeParse({ ...child, first_name: long, last_name: long }))).toEqual({
      first_name: ['First name is too long'],
      last_name: ['Last name is too long'],
    })
  })

  test("protects behaviour: a child's or a profile's age must be a whole number", () => {
    expect(errorsOf(CreateChildRequest.safeParse({ ...child, age: 10.5 }))).toEqual({ age: ['Age must be between 6 and 18'] })
    expect(errorsOf(UpdateProfileRequest.safeParse({ age: 14.5 }))).toEqual({ age: ['Age must be a whole number'] })
  })

  test('protects behaviour: a password over 128 characters at deletion is refused in our words', () => {
    expect(errorsOf(DeleteAccountRequest.safeParse({ password: 'p'.repeat(129) }))).toEqual({ password: ['Password is too long'] })
  })
})
