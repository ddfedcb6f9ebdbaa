import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import {
  BillingConfigResponse,
  CancelResponse,
  CheckoutRequest,
  CheckoutResponse,
  SubscriptionResponse,
} from '@app/shared/schemas/billing.ts'
import type { AppDeps } from '../../app-deps.ts'
import { WebhookSignatureError } from './billing-provider.ts'
import { billingEvents, type CheckoutRow, checkouts, type SubscriptionRow, subscriptions } from '../../db/schema/index.ts'
import type { AppEnv, SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { CONSENT_MESSAGES, isProtectedChild } from '@app/shared/domain/family/parental-consent.ts'
import { consentRecord } from '../family/public.ts'
import { requireUser } from '../auth/public.ts'
import { valid } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { applyTier, findSubscription, saveSubscription, subscriptionView } from './subscriptions.queries.ts'
import { recentSecondFactor } from '../auth/public.ts'
import { planRequestDocs, planRequestRoutes } from './plan-requests.routes.ts'

const doc = { tag: 'billing' } as const

export const billingDocs: RouteDoc[] = [
  {
    ...doc,
    auth: false,
    method: 'get',
    path: '/api/billing/config',
    summary: 'Which provider takes payments (simulated or stripe) and its publishable key',
    success: { status: 200, description: 'Config', schema: BillingConfigResponse },
    errors: [],
  },
  {
    ...doc,
    auth: true,
    method: 'get',
    path: '/api/billing/subscription',
    summary: "The caller's tier and subscription, as the server holds them",
    success: { status: 200, description: 'Subscription', schema: SubscriptionResponse },
    errors: [401],
  },
  {
    ...doc,
    auth: true,
    method: 'post',
    path: '/api/billing/checkout',
    summary: 'Pay for Pro or Parent; one checkout id is charged at most once (a resubmit answers the first result)',
    body: CheckoutRequest,
    success: { status: 201, description: 'Paid (simulated) or awaiting card confirmation (stripe)', schema: CheckoutResponse },
    errors: [400, 401, 402, 403, 404, 409],
    errorNotes: { 403: 'FORBIDDEN: a protected child under 13 (their parent chooses the plan)' },
  },
  {
    ...doc,
    auth: true,
    method: 'post',
    path: '/api/billing/cancel',
    summary: 'Downgrade to Free at the end of the paid period',
    success: { status: 200, description: 'Scheduled', schema: CancelResponse },
    errors: [401, 409],
  },
  {
    ...doc,
    auth: false,
    method: 'post',
    path: '/api/billing/webhooks/stripe',
    summary: 'Stripe events, verified by signature on the raw body, each applied once and never older over newer',
    success: { status: 200, description: 'Received' },
    errors: [400, 404],
  },
  ...planRequestDocs,
]

const paymentFailed = (message: string) => new AppError('PAYMENT_REQUIRED', 402, message)

export function billingRoutes(deps: AppDeps) {
  const { database, now, billing } = deps
  const withSession = deps.session
  const signedIn = [withSession, requireUser] as const
  const stepUp = recentSecondFactor(deps)

  /** A checkout id seen before: its first result, never a second charge. */
  async function replay(row: CheckoutRow, userId: string) {
    if (row.status === 'processing') throw new AppError('CONFLICT', 409, 'This payment is already being processed')
    if (row.status === 'failed') throw paymentFailed(row.failureMessage ?? BILLING_MESSAGES.paymentFailed)
    return CheckoutResponse.parse({
      checkout: { id: row.id, plan: row.plan, status: row.status, client_secret: row.clientSecret },
      subscription: await subscriptionView(database.db, userId),
      replayed: true,
    })
  }

  return new Hono<SignedInEnv>()
    .get('/config', (c) => c.json(BillingConfigResponse.parse({ provider: billing.kind, publishable_key: billing.publishableKey })))
    .get(
      '/subscription',
      ...signedIn,
      async (c) => c.json(SubscriptionResponse.parse({ subscription: await subscriptionView(database.db, c.var.user.id) })),
    )
    .post('/checkout', ...signedIn, valid('json', CheckoutRequest), stepUp, async (c) => {
      const user = c.var.user
      const input = c.req.valid('json')
      const at = now()
      // A protected child under 13 does not buy: the parent who consented chooses their plan.
      if (isProtectedChild(await consentRecord(database.db, user.id), at)) {
        throw new AppError('FORBIDDEN', 403, CONSENT_MESSAGES.askParentForPlan)
      }
      // 1. Claim the checkout id (committed before any money moves).
      const existing = await database.transaction(async (tx) => {
        const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, input.checkout_id))
        if (row) {
          if (row.userId !== user.id) throw new AppError('NOT_FOUND', 404, 'Checkout not found')
          return row
        }
        const current = await findSubscription(tx, user.id)
        if (current?.plan === input.plan && current.status === 'active' && !current.cancelAtPeriodEnd) {
          throw new AppError('CONFLICT', 409, BILLING_MESSAGES.alreadyOnPlan)
        }
        await tx.insert(checkouts).values({
          id: input.checkout_id,
          userId: user.id,
          plan: input.plan,
          status: 'processing',
          failureMessage: null,
          clientSecret: null,
          createdAt: at,
          updatedAt: at,
        })
        return null
      })
      if (existing) return c.json(await replay(existing, user.id), 200)

      // 2. The provider, with no lock held.
      let outcome
      try {
        outcome = await billing.checkout({
          checkoutId: input.checkout_id,
          userId: user.id,
          email: user.email,
          name: `${user.first_name} ${user.last_name}`,
          plan: input.plan,
          paymentToken: input.payment_token,
        })
      } catch (err) {
        console.error('[billing] checkout failed', err)
        outcome = { kind: 'declined' as const, message: BILLING_MESSAGES.unexpected }
      }

      // 3. Record what happened; the tier changes here only when the payment is done.
      const done = now()
      if (outcome.kind === 'declined') {
        await database.transaction((tx) =>
          tx.update(checkouts).set({ status: 'failed', failureMessage: outcome.message, updatedAt: done }).where(
            eq(checkouts.id, input.checkout_id),
          )
        )
        throw paymentFailed(outcome.message)
      }
      await database.transaction(async (tx) => {
        const previous = await findSubscription(tx, user.id)
        const row: SubscriptionRow = {
          id: previous?.id ?? crypto.randomUUID(),
          userId: user.id,
          provider: billing.kind,
          plan: input.plan,
          status: outcome.kind === 'active' ? 'active' : 'incomplete',
          currentPeriodEnd: outcome.kind === 'active' ? outcome.periodEnd : done,
          cancelAtPeriodEnd: false,
          providerCustomerId: outcome.customerId,
          providerSubscriptionId: outcome.subscriptionId,
          lastEventAt: done,
          createdAt: previous?.createdAt ?? done,
          updatedAt: done,
        }
        // Stripe: the row waits, incomplete, for the webhook; the tier stays as it is until then.
        if (outcome.kind === 'active' || !previous || previous.status !== 'active') await saveSubscription(tx, row)
        if (outcome.kind === 'active') await applyTier(tx, user.id, row, done)
        await tx.update(checkouts).set({
          status: outcome.kind === 'active' ? 'succeeded' : 'requires_action',
          clientSecret: outcome.kind === 'requires_action' ? outcome.clientSecret : null,
          updatedAt: done,
        }).where(eq(checkouts.id, input.checkout_id))
      })
      return c.json(
        CheckoutResponse.parse({
          checkout: {
            id: input.checkout_id,
            plan: input.plan,
            status: outcome.kind === 'active' ? 'succeeded' : 'requires_action',
            client_secret: outcome.kind === 'requires_action' ? outcome.clientSecret : null,
          },
          subscription: await subscriptionView(database.db, user.id),
          replayed: false,
        }),
        201,
      )
    })
    .post('/cancel', ...signedIn, stepUp, async (c) => {
      const user = c.var.user
      const sub = await findSubscription(database.db, user.id)
      if (!sub || sub.status !== 'active') throw new AppError('CONFLICT', 409, BILLING_MESSAGES.nothingToCancel)
      if (!sub.cancelAtPeriodEnd) {
        await billing.cancelAtPeriodEnd(sub)
        await database.transaction((tx) =>
          tx.update(subscriptions).set({ cancelAtPeriodEnd: true, updatedAt: now() }).where(eq(subscriptions.id, sub.id))
        )
      }
      const date = new Date(sub.currentPeriodEnd).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
      return c.json(
        CancelResponse.parse({
          subscription: await subscriptionView(database.db, user.id),
          message: BILLING_MESSAGES.downgradeScheduled(date),
        }),
      )
    })
    .route('/plan-requests', planRequestRoutes(deps))
}

/** Stripe's webhook: no session, no Origin; the signature on the raw body is the only credential. */
export function stripeWebhookRoutes(deps: AppDeps) {
  const { database, now, billing } = deps
  return new Hono<AppEnv>().post('/', async (c) => {
    if (billing.kind !== 'stripe') throw new AppError('NOT_AVAILABLE', 404, 'Stripe is not configured on this server')
    const raw = await c.req.text()
    let event
    try {
      event = await billing.readWebhook(raw, c.req.header('stripe-signature') ?? null)
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw new AppError('VALIDATION_FAILED', 400, 'Invalid webhook signature')
      throw err
    }
    const at = now()
    const result = await database.transaction(async (tx) => {
      // Each event once: its id is the key, so a redelivery finds it and stops here.
      const fresh = await tx.insert(billingEvents).values({
        id: event.eventId,
        type: event.type,
        createdAt: event.createdAt,
        processedAt: at,
      }).onConflictDoNothing().returning({ id: billingEvents.id })
      if (fresh.length === 0) return 'duplicate'
      const s = event.subscription
      if (!s) return 'ignored'
      const [byProvider] = await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, s.providerSubscriptionId))
      const userId = byProvider?.userId ?? s.userId
      if (!userId) return 'ignored'
      const existing = byProvider ?? (await findSubscription(tx, userId))
      // An older event after a newer one changes nothing (Stripe does not promise order).
      if (existing && existing.lastEventAt > event.createdAt) return 'stale'
      const plan = s.plan ?? existing?.plan
      if (!plan) return 'ignored'
      const row: SubscriptionRow = {
        id: existing?.id ?? crypto.randomUUID(),
        userId,
        provider: 'stripe',
        plan,
        status: s.status,
        currentPeriodEnd: s.currentPeriodEnd,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        providerCustomerId: s.providerCustomerId,
        providerSubscriptionId: s.providerSubscriptionId,
        lastEventAt: event.createdAt,
        createdAt: existing?.createdAt ?? at,
        updatedAt: at,
      }
      await saveSubscription(tx, row)
      await applyTier(tx, userId, row, at)
      return 'applied'
    })
    return c.json({ received: true, result })
  })
}
