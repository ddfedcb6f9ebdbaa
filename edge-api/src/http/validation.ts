import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import { config, locales, type z } from 'zod'
import { fieldErrors } from '@app/shared/schemas/error.ts'
import { AppError } from './app-error.ts'

// The shared schemas are zod/mini, which carries no messages of its own ("Invalid input"): the API
// names what is wrong in English wherever a schema gives no message of its own. Said here, next to
// the code that answers with those messages, not left to whichever module loads classic zod first.
config(locales.en())

export const VALIDATION_MESSAGE = 'Please check the highlighted fields'

/**
 * Validates one part of the request with a shared zod schema; a failure becomes 400 VALIDATION_FAILED
 * with `fields` (field path → messages) so forms can show each message next to its input.
 */
export function valid<Target extends keyof ValidationTargets, S extends z.core.$ZodType>(target: Target, schema: S) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new AppError('VALIDATION_FAILED', 400, VALIDATION_MESSAGE, fieldErrors(result.error.issues))
  })
}

/**
 * Validates path parameters (an id's shape). A malformed id cannot name anything, so it answers
 * exactly like an unknown one: 404 NOT_FOUND with the resource's message, and no query runs.
 */
export function validParams<S extends z.core.$ZodType>(schema: S, notFoundMessage: string) {
  return zValidator('param', schema, (result) => {
    if (!result.success) throw new AppError('NOT_FOUND', 404, notFoundMessage)
  })
}
