import { PAID_FEATURES } from '@app/shared/domain/billing/tier-features.ts'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'
import assert from 'node:assert/strict'
import { users } from '../../db/schema/index.ts'
import { SESSION_TTL_MS } from '../../http/session-cookie.ts'
import { call, sessionToken, signUp, SITE, withApp } from '../../test-support/test-app.ts'

const DAY = 24 * 60 * 60 * 1000

Deno.test('protects behaviour: /api/me without a live session answers 401 UNAUTHENTICATED in the error shape', () =>
  withApp({}, async ({ app }) => {
    for (const token of [undefined, 'not-a-token', 'A'.repeat(43)]) {
      const res = await call(app, 'GET', '/api/me', { token })
      assert.equal(res.status, 401)
      assert.deepEqual(await res.json(), { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' } })
    }
  }))

Deno.test('protects behaviour: /api/me answers only the caller; two people signed in see only themselves', () =>
  withApp({}, async ({ app }) => {
    const maya = await signUp(app)
    const leo = await signUp(app, { email: 'leo@example.com', first_name: 'Leo' })
    assert.equal((await (await call(app, 'GET', '/api/me', { token: maya.token })).json()).user.id, maya.id)
    assert.equal((await (await call(app, 'GET', '/api/me', { token: leo.token })).json()).user.id, leo.id)
    // No route takes a user id: asking for another person by path is simply not there.
    assert.equal((await call(app, 'GET', `/api/me/${maya.id}`, { token: leo.token })).status, 404)
    assert.equal((await call(app, 'GET', `/api/users/${maya.id}`, { token: leo.token })).status, 404)
  }))

Deno.test("protects behaviour: PATCH /api/me with someone else's id (or any unknown field) is refused and changes nobody", () =>
  withApp({}, async ({ app, database }) => {
    const maya = await signUp(app)
    const leo = await signUp(app, { email: 'leo@example.com', first_name: 'Leo' })
    const before = await database.db.select().from(users)
    for (const body of [{ id: maya.id, first_name: 'Hacked' }, { email: 'x@example.com' }, { subscription_tier: 'pro' }]) {
      const res = await call(app, 'PATCH', '/api/me', { token: leo.token, origin: SITE, body })
      assert.equal(res.status, 400, JSON.stringify(body))
      assert.equal((await res.json()).error.code, 'VALIDATION_FAILED')
    }
    assert.deepEqual(await database.db.select().from(users), before)
  }))

Deno.test('protects behaviour: PATCH /api/me changes the listed fields and keeps the age group in step with the age', () =>
  withApp({}, async ({ app }) => {
    const { token } = await signUp(app)
    const res = await call(app, 'PATCH', '/api/me', {
      token,
      origin: SITE,
      body: { first_name: ' Mia ', age: 11, position_preference: 'goalkeeper' },
    })
    assert.equal(res.status, 200)
    const { user } = await res.json()
    assert.deepEqual([user.first_name, user.age, user.age_group, user.position_preference], ['Mia', 11, '8-12', 'goalkeeper'])
    const bad = await call(app, 'PATCH', '/api/me', { token, origin: SITE, body: { skill_level: 'wizard' } })
    assert.deepEqual(Object.keys((await bad.json()).error.fields), ['skill_level'])
    assert.equal((await call(app, 'PATCH', '/api/me', { origin: SITE, body: { first_name: 'X' } })).status, 401)
  }))

Deno.test('protects behaviour: notification preferences are a paid feature: refused on free, saved and validated on a paid tier', () =>
  withApp({}, async ({ app }) => {
    const { token } = await signUp(app)
    const prefs = {
      enabled: true,
      methods: { email: false, sms: true },
      frequency: 'daily',
      triggers: { practiceReminders: false, communicationNotifications: true, milestoneReminders: true },
    }
    const free = await call(app, 'PUT', '/api/me/notification-preferences', { token, origin: SITE, body: prefs })
    assert.equal(free.status, 402)
    assert.equal((await free.json()).error.message, PAID_FEATURES.notifications.message)
    assert.notDeepEqual((await (await call(app, 'GET', '/api/me', { token })).json()).user.notificationPreferences, prefs)
    const paid = await call(app, 'POST', '/api/billing/checkout', {
      token,
      origin: SITE,
      body: { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: SIMULATED_TOKENS.ok },
    })
    assert.equal(paid.status, 201)
    const res = await call(app, 'PUT', '/api/me/notification-preferences', { token, origin: SITE, body: prefs })
    assert.equal(res.status, 200)
    assert.deepEqual((await res.json()).user.notificationPreferences, prefs)
    assert.deepEqual((await (await call(app, 'GET', '/api/me', { token })).json()).user.notificationPreferences, prefs)
    const bad = await call(app, 'PUT', '/api/me/notification-preferences', { token, origin: SITE, body: { ...prefs, frequency: 'hourly' } })
    assert.equal(bad.status, 400)
    assert.ok((await bad.json()).error.fields.frequency)
  }))

Deno.test('protects behaviour: changing the password ends every other session but keeps the current one', () =>
  withApp({}, async ({ app }) => {
    const { token: laptop } = await signUp(app)
    const signIn = (password: string) => call(app, 'POST', '/api/auth/sign-in', { body: { email: 'maya@example.com', password } })
    const phone = sessionToken(await signIn('secret-123'))!
    const res = await call(app, 'PUT', '/api/me/password', {
      token: laptop,
      origin: SITE,
      body: { current_password: 'secret-123', password: 'changed-456' },
    })
    assert.equal(res.status, 200)
    assert.deepEqual(await res.json(), { ok: true })
    assert.equal((await call(app, 'GET', '/api/me', { token: laptop })).status, 200)
    assert.equal((await call(app, 'GET', '/api/me', { token: phone })).status, 401)
    assert.equal((await signIn('secret-123')).status, 401)
    assert.equal((await signIn('changed-456')).status, 200)
    const short = await call(app, 'PUT', '/api/me/password', {
      token: laptop,
      origin: SITE,
      body: { current_password: 'changed-456', password: '123' },
    })
    assert.equal(short.status, 400)
  }))

Deno.test('protects behaviour: a session lasts 30 days from the last visit, and an active one is extended', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    clock.advance(2 * DAY)
    const visit = await call(app, 'GET', '/api/me', { token })
    assert.equal(visit.status, 200)
    assert.equal(sessionToken(visit), token) // cookie re-sent with a fresh Max-Age
    clock.advance(SESSION_TTL_MS - DAY)
    assert.equal((await call(app, 'GET', '/api/me', { token })).status, 200)
    clock.advance(SESSION_TTL_MS + 1)
    const expired = await call(app, 'GET', '/api/me', { token })
    assert.equal(expired.status, 401)
    assert.match(expired.headers.getSetCookie().join(), /pp_session=; Max-Age=0/)
  }))
