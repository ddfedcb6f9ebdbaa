import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { pushSubscriptions } from '../../db/schema/index.ts'
import { listOutbox } from '../../mail/outbox-mailer.ts'
import { browserKeys, decryptPush, type PushEndpoint, verifyVapid } from '../../test-support/push-endpoint.ts'
import { call, rowCount, signUp, SITE, type TestApp, withApp } from '../../test-support/test-app.ts'
import { createGoal, setTier } from '../goals/goal-fixtures.ts'
import { createFamily, signUpChild, signUpParent } from '../family/family-fixtures.ts'
import { runRemindersAt, withPushEndpoint } from './reminder-fixtures.ts'

const MONDAY = Date.parse('2026-11-23T07:00:00Z')

/** A Pro player with a goal due this Friday, who turned push on for one device (a browser's real keys). */
async function subscribedPlayer(t: TestApp, endpoint: PushEndpoint) {
  const maya = await signUp(t.app)
  await setTier(t.database, maya.id, 'pro')
  assert.equal((await createGoal(t.app, maya.token, { title: 'Weak-foot passing', target_date: '2026-11-27' })).status, 201)
  const keys = await browserKeys()
  const key = await call(t.app, 'GET', '/api/push/key', { token: maya.token })
  assert.equal(key.status, 200)
  assert.deepEqual(await key.json(), { public_key: t.config.vapid.publicKey, needs_parent: false })
  const subscribed = await call(t.app, 'POST', '/api/push/subscribe', {
    token: maya.token,
    origin: SITE,
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36' },
    body: { endpoint: `${endpoint.origin}/push/maya-phone`, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  })
  assert.equal(subscribed.status, 201, await subscribed.text())
  return { maya, keys }
}

Deno.test("protects behaviour: a due reminder reaches the player's subscribed device over Web Push: VAPID-signed with the server's key, decrypted with the browser's keys, once", () =>
  withPushEndpoint((endpoint) =>
    withApp({}, async (t) => {
      const { maya, keys } = await subscribedPlayer(t, endpoint)
      const [device] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, maya.id))
      assert.equal(device?.deviceLabel, 'Chrome on Android')

      assert.deepEqual(await runRemindersAt(t, endpoint, MONDAY), { sent: 1, nothingDue: 0, failed: 0 })
      assert.equal(endpoint.received.length, 1)
      const [push] = endpoint.received
      assert.equal(push!.path, '/push/maya-phone')
      assert.equal(push!.headers.get('content-encoding'), 'aes128gcm')
      assert.equal(push!.headers.get('ttl'), String(24 * 60 * 60))

      // RFC 8292: the JWT verifies against the key the browser subscribed with, for this push service.
      const vapid = await verifyVapid(push!.headers.get('authorization'))
      assert.ok(vapid, push!.headers.get('authorization') ?? 'no Authorization header')
      assert.equal(vapid.k, t.config.vapid.publicKey)
      assert.equal(vapid.claims.aud, endpoint.origin)
      assert.equal(vapid.claims.sub, t.config.vapid.subject)
      const exp = vapid.claims.exp as number
      assert.ok(exp > Date.now() / 1000 && exp <= Date.now() / 1000 + 24 * 60 * 60, String(exp))
      // Signed by another key, the same check fails.
      const forged = push!.headers.get('authorization')!.replace(/k=[\w-]+$/, `k=${keys.p256dh}`)
      assert.equal(await verifyVapid(forged), null)

      // RFC 8291: only the browser's private key opens it; inside, the week's reminder in counts.
      const message = JSON.parse(await decryptPush(push!.body, keys))
      assert.deepEqual(message, {
        title: 'PitchPath',
        body: 'This week: 1 goal due.',
        url: '/app/dashboard',
        tag: 'weekly:2026-11-23',
      })
      await assert.rejects(decryptPush(push!.body, await browserKeys()))
      // The mail went too, and neither goes twice.
      assert.equal((await listOutbox(t.database.db, maya.email)).filter((m) => m.subject === 'This week on PitchPath: your plan').length, 1)
      assert.deepEqual(await runRemindersAt(t, endpoint, MONDAY + 3_600_000), { sent: 0, nothingDue: 0, failed: 0 })
      assert.equal(endpoint.received.length, 1)
    })
  ))

Deno.test("protects behaviour: a device the push service says is gone (410) is forgotten, and the reminder's mail still goes", () =>
  withPushEndpoint((endpoint) =>
    withApp({}, async (t) => {
      const { maya } = await subscribedPlayer(t, endpoint)
      endpoint.answer(410)
      assert.deepEqual(await runRemindersAt(t, endpoint, MONDAY), { sent: 1, nothingDue: 0, failed: 0 })
      assert.equal(endpoint.received.length, 1)
      assert.equal(await rowCount(t.database, pushSubscriptions), 0)
      assert.equal((await listOutbox(t.database.db, maya.email)).filter((m) => m.subject.includes('on PitchPath')).length, 1)
    })
  ))

Deno.test("protects behaviour: the stop link's switch and the settings turn pushes off with the mail; unsubscribing forgets the device", () =>
  withPushEndpoint((endpoint) =>
    withApp({}, async (t) => {
      const { maya } = await subscribedPlayer(t, endpoint)
      const prefs = await call(t.app, 'GET', '/api/auth/session', { token: maya.token })
      const { user } = await prefs.json()
      const off = await call(t.app, 'PUT', '/api/me/notification-preferences', {
        token: maya.token,
        origin: SITE,
        body: { ...user.notificationPreferences, enabled: false },
      })
      assert.equal(off.status, 200, await off.text())
      assert.deepEqual(await runRemindersAt(t, endpoint, MONDAY), { sent: 0, nothingDue: 0, failed: 0 })
      assert.equal(endpoint.received.length, 0)
      const gone = await call(t.app, 'POST', '/api/push/unsubscribe', {
        token: maya.token,
        origin: SITE,
        body: { endpoint: `${endpoint.origin}/push/maya-phone` },
      })
      assert.equal(gone.status, 200)
      assert.equal(await rowCount(t.database, pushSubscriptions), 0)
    })
  ))

Deno.test("protects behaviour: a child under 13's device gets the reminder only while the family admin allows it; the mail still goes to the parent", () =>
  withPushEndpoint((endpoint) =>
    withApp({}, async (t) => {
      const sam = await signUpParent(t.app, 'sam@example.com')
      await createFamily(t.app, sam)
      const mia = await signUpChild(t.app, 'mia@example.com', 10, 'Mia')
      await setTier(t.database, mia.id, 'pro')
      assert.equal((await createGoal(t.app, mia.token, { title: 'Juggle 20', target_date: '2026-11-27' })).status, 201)
      assert.equal((await createGoal(t.app, mia.token, { title: 'Juggle 30', target_date: '2026-12-04' })).status, 201)
      const { family } = await (await call(t.app, 'GET', '/api/family', { token: sam.token })).json()
      const memberId = family.members.find((m: { user_id: string }) => m.user_id === mia.id).id
      const allow = (on: boolean) =>
        call(t.app, 'PATCH', `/api/family/members/${memberId}`, { token: sam.token, origin: SITE, body: { push_allowed: on } })
      assert.equal((await allow(true)).status, 200)
      const keys = await browserKeys()
      const device = { endpoint: `${endpoint.origin}/push/mia-tablet`, keys: { p256dh: keys.p256dh, auth: keys.auth } }
      assert.equal((await call(t.app, 'POST', '/api/push/subscribe', { token: mia.token, origin: SITE, body: device })).status, 201)

      assert.deepEqual(await runRemindersAt(t, endpoint, MONDAY), { sent: 1, nothingDue: 0, failed: 0 })
      assert.equal(endpoint.received.length, 1)
      assert.equal(JSON.parse(await decryptPush(endpoint.received[0]!.body, keys)).body, 'This week: 1 goal due.')
      assert.equal(
        (await listOutbox(t.database.db, 'sam@example.com')).filter((m) => m.subject === "This week on PitchPath: Mia's plan").length,
        1,
      )

      // Withdrawn: even a device row left behind (written straight to the table) gets nothing.
      assert.equal((await allow(false)).status, 200)
      await t.database.write((db) =>
        db.insert(pushSubscriptions).values({
          id: crypto.randomUUID(),
          userId: mia.id,
          endpoint: device.endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          createdAt: MONDAY,
        })
      )
      assert.deepEqual(await runRemindersAt(t, endpoint, MONDAY + 7 * 86_400_000), { sent: 1, nothingDue: 0, failed: 0 })
      assert.equal(endpoint.received.length, 1)
    })
  ))
