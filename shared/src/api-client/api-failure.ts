// The package specifier, not a relative path: Module Federation shares @app/shared/* by that name, so
// this is the same ApiRequestError class api.ts throws (a relative import would bundle a second copy
// into each remote and instanceof would fail).
import { ApiRequestError, OfflineError } from '@app/shared/api-client/api-request-error.ts'

/**
 * The server's message when it sent one (it names what went wrong), "You're offline: this needs a
 * connection" when there was no answer for lack of one, else the screen's fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof OfflineError) return error.message
  return error instanceof ApiRequestError && error.status !== 0 && error.message ? error.message : fallback
}

export function failureStatus(error: unknown): number | null {
  return error instanceof ApiRequestError ? error.status : null
}

export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  return error instanceof ApiRequestError ? error.fields : {}
}
