import { describe, expect, it } from 'vitest'
import { readApiError } from './error-codes.ts'
import { ApiErrorBody } from './error.ts'

// The hand-written check the API client uses must accept exactly what the zod schema accepts.
const bodies: unknown[] = [
  { error: { code: 'VALIDATION_FAILED', message: 'Bad input', fields: { email: ['Please enter your email address'] } } },
  { error: { code: 'RATE_LIMITED', message: 'Too many attempts' } },
  { error: { code: 'NOT_A_CODE', message: 'x' } },
  { error: { code: 'INTERNAL' } },
  { error: { code: 'INTERNAL', message: 'x', fields: { email: 'not a list' } } },
  { error: { code: 'INTERNAL', message: 'x', fields: { email: [1] } } },
  { error: 'oops' },
  '<html>502 Bad Gateway</html>',
  null,
  undefined,
]

describe('readApiError', () => {
  it.each(bodies.map((b) => [JSON.stringify(b) ?? 'undefined', b]))('agrees with the ApiErrorBody schema on %s', (_, body) => {
    const parsed = ApiErrorBody.safeParse(body)
    expect(readApiError(body)).toEqual(parsed.success ? parsed.data.error : null)
  })
})
