import * as z from 'zod/mini'
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS, CLIENT_ERROR_SOURCES, CLIENT_ERROR_VERSION } from '../domain/client-errors.ts'
import { CLIENT_ERROR_MESSAGES } from '../domain/messages/client-errors.ts'
import { noControlCharacters } from './text.ts'

// Browsers' error reports and the operators' counts of them (docs/features/platform.md, "Errors
// from browsers"). Nothing here names a person: no account, no address, no page URL.

const Source = z.enum(CLIENT_ERROR_SOURCES, { error: CLIENT_ERROR_MESSAGES.unknownSource })
const Version = z.string({ error: CLIENT_ERROR_MESSAGES.badVersion }).check(z.regex(CLIENT_ERROR_VERSION, CLIENT_ERROR_MESSAGES.badVersion))
const Kind = z.enum(CLIENT_ERROR_KINDS, { error: CLIENT_ERROR_MESSAGES.badKind })

/** POST /api/client-errors: one uncaught error or failed load, sent by the shell's reporter. */
export const ClientErrorReport = z.strictObject({
  remote: Source,
  version: Version,
  kind: Kind,
  message: z
    .string({ error: CLIENT_ERROR_MESSAGES.messageRequired })
    .check(
      z.minLength(1, CLIENT_ERROR_MESSAGES.messageRequired),
      z.maxLength(CLIENT_ERROR_LIMITS.messageChars, CLIENT_ERROR_MESSAGES.messageRequired),
      noControlCharacters('Message', { multiLine: true }),
    ),
  stack: z.optional(
    z
      .string({ error: CLIENT_ERROR_MESSAGES.stackTooLong })
      .check(
        z.maxLength(CLIENT_ERROR_LIMITS.stackChars, CLIENT_ERROR_MESSAGES.stackTooLong),
        noControlCharacters('Stack', { multiLine: true }),
      ),
  ),
})
export type ClientErrorReport = z.infer<typeof ClientErrorReport>

/** The answer to a report: counted (possibly into an identical one already kept). */
export const ClientErrorAccepted = z.object({ counted: z.literal(true) })

const EpochMs = z.coerce
  .number({ error: 'A time in epoch milliseconds' })
  .check(z.int('A time in epoch milliseconds'), z.gte(0, 'A time in epoch milliseconds'))

/** GET /api/ops/client-errors: counts in windows starting at or after `since` (and before `until`). */
export const ClientErrorCountsQuery = z.strictObject({
  since: EpochMs,
  until: z.optional(EpochMs),
  remote: z.optional(Source),
  version: z.optional(Version),
})
export type ClientErrorCountsQuery = z.input<typeof ClientErrorCountsQuery>

/** One remote version's reports of one kind over the asked period. */
export const ClientErrorCount = z.object({
  remote: Source,
  version: z.string(),
  kind: Kind,
  count: z.number(),
  /** Different errors (fingerprints) among them. */
  distinct: z.number(),
  first_seen: z.number(),
  last_seen: z.number(),
  /** The most reported error's scrubbed message. */
  top_message: z.string(),
})
export type ClientErrorCount = z.infer<typeof ClientErrorCount>

export const ClientErrorCounts = z.object({
  /** The start of the first window counted (since, rounded down to a window). */
  since: z.number(),
  until: z.nullable(z.number()),
  /** Reports are counted in windows of this length: the finest period one can compare. */
  window_ms: z.number(),
  counts: z.array(ClientErrorCount),
})
export type ClientErrorCounts = z.infer<typeof ClientErrorCounts>
