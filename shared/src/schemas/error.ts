import { z } from 'zod'

/** Stable error codes: clients branch on these, never on the message. Add codes; never rename. */
export const ErrorCode = z.enum([
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'FORBIDDEN_ORIGIN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INVALID_RESET_TOKEN',
  'PAYMENT_REQUIRED',
  'NOT_AVAILABLE',
  'INTERNAL',
])
export type ErrorCode = z.infer<typeof ErrorCode>

/** The one error shape every API error answers with; `fields` maps a field path to its messages. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
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
