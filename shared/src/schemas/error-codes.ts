/**
 * Stable error codes: clients branch on these, never on the message. Add codes; never rename.
 * Plain data without zod, so the API client can check an error answer without loading zod on a
 * page's first load (the shell's size budget).
 */
export const ERROR_CODES = [
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
  // A tier limit (free: 2 active goals); the message says which and what to do.
  'PLAN_LIMIT_REACHED',
  // A reported game result no real play can produce (Reaction Master's plausibility check).
  'IMPLAUSIBLE_RESULT',
  'NOT_AVAILABLE',
  // A player under 13 whose parent has not approved the account yet (sign-up and sign-in).
  'CONSENT_REQUIRED',
  // The account has two-step sign-in on: sign-in, or this change, needs a code from the app.
  'SECOND_FACTOR_REQUIRED',
  // A body that is not JSON where a route reads JSON (415).
  'UNSUPPORTED_MEDIA_TYPE',
  // The database cannot take writes (disk full, read-only): 503, nothing was changed.
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
  // Never sent by the API: the client's own code for a request that got no answer (no connection).
  'OFFLINE',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export type ApiError = { code: ErrorCode; message: string; fields?: Record<string, string[]> }

/** The same check as the ApiErrorBody zod schema, by hand (a test keeps the two in step). */
export function readApiError(body: unknown): ApiError | null {
  const error = (body as { error?: unknown } | null)?.error as Record<string, unknown> | undefined
  if (!error || typeof error !== 'object') return null
  const { code, message, fields } = error
  if (!(ERROR_CODES as readonly unknown[]).includes(code) || typeof message !== 'string') return null
  if (fields === undefined) return { code: code as ErrorCode, message }
  if (typeof fields !== 'object' || fields === null) return null
  for (const messages of Object.values(fields)) {
    if (!Array.isArray(messages) || !messages.every((m) => typeof m === 'string')) return null
  }
  return { code: code as ErrorCode, message, fields: fields as Record<string, string[]> }
}
