import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'
import { fieldErrors } from '@app/shared/schemas/error.ts'
import { AppError } from './app-error.ts'

export const VALIDATION_MESSAGE = 'Please check the highlighted fields'

/**
 * Validates one part of the request with a shared zod schema; a failure becomes 400 VALIDATION_FAILED
 * with `fields` (field path → messages) so forms can show each message next to its input.
 */
export function valid<Target extends keyof ValidationTargets, S extends z.ZodType>(target: Target, schema: S) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new AppError('VALIDATION_FAILED', 400, VALIDATION_MESSAGE, fieldErrors(result.error.issues))
  })
}

/**
 * Validates path parameters (an id's shape). A malformed id cannot name anything, so it answers
 * exactly like an unknown one: 404 NOT_FOUND with the resource's message, and no query runs.
 */
export function validParams<S extends z.ZodType>(schema: S, notFoundMessage: string) {
  return zValidator('param', schema, (result) => {
    if (!result.success) throw new AppError('NOT_FOUND', 404, notFoundMessage)
  })
}
