import { buildPushPayload } from '@block65/webcrypto-web-push'
import type { VapidKeys } from '../../secrets/vapid-keys.ts'

/** What a reminder's notification shows, and the page it opens (a same-origin path). */
export type PushMessage = { title: string; body: string; url: string; tag: string }
/** A subscribed device (push_subscriptions' columns). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string }
/** 'gone': the push service no longer knows the endpoint (404/410), so it is dropped; 'failed': try another time. */
export type PushOutcome = 'delivered' | 'gone' | 'failed'

/** Sends one push message to one device. */
export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>
}

/** How long a push service keeps a reminder for a device that is offline: a day, the shortest reminder period. */
const TTL_SECONDS = 24 * 60 * 60
/** A push service answers at once; a stuck one must not hold the reminder run. */
const TIMEOUT_MS = 10_000

/**
 * The Web Push protocol over HTTP: the message encrypted for the device (RFC 8291, aes128gcm) and
 * signed with the server's VAPID key (RFC 8292) by @block65/webcrypto-web-push (WebCrypto, so it
 * runs on Deno as it is; docs/decisions/060-web-push-library.md), posted with fetch. `fetcher` is
 * fetch itself, or one that trusts the tests' own certificate authority.
 */
export class HttpPushSender implements PushSender {
  constructor(
    private readonly vapid: VapidKeys & { subject: string },
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    try {
      const request = await buildPushPayload(
        { data: message, options: { ttl: TTL_SECONDS, urgency: 'normal', topic: topicOf(message.tag) } },
        { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
        this.vapid,
      )
      const response = await this.fetcher(target.endpoint, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      await response.body?.cancel()
      if (response.status === 404 || response.status === 410) return 'gone'
      if (response.ok) return 'delivered'
      console.error(`[push] the push service answered ${response.status}`)
      return 'failed'
    } catch (err) {
      console.error('[push] a push message could not be sent', err)
      return 'failed'
    }
  }
}

/** RFC 8030 §5.4: a topic is at most 32 base64url characters; a newer message of the same topic replaces an undelivered one. */
const topicOf = (tag: string) => tag.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32)
