/**
 * How demo mode's stand-in for the API answers (demo-backend.ts): a status and a body shaped as the
 * edge API's, its error bodies included, and the route table's entry type.
 */
import type { ErrorCode } from '@app/shared/schemas/error-codes.ts'
import type { State } from '@app/shared/demo/demo-state.ts'

export type DemoAnswer = { status: number; body: unknown }

export const DEMO_MESSAGES = {
  notAvailable: 'This is not available in demo mode',
  timeZoneNotInDemo: "The sample account's time zone is this browser's: sign up to choose your own",
  gamesNotAvailable: 'Games are scored by the PitchPath server, so they are not available in demo mode',
} as const

export type Handler = (s: State, body: unknown, query: URLSearchParams, params: string[]) => DemoAnswer
/** One API call the demo answers; `open` routes answer without a signed-in sample player. */
export type Route = [method: string, pattern: RegExp, handler: Handler, open?: boolean]

export const ok = (body: unknown, status = 200): DemoAnswer => ({ status, body })
export const fail = (status: number, code: ErrorCode, message: string, fields?: Record<string, string[]>): DemoAnswer => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
})
export const notAvailable = (message: string = DEMO_MESSAGES.notAvailable) => fail(503, 'NOT_AVAILABLE', message)

/** The API's 400 answer for a zod failure: the first message per field. */
export function invalid(issues: { path: PropertyKey[]; message: string }[]): DemoAnswer {
  const fields: Record<string, string[]> = {}
  for (const issue of issues) (fields[String(issue.path[0] ?? 'body')] ??= []).push(issue.message)
  return fail(400, 'VALIDATION_FAILED', 'Please check the highlighted fields', fields)
}
