import * as z from 'zod/mini'
import { ERROR_CODES } from './error-codes.ts'

export { ERROR_CODES } from './error-codes.ts'

/** Stable error codes (the list lives in error-codes.ts, zod-free). */
export const ErrorCode = z.enum(ERROR_CODES)
export type ErrorCode = z.infer<typeof ErrorCode>

/** The one error shape every API error answers with; `fields` maps a field path to its messages. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.array(z.string()))),
  }),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBody>
export type ApiError = ApiErrorBody['error']

/** Turns zod issues into the `fields` map: one entry per field path ('' for the whole object). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.')
    ;(fields[key] ??= []).push(issue.message)
  }
  return fields
}
