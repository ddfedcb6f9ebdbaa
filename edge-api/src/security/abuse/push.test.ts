import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { PAID_FEATURES } from '@app/shared/domain/billing/tier-features.ts'
import { PUSH_MESSAGES } from '@app/shared/domain/messages/reminders.ts'
import type { Database } from '../../db/client.ts'
import { familyMembers, pushSubscriptions } from '../../db/schema/index.ts'
import { createFamily, get, patch, signUpChild, signUpParent } from '../../features/family/family-fixtures.ts'
import { setTier } from '../../features/goals/goal-fixtures.ts'
import { everyRowAsText } from '../../test-support/db-snapshot.ts'
import { browserKeys } from '../../test-support/push-endpoint.ts'
import { call, rowCount, signUp, SITE, type TestApp, withApp } from '../../test-support/test-app.ts'
import { TEST_VAPID_ENV } from '../../test-support/vapid-env.ts'

// A refused request may touch the session's last-seen time; nothing else may change.
async function storedData(database: Database): Promise<string> {
  return JSON.stringify([...(await everyRowAsText(database))].filter(([table]) => table !== 'sessions'))
}

const errorOf = async (res: Response) => ({ status: res.status, message: (await res.json()).error?.message })

async function subscribe(t: TestApp, token: string, endpoint = 'https://fcm.googleapis.com/fcm/send/device-1', keys?: unknown) {
  const own = await browserKeys()
  return call(t.app, 'POST', '/api/push/subscribe', {
    token,
    origin: SITE,
    body: { endpoint, keys: keys ?? { p256dh: own.p256dh, auth: own.auth } },
  })
}

/** Sam (admin, Parent plan) and Mia, 10, in his family on a paid plan of her own. */
async function familyWithYoungChild(t: TestApp) {
  const admin = await signUpParent(t.app, 'sam@example.com')
  await createFamily(t.app, admin)
  const child = await signUpChild(t.app, 'mia@example.com', 10, 'Mia')
  await setTier(t.database, child.id, 'pro')
  const { family } = await (await get(t.app, '/api/family', admin.token)).json()
  const childMemberId: string = family.members.find((m: { user_id: string }) => m.user_id === child.id).id
  return { admin, child, childMemberId }
}

const pushAllowedOf = async (database: Database, memberId: string) =>
  (await database.db.select({ allowed: familyMembers.pushAllowed }).from(familyMembers).where(eq(familyMembers.id, memberId)))[0]?.allowed

Deno.test('attack: a child under 13 turns push on before the parent allowed it (refused; nothing stored), and can once the admin did', () =>
  withApp({}, async (t) => {
    const { admin, child, childMemberId } = await familyWithYoungChild(t)
    assert.deepEqual(await (await call(t.app, 'GET', '/api/push/key', { token: child.token })).json(), {
      public_key: t.config.vapid.publicKey,
      needs_parent: true,
    })
    const before = await storedData(t.database)
    assert.deepEqual(await errorOf(await subscribe(t, child.token)), { status: 403, message: PUSH_MESSAGES.notAllowedForChild })
    assert.equal(await storedData(t.database), before)

    const allowed = await patch(t.app, `/api/family/members/${childMemberId}`, admin.token, { push_allowed: true })
    assert.equal(allowed.status, 200)
    assert.equal((await allowed.json()).family.members.find((m: { id: string }) => m.id === childMemberId).push_allowed, true)
    assert.equal((await subscribe(t, child.token)).status, 201)
    assert.equal((await (await call(t.app, 'GET', '/api/push/key', { token: child.token })).json()).needs_parent, false)

    // Withdrawn: the child's devices are forgotten at once.
    assert.equal((await patch(t.app, `/api/family/members/${childMemberId}`, admin.token, { push_allowed: false })).status, 200)
    assert.equal(await rowCount(t.database, pushSubscriptions), 0)
  }))

Deno.test("attack: a child allows push on their own devices, and a stranger's admin allows it for someone else's child (both refused; nothing changed)", () =>
  withApp({}, async (t) => {
    const { child, childMemberId } = await familyWithYoungChild(t)
    const before = await storedData(t.database)
    const own = await patch(t.app, `/api/family/members/${childMemberId}`, child.token, { push_allowed: true })
    assert.equal(own.status, 403)
    assert.equal(await storedData(t.database), before)

    const stranger = await signUpParent(t.app, 'eve@example.com', 'Eve')
    await createFamily(t.app, stranger, 'Other Family')
    const foreign = await patch(t.app, `/api/family/members/${childMemberId}`, stranger.token, { push_allowed: true })
    assert.equal(foreign.status, 404)
    const noFamily = await signUp(t.app, { email: 'teen@example.com', first_name: 'Tom' })
    assert.equal((await patch(t.app, `/api/family/members/${childMemberId}`, noFamily.token, { push_allowed: true })).status, 404)
    assert.equal(await pushAllowedOf(t.database, childMemberId), false)
    assert.deepEqual(await errorOf(await subscribe(t, child.token)), { status: 403, message: PUSH_MESSAGES.notAllowedForChild })
    assert.equal(await rowCount(t.database, pushSubscriptions), 0)
  }))

Deno.test("attack: the admin sets push on their own member row or a grown-up's (refused: it is a child's setting)", () =>
  withApp({}, async (t) => {
    const { admin } = await familyWithYoungChild(t)
    const { family } = await (await get(t.app, '/api/family', admin.token)).json()
    const before = await storedData(t.database)
    const res = await patch(t.app, `/api/family/members/${family.my_member_id}`, admin.token, { push_allowed: true })
    assert.deepEqual(await errorOf(res), { status: 403, message: PUSH_MESSAGES.onlyForChildren })
    assert.equal(await storedData(t.database), before)
  }))

Deno.test('attack: subscriptions that would make the server post elsewhere, or that are malformed, are refused with nothing stored', () =>
  withApp({ APP_ENV: 'production', MAIL_TRANSPORT: 'outbox', SECRETS_KEY: btoa('k'.repeat(32)), ...TEST_VAPID_ENV }, async (t) => {
    const maya = await signUp(t.app)
    await setTier(t.database, maya.id, 'pro')
    const good = await browserKeys()
    const before = await storedData(t.database)
    for (
      const endpoint of [
        'http://fcm.googleapis.com/fcm/send/x', // not https
        'https://127.0.0.1:8443/push', // this machine: only outside production
        'https://localhost/push',
        'https://internal.example/admin', // not a push service
        'https://fcm.googleapis.com.evil.example/x', // a look-alike host
        'https://user:pw@fcm.googleapis.com/fcm/send/x',
        `https://fcm.googleapis.com/${'x'.repeat(1100)}`,
        'not a url',
      ]
    ) {
      const res = await subscribe(t, maya.token, endpoint)
      assert.equal(res.status, 400, endpoint)
      assert.deepEqual((await res.json()).error.fields, { endpoint: [PUSH_MESSAGES.badEndpoint] }, endpoint)
    }
    for (
      const keys of [
        { p256dh: good.p256dh.slice(1), auth: good.auth },
        { p256dh: good.p256dh, auth: `${good.auth}AAAA` },
        { p256dh: `${good.p256dh.slice(0, -1)}+`, auth: good.auth },
        { p256dh: good.p256dh, auth: good.auth, extra: 'x' },
        {},
      ]
    ) {
      assert.equal((await subscribe(t, maya.token, undefined, keys)).status, 400, JSON.stringify(keys))
    }
    const extra = await call(t.app, 'POST', '/api/push/subscribe', {
      token: maya.token,
      origin: SITE,
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: good.p256dh, auth: good.auth }, user_id: 'someone' },
    })
    assert.equal(extra.status, 400)
    assert.equal(await storedData(t.database), before)
    // A real push service's address is taken.
    assert.equal((await subscribe(t, maya.token, 'https://fcm.googleapis.com/fcm/send/abc:def')).status, 201)
  }))

Deno.test("attack: another account takes over or removes someone's device by its endpoint (refused; the owner keeps it)", () =>
  withApp({}, async (t) => {
    const maya = await signUp(t.app)
    const eve = await signUp(t.app, { email: 'eve@example.com', first_name: 'Eve' })
    for (const p of [maya, eve]) await setTier(t.database, p.id, 'pro')
    const endpoint = 'https://fcm.googleapis.com/fcm/send/maya-phone'
    const mayas = await browserKeys()
    assert.equal((await subscribe(t, maya.token, endpoint, { p256dh: mayas.p256dh, auth: mayas.auth })).status, 201)
    const before = await storedData(t.database)
    assert.deepEqual(await errorOf(await subscribe(t, eve.token, endpoint)), { status: 409, message: PUSH_MESSAGES.endpointTaken })
    const removed = await call(t.app, 'POST', '/api/push/unsubscribe', { token: eve.token, origin: SITE, body: { endpoint } })
    assert.equal(removed.status, 200)
    assert.equal(await storedData(t.database), before)
    // The same browser signed in to Eve's account (it holds the subscription's keys): the device is hers now.
    assert.equal((await subscribe(t, eve.token, endpoint, { p256dh: mayas.p256dh, auth: mayas.auth })).status, 201)
    const rows = await t.database.db.select().from(pushSubscriptions)
    assert.deepEqual(rows.map((r) => r.userId), [eve.id])
  }))

Deno.test('attack: push reminders on a free plan, signed out, or past the device limit', () =>
  withApp({}, async (t) => {
    const leo = await signUp(t.app, { email: 'leo@example.com', first_name: 'Leo' })
    const before = await storedData(t.database)
    assert.deepEqual(await errorOf(await subscribe(t, leo.token)), { status: 402, message: PAID_FEATURES.notifications.message })
    const own = await browserKeys()
    const signedOut = await call(t.app, 'POST', '/api/push/subscribe', {
      origin: SITE,
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: own.p256dh, auth: own.auth } },
    })
    assert.equal(signedOut.status, 401)
    assert.equal((await call(t.app, 'GET', '/api/push/key')).status, 401)
    assert.equal(await storedData(t.database), before)
    // Eleven devices: the oldest is dropped, ten stay.
    await setTier(t.database, leo.id, 'pro')
    for (let i = 0; i < 11; i++) {
      t.clock.advance(1000)
      assert.equal((await subscribe(t, leo.token, `https://fcm.googleapis.com/fcm/send/device-${i}`)).status, 201)
    }
    const rows = await t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)
    assert.equal(rows.length, 10)
    assert.ok(!rows.some((r) => r.endpoint.endsWith('/device-0')))
  }))
