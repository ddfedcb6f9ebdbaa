import { and, asc, count, eq, ne } from 'drizzle-orm'
import { Hono } from 'hono'
import { PAID_FEATURES, tierAllows } from '@app/shared/domain/billing/tier-features.ts'
import { deviceLabel } from '@app/shared/domain/device-label.ts'
import { PUSH_MESSAGES } from '@app/shared/domain/messages/reminders.ts'
import { pushEndpointAllowed } from '@app/shared/domain/push.ts'
import { OkResponse } from '@app/shared/schemas/auth.ts'
import { PushKeyResponse, PushSubscribeRequest, PushUnsubscribeRequest } from '@app/shared/schemas/push.ts'
import type { AppDeps } from '../../app-deps.ts'
import { pushSubscriptions } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { valid, VALIDATION_MESSAGE } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { requireUser } from '../auth/public.ts'
import { forgetDevice, MAX_PUSH_DEVICES, pushAllowed } from './push-subscriptions.ts'

export const pushDocs: RouteDoc[] = [
  {
    tag: 'me',
    method: 'get',
    path: '/api/push/key',
    summary: "The server's VAPID public key to subscribe with, and whether a parent must first allow push for this account",
    success: { status: 200, description: 'The key', schema: PushKeyResponse },
    errors: [401],
  },
  {
    tag: 'me',
    method: 'post',
    path: '/api/push/subscribe',
    summary: 'Take reminders on this device: its push subscription (endpoint and keys) for the signed-in account',
    body: PushSubscribeRequest,
    success: { status: 201, description: 'Subscribed (again: the keys are updated)', schema: OkResponse },
    errors: [400, 401, 402, 403, 409],
  },
  {
    tag: 'me',
    method: 'post',
    path: '/api/push/unsubscribe',
    summary: "Stop reminders on this device (also when signing out of it); only the caller's own subscription goes",
    body: PushUnsubscribeRequest,
    success: { status: 200, description: 'Gone (also when it was not there)', schema: OkResponse },
    errors: [400, 401, 403],
  },
]

/** Web Push subscriptions (docs/features/notifications.md, "Push"). */
export function pushRoutes(deps: AppDeps) {
  const { database, now, config } = deps
  const signedIn = [deps.session, requireUser] as const
  return new Hono<SignedInEnv>()
    .get('/key', ...signedIn, async (c) => {
      const needsParent = !(await pushAllowed(database.db, c.var.user.id))
      return c.json(PushKeyResponse.parse({ public_key: config.vapid.publicKey, needs_parent: needsParent }))
    })
    .post('/subscribe', ...signedIn, valid('json', PushSubscribeRequest), async (c) => {
      const user = c.var.user
      const { endpoint, keys } = c.req.valid('json')
      // Whatever tier gates the mailed reminders gates their pushes.
      if (!tierAllows(user.subscription_tier, 'notifications')) {
        throw new AppError('PAYMENT_REQUIRED', 402, PAID_FEATURES.notifications.message)
      }
      if (!pushEndpointAllowed(endpoint, config.appEnv === 'production')) {
        throw new AppError('VALIDATION_FAILED', 400, VALIDATION_MESSAGE, { endpoint: [PUSH_MESSAGES.badEndpoint] })
      }
      const at = now()
      await database.transaction(async (tx) => {
        if (!(await pushAllowed(tx, user.id))) throw new AppError('FORBIDDEN', 403, PUSH_MESSAGES.notAllowedForChild)
        const [held] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
        // Another account's endpoint moves only to a caller who holds the same subscription (its
        // keys): the browser signed in to another account. Knowing an endpoint alone takes nothing.
        if (held && held.userId !== user.id && (held.p256dh !== keys.p256dh || held.auth !== keys.auth)) {
          throw new AppError('CONFLICT', 409, PUSH_MESSAGES.endpointTaken)
        }
        if (held) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, held.id))
        await tx.insert(pushSubscriptions).values({
          id: crypto.randomUUID(),
          userId: user.id,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          deviceLabel: deviceLabel(c.req.header('user-agent')),
          createdAt: at,
        })
        const [others] = await tx.select({ n: count() }).from(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, user.id), ne(pushSubscriptions.endpoint, endpoint)))
        const excess = (others?.n ?? 0) + 1 - MAX_PUSH_DEVICES
        if (excess > 0) {
          const oldest = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions)
            .where(and(eq(pushSubscriptions.userId, user.id), ne(pushSubscriptions.endpoint, endpoint)))
            .orderBy(asc(pushSubscriptions.createdAt)).limit(excess)
          for (const { id } of oldest) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
        }
      })
      return c.json(OkResponse.parse({ ok: true }), 201)
    })
    .post('/unsubscribe', ...signedIn, valid('json', PushUnsubscribeRequest), async (c) => {
      await database.transaction((tx) => forgetDevice(tx, c.var.user.id, c.req.valid('json').endpoint))
      return c.json(OkResponse.parse({ ok: true }))
    })
}
