import * as z from 'zod/mini'
import { CLIENT_ERROR_VERSION, REMOTE_LOAD_SOURCES } from '../domain/client-errors.ts'
import { CLIENT_ERROR_MESSAGES } from '../domain/messages/client-errors.ts'

// Page loads per remote version, and the operators' read of loads beside errors
// (docs/features/platform.md, "Automatic rollback"). Like the error reports, nothing here names a
// person: no account, no address, no page URL.

const Remote = z.enum(REMOTE_LOAD_SOURCES as [string, ...string[]], { error: CLIENT_ERROR_MESSAGES.unknownRemote })
const Version = z.string({ error: CLIENT_ERROR_MESSAGES.badVersion }).check(z.regex(CLIENT_ERROR_VERSION, CLIENT_ERROR_MESSAGES.badVersion))

/** POST /api/remote-loads: a page loaded this remote's App in this version (once a remote a page). */
export const RemoteLoadReport = z.strictObject({ remote: Remote, version: Version })
export type RemoteLoadReport = z.infer<typeof RemoteLoadReport>

export const RemoteLoadAccepted = z.object({ counted: z.literal(true) })

const EpochMs = z.coerce
  .number({ error: 'A time in epoch milliseconds' })
  .check(z.int('A time in epoch milliseconds'), z.gte(0, 'A time in epoch milliseconds'))

/** GET /api/ops/remote-versions: loads and errors in windows starting at or after `since` (and before `until`). */
export const RemoteVersionsQuery = z.strictObject({
  since: EpochMs,
  until: z.optional(EpochMs),
  remote: z.optional(Remote),
})
export type RemoteVersionsQuery = z.input<typeof RemoteVersionsQuery>

/** One remote version over the asked period: what its error rate is made of. */
export const RemoteVersionCounts = z.object({
  remote: z.string(),
  version: z.string(),
  /** Pages that loaded the version's App. */
  loads: z.number(),
  /** Uncaught errors reported against it (each distinct one once a page). */
  errors: z.number(),
  /** Pages whose shell could not load its code. */
  load_failures: z.number(),
  /** The most reported error's scrubbed message, or null. */
  top_error: z.nullable(z.string()),
})
export type RemoteVersionCounts = z.infer<typeof RemoteVersionCounts>

export const RemoteVersions = z.object({
  /** The start of the first window counted (since, rounded down to a window). */
  since: z.number(),
  until: z.nullable(z.number()),
  window_ms: z.number(),
  versions: z.array(RemoteVersionCounts),
})
export type RemoteVersions = z.infer<typeof RemoteVersions>
