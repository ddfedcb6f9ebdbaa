import * as z from 'zod/mini'

export const HealthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() })
export type HealthResponse = z.infer<typeof HealthResponse>

/** One mail as the development outbox shows it. */
export const OutboxMail = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() })
export const OutboxResponse = z.object({ mails: z.array(OutboxMail) })
export type OutboxMail = z.infer<typeof OutboxMail>
