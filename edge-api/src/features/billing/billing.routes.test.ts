import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import { createApp } from '../../app.ts'
import { SIMULATED_TOKENS, SimulatedProvider } from './simulated-provider.ts'
import { checkouts, users } from '../../db/schema/index.ts'
import { call, makeTestApp, sessionToken, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { settleSimulatedSubscriptions } from './subscriptions.queries.ts'

const DAY = 24 * 60 * 60 * 1000
const checkout = (app: ReturnType<typeof createApp>, token: string, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/billing/checkout', { token, origin: SITE, body })
const tierOf = async (app: ReturnType<typeof createApp>, token: string) =>
  (await (await call(app, 'GET', '/api/me', { token })).json()).user.subscription_tier

Deno.test('protects behaviour: a simulated checkout upgrades the tier on the server, and a third goal is then allowed', () =>
  withApp({}, async ({ app }) => {
    const { token } = await signUp(app)
    const goal = (title: string) =>
      call(app, 'POST', '/api/goals', { token, origin: SITE, body: { title, pillar: 'technical', goal_type: 'process' } })
    assert.equal((await goal('One')).status, 201)
    assert.equal((await goal('Two')).status, 201)
    assert.equal((await goal('Three')).status, 403)

    const res = await checkout(app, token, { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: SIMULATED_TOKENS.ok })
    assert.equal(res.status, 201)
    const body = await res.json()
    assert.deepEqual([body.checkout.status, body.subscription.tier, body.subscription.plan, body.replayed], [
      'succeeded',
      'pro',
      'pro',
      false,
    ])
    assert.equal(await tierOf(app, token), 'pro')
    assert.equal((await goal('Three')).status, 201)
  }))

Deno.test('protects behaviour: a declined card changes nothing and says why; bad input answers 400', () =>
  withApp({}, async ({ app }) => {
    const { token } = await signUp(app)
    const declined = await checkout(app, token, {
      checkout_id: crypto.randomUUID(),
      plan: 'parent',
      payment_token: SIMULATED_TOKENS.declined,
    })
    assert.equal(declined.status, 402)
    assert.equal((await declined.json()).error.message, BILLING_MESSAGES.declined)
    assert.equal(await tierOf(app, token), 'free')
    for (
      const body of [{ plan: 'pro', payment_token: 'x' }, {
        checkout_id: crypto.randomUUID(),
        plan: 'free',
        payment_token: SIMULATED_TOKENS.ok,
      }, { checkout_id: 'nope', plan: 'pro', payment_token: SIMULATED_TOKENS.ok }]
    ) {
      assert.equal((await checkout(app, token, body)).status, 400)
    }
    assert.equal(
      (await call(app, 'POST', '/api/billing/checkout', {
        origin: SITE,
        body: { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: 'sim_tok_visa' },
      })).status,
      401,
    )
  }))

Deno.test('protects behaviour: a double-submitted checkout charges once, whether the second arrives after or during the first', async () => {
  const t = await makeTestApp()
  try {
    const provider = new SimulatedProvider(t.clock.now)
    const app = createApp({ config: t.config, database: t.database, now: t.clock.now, billing: provider })
    const { token } = await signUp(app)
    const id = crypto.randomUUID()
    const body = { checkout_id: id, plan: 'pro', payment_token: SIMULATED_TOKENS.ok }
    const [a, b] = await Promise.all([checkout(app, token, body), checkout(app, token, body)])
    assert.deepEqual([a.status, b.status].sort(), [201, 409])
    const again = await checkout(app, token, body)
    assert.equal(again.status, 200)
    assert.equal((await again.json()).replayed, true)
    assert.equal(provider.charges, 1)
    assert.equal((await t.database.db.select().from(checkouts).where(eq(checkouts.id, id))).length, 1)
    // Another person cannot see or reuse that checkout.
    const other = await signUp(app, { email: 'leo@example.com' })
    assert.equal((await checkout(app, other.token, body)).status, 404)
    assert.equal(provider.charges, 1)
  } finally {
    await t.close()
  }
})

Deno.test('protects behaviour: a downgrade keeps the paid tier until the end of the period, then the server moves the account to free', () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token, id } = await signUp(app)
    assert.equal((await call(app, 'POST', '/api/billing/cancel', { token, origin: SITE })).status, 409, 'nothing to cancel on free')
    const paid =
      await (await checkout(app, token, { checkout_id: crypto.randomUUID(), plan: 'parent', payment_token: SIMULATED_TOKENS.ok })).json()
    const periodEnd = Date.parse(paid.subscription.current_period_end)
    const cancel = await call(app, 'POST', '/api/billing/cancel', { token, origin: SITE })
    assert.equal(cancel.status, 200)
    const cancelled = await cancel.json()
    assert.match(cancelled.message, /^Your plan will change to Free on /)
    assert.deepEqual([cancelled.subscription.tier, cancelled.subscription.cancel_at_period_end], ['parent', true])

    clock.advance(periodEnd - clock.now() - 1)
    await settleSimulatedSubscriptions(database, clock.now())
    assert.equal(await tierOf(app, token), 'parent', 'still paid until the period ends')
    clock.advance(1)
    await settleSimulatedSubscriptions(database, clock.now())
    assert.equal(await tierOf(app, token), 'free')
    const [row] = await database.db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, id))
    assert.equal(row?.tier, 'free')
  }))

Deno.test('protects behaviour: a simulated subscription that is not cancelled renews at the end of its period', () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token } = await signUp(app)
    await checkout(app, token, { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: SIMULATED_TOKENS.ok })
    clock.advance(31 * DAY)
    await settleSimulatedSubscriptions(database, clock.now())
    // A month later the old session has expired (30 days): sign in again to look.
    const signIn = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: 'maya@example.com', password: 'secret-123' },
      origin: SITE,
    })
    const sub = await (await call(app, 'GET', '/api/billing/subscription', { token: sessionToken(signIn) })).json()
    assert.equal(sub.subscription.tier, 'pro')
    assert.ok(Date.parse(sub.subscription.current_period_end) > clock.now())
  }))
