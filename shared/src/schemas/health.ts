import * as z from 'zod/mini'

/**
 * `database` says whether a write would be saved now: 'ok', 'full' (no room left), 'read_only' (the
 * file or the connection refuses writes) or 'unavailable' (it cannot be used at all). Anything but
 * 'ok' answers 503 with status 'degraded', so a load balancer or uptime check sees it.
 */
export const DatabaseHealth = z.enum(['ok', 'full', 'read_only', 'unavailable'])
export const HealthResponse = z.object({ status: z.enum(['ok', 'degraded']), database: DatabaseHealth, version: z.string() })
export type HealthResponse = z.infer<typeof HealthResponse>

/** One mail as the development outbox shows it. */
export const OutboxMail = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() })
export const OutboxResponse = z.object({ mails: z.array(OutboxMail) })
export type OutboxMail = z.infer<typeof OutboxMail>
