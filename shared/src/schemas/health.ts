import * as z from 'zod/mini'

/**
 * `database` says whether a write would be saved now: 'ok', 'full' (no room left), 'read_only' (the
 * file or the connection refuses writes) or 'unavailable' (it cannot be used at all). Anything but
 * 'ok' answers 503 with status 'degraded', so a load balancer or uptime check sees it.
 */
export const DatabaseHealth = z.enum(['ok', 'full', 'read_only', 'unavailable'])
/**
 * `applied`: the newest migration the database has ('0024_client_error_reports'); `latest`: the
 * newest this release ships. They differ while a deploy migrates, or when a release runs on a
 * database another one migrated (then `applied` is drizzle's stamp, unknown to this release).
 */
export const MigrationHealth = z.object({ applied: z.nullable(z.string()), latest: z.nullable(z.string()) })
/**
 * An embedded replica's freshness: ms since it last pulled the primary's changes, and whether that
 * is too long (the primary unreachable): then health answers 503, as a replica that cannot reach
 * its primary can take no writes and serves ever older reads.
 */
export const ReplicaHealth = z.object({ lagMs: z.number(), behind: z.boolean() })
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: DatabaseHealth,
  version: z.string(),
  migration: MigrationHealth,
  replica: z.optional(ReplicaHealth),
})
export type HealthResponse = z.infer<typeof HealthResponse>

/** One mail as the development outbox shows it. */
export const OutboxMail = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() })
export const OutboxResponse = z.object({ mails: z.array(OutboxMail) })
export type OutboxMail = z.infer<typeof OutboxMail>
