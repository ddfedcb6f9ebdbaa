import assert from 'node:assert/strict'
import Stripe from 'stripe'
import { billingEvents } from '../../db/schema/index.ts'
import { call, rowCount, signUp, withApp } from '../../test-support/test-app.ts'

// Stripe mode, offline: the keys only have to look right; nothing here calls Stripe's servers.
const SECRET = 'whsec_test_pitchpath_secret'
const STRIPE_ENV = {
  BILLING_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_offline',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_offline',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_PRICE_PRO: 'price_pro_test',
  STRIPE_PRICE_PARENT: 'price_parent_test',
}
const stripe = new Stripe('sk_test_offline')
const crypto = Stripe.createSubtleCryptoProvider()

let counter = 0
function subscriptionEvent(
  userId: string,
  opts: { type?: string; created: number; status: string; price?: string; cancel?: boolean; id?: string },
) {
  return {
    id: opts.id ?? `evt_${++counter}`,
    object: 'event',
    type: opts.type ?? 'customer.subscription.updated',
    created: opts.created,
    livemode: false,
    api_version: '2025-11-17',
    data: {
      object: {
        id: 'sub_123',
        object: 'subscription',
        customer: 'cus_123',
        status: opts.status,
        cancel_at_period_end: opts.cancel ?? false,
        metadata: { user_id: userId },
        items: {
          object: 'list',
          data: [{
            id: 'si_1',
            object: 'subscription_item',
            price: { id: opts.price ?? 'price_pro_test', object: 'price' },
            current_period_end: opts.created + 30 * 86400,
          }],
        },
      },
    },
  }
}

async function send(app: Parameters<typeof call>[0], event: unknown, secret = SECRET, signed = true) {
  const payload = JSON.stringify(event)
  const header = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider: crypto })
  return call(app, 'POST', '/api/billing/webhooks/stripe', { raw: payload, headers: signed ? { 'stripe-signature': header } : {} })
}

const tierOf = async (app: Parameters<typeof call>[0], token: string) =>
  (await (await call(app, 'GET', '/api/me', { token })).json()).user.subscription_tier
const now = () => Math.floor(Date.now() / 1000)

Deno.test('protects behaviour: a validly signed subscription event changes the tier; the plan comes from the price', () =>
  withApp(STRIPE_ENV, async ({ app }) => {
    const { token, id } = await signUp(app)
    const res = await send(
      app,
      subscriptionEvent(id, { type: 'customer.subscription.created', created: now(), status: 'active', price: 'price_parent_test' }),
    )
    assert.equal(res.status, 200)
    assert.equal((await res.json()).result, 'applied')
    assert.equal(await tierOf(app, token), 'parent')
    const config = await (await call(app, 'GET', '/api/billing/config')).json()
    assert.deepEqual(config, { provider: 'stripe', publishable_key: 'pk_test_offline' })
  }))

Deno.test('protects behaviour: a bad or missing signature answers 400 and changes nothing', () =>
  withApp(STRIPE_ENV, async ({ app, database }) => {
    const { token, id } = await signUp(app)
    const event = subscriptionEvent(id, { created: now(), status: 'active' })
    assert.equal((await send(app, event, 'whsec_someone_else')).status, 400)
    assert.equal((await send(app, event, SECRET, false)).status, 400)
    // A valid header for a different body: the body was tampered with.
    const header = await stripe.webhooks.generateTestHeaderStringAsync({
      payload: JSON.stringify(event),
      secret: SECRET,
      cryptoProvider: crypto,
    })
    const tampered = JSON.stringify({
      ...event,
      data: { object: { ...event.data.object, status: 'active', metadata: { user_id: 'someone' } } },
    })
    assert.equal(
      (await call(app, 'POST', '/api/billing/webhooks/stripe', { raw: tampered, headers: { 'stripe-signature': header } })).status,
      400,
    )
    assert.equal(await tierOf(app, token), 'free')
    assert.equal(await rowCount(database, billingEvents), 0)
  }))

Deno.test('protects behaviour: the same event delivered twice is applied once', () =>
  withApp(STRIPE_ENV, async ({ app }) => {
    const { token, id } = await signUp(app)
    const t = now()
    const activated = subscriptionEvent(id, { created: t, status: 'active' })
    assert.equal((await (await send(app, activated)).json()).result, 'applied')
    assert.equal(
      (await (await send(app, subscriptionEvent(id, { type: 'customer.subscription.deleted', created: t + 10, status: 'canceled' })))
        .json()).result,
      'applied',
    )
    assert.equal(await tierOf(app, token), 'free')
    // Stripe redelivers the first event: it is recognised and does not bring Pro back.
    const again = await send(app, activated)
    assert.equal(again.status, 200)
    assert.equal((await again.json()).result, 'duplicate')
    assert.equal(await tierOf(app, token), 'free')
  }))

Deno.test('protects behaviour: an older event arriving after a newer one changes nothing', () =>
  withApp(STRIPE_ENV, async ({ app }) => {
    const { token, id } = await signUp(app)
    const t = now()
    await send(app, subscriptionEvent(id, { created: t, status: 'active' }))
    await send(app, subscriptionEvent(id, { created: t + 100, status: 'canceled', type: 'customer.subscription.deleted' }))
    const late = await send(app, subscriptionEvent(id, { created: t + 50, status: 'active' }))
    assert.equal((await late.json()).result, 'stale')
    assert.equal(await tierOf(app, token), 'free')
  }))

Deno.test('protects behaviour: without Stripe configured the webhook route says it is not available', () =>
  withApp({}, async ({ app }) => {
    const res = await call(app, 'POST', '/api/billing/webhooks/stripe', { raw: '{}', headers: { 'stripe-signature': 't=1,v1=x' } })
    assert.equal(res.status, 404)
    assert.equal((await res.json()).error.code, 'NOT_AVAILABLE')
  }))
