import * as z from 'zod/mini'
import { PUSH_MESSAGES } from '../domain/messages/reminders.ts'

const base64url = (bytes: number, message: string) =>
  z.string({ error: message }).check(
    z.regex(/^[A-Za-z0-9_-]+={0,2}$/, message),
    // Unpadded base64url of `bytes` bytes (browsers send it so); padding tolerated.
    z.refine((v) => v.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3), message),
  )

/** POST /api/push/subscribe: what PushSubscription.toJSON() gives, less expirationTime. */
export const PushSubscribeRequest = z.strictObject({
  endpoint: z.string({ error: PUSH_MESSAGES.badEndpoint }).check(
    z.maxLength(1024, PUSH_MESSAGES.badEndpoint),
    z.refine((v) => v.startsWith('https://'), PUSH_MESSAGES.badEndpoint),
  ),
  keys: z.strictObject({
    // RFC 8291: the browser's uncompressed P-256 public key (65 bytes) and its 16-byte auth secret.
    p256dh: base64url(65, PUSH_MESSAGES.badKeys),
    auth: base64url(16, PUSH_MESSAGES.badKeys),
  }),
})
export type PushSubscribeRequest = z.infer<typeof PushSubscribeRequest>

/** POST /api/push/unsubscribe: this device's endpoint (only the caller's own row goes). */
export const PushUnsubscribeRequest = z.strictObject({
  endpoint: z.string({ error: PUSH_MESSAGES.badEndpoint }).check(z.minLength(1), z.maxLength(1024, PUSH_MESSAGES.badEndpoint)),
})
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequest>

/** GET /api/push/key: the key to subscribe with, and whether this account's devices may take pushes yet. */
export const PushKeyResponse = z.object({
  public_key: z.string(),
  /** A child under 13 whose family admin has not allowed push reminders. */
  needs_parent: z.boolean(),
})
export type PushKeyResponse = z.infer<typeof PushKeyResponse>
