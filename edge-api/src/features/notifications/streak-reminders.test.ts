import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@app/shared/domain/notification-preferences.ts'
import { pushSubscriptions, remindersSent, users } from '../../db/schema/index.ts'
import { listOutbox } from '../../mail/outbox-mailer.ts'
import { browserKeys, decryptPush, type PushEndpoint } from '../../test-support/push-endpoint.ts'
import { call, signUp, SITE, type TestApp, withApp } from '../../test-support/test-app.ts'
import { createFamily, linkChild, signUpChild, signUpParent } from '../family/family-fixtures.ts'
import { setTier } from '../goals/goal-fixtures.ts'
import { logSession } from '../training/training-fixtures.ts'
import { runRemindersAt, withPushEndpoint } from './reminder-fixtures.ts'

const DAY = 86_400_000
const at = (iso: string) => Date.parse(iso)
const STREAK_SUBJECT = 'Your streak ends tonight on PitchPath'

/** A Pro player with nothing planned (so only the streak can make a reminder), in this time zone. */
async function proPlayer(t: TestApp, email: string, timeZone = 'UTC', overrides: Record<string, unknown> = {}) {
  const player = await signUp(t.app, { email, first_name: email.split('@')[0], ...overrides })
  await setTier(t.database, player.id, 'pro')
  await t.database.write((db) => db.update(users).set({ timeZone }).where(eq(users.id, player.id)))
  return player
}

const train = async (t: TestApp, token: string) => assert.equal((await logSession(t.app, token)).status, 201)
const streakMails = async (t: TestApp, to: string) => (await listOutbox(t.database.db, to)).filter((m) => m.subject.includes('streak'))

async function subscribe(t: TestApp, endpoint: PushEndpoint, token: string, device: string) {
  const keys = await browserKeys()
  const body = { endpoint: `${endpoint.origin}/push/${device}`, keys: { p256dh: keys.p256dh, auth: keys.auth } }
  const res = await call(t.app, 'POST', '/api/push/subscribe', { token, origin: SITE, body })
  assert.equal(res.status, 201, await res.text())
  return keys
}

// The test clock starts on Sunday 22 November 2026 at 12:00 UTC.

Deno.test("protects behaviour: a 2-day streak not kept today gets one reminder from 18:00 on the player's clock, by mail and by a push that decrypts, and never twice", () =>
  withPushEndpoint((endpoint) =>
    withApp({}, async (t) => {
      const maya = await proPlayer(t, 'maya@example.com')
      const keys = await subscribe(t, endpoint, maya.token, 'maya-phone')
      await train(t, maya.token) // Sunday
      t.clock.advance(DAY)
      await train(t, maya.token) // Monday: a streak of 2, and nothing on Tuesday yet

      assert.equal((await runRemindersAt(t, endpoint, at('2026-11-24T17:59:00Z'))).sent, 0)
      assert.equal(endpoint.received.length, 0)
      assert.equal((await runRemindersAt(t, endpoint, at('2026-11-24T18:00:00Z'))).sent, 1)
      const [mail, ...more] = await streakMails(t, maya.email)
      assert.equal(more.length, 0)
      assert.equal(mail!.subject, STREAK_SUBJECT)
      assert.match(mail!.text, /^Hi maya,\n\nYou have trained 2 days in a row, and nothing is logged for today yet\./)
      assert.ok(mail!.text.includes('https://pitchpath.example/app/dashboard'), mail!.text)
      assert.ok(mail!.text.includes('https://pitchpath.example/app/reminders/stop#token='), mail!.text)

      assert.equal(endpoint.received.length, 1)
      assert.deepEqual(JSON.parse(await decryptPush(endpoint.received[0]!.body, keys)), {
        title: 'PitchPath',
        body: 'Your 2-day streak ends tonight. Train or take a rest day to keep it.',
        url: '/app/dashboard',
        tag: 'streak:2026-11-24',
      })
      // Later that evening, and from another instance's run: nothing more.
      for (const when of ['2026-11-24T18:10:00Z', '2026-11-24T21:50:00Z']) {
        assert.equal((await runRemindersAt(t, endpoint, at(when))).sent, 0)
      }
      assert.equal((await streakMails(t, maya.email)).length, 1)
      assert.equal(endpoint.received.length, 1)
      // Wednesday evening the streak is over (Tuesday was missed, no freeze): nothing is at risk.
      assert.equal((await runRemindersAt(t, endpoint, at('2026-11-25T18:00:00Z'))).sent, 0)
      assert.equal(endpoint.received.length, 1)
    })
  ))

Deno.test('protects behaviour: no streak reminder for a player who trained or rested today, for a streak of 1, after 22:00, or with practice reminders off', () =>
  withPushEndpoint((endpoint) =>
    withApp({}, async (t) => {
      const trained = await proPlayer(t, 'trained@example.com')
      const rested = await proPlayer(t, 'rested@example.com')
      const single = await proPlayer(t, 'single@example.com')
      const switchedOff = await proPlayer(t, 'off@example.com')
      const late = await proPlayer(t, 'late@example.com')
      for (const p of [trained, rested, switchedOff, late]) await train(t, p.token) // Sunday
      t.clock.advance(DAY)
      for (const p of [trained, rested, single, switchedOff, late]) await train(t, p.token) // Monday
      t.clock.advance(DAY)
      await train(t, trained.token) // Tuesday
      const rest = await call(t.app, 'POST', '/api/progress/streak/rest-day', {
        token: rested.token,
        origin: SITE,
        body: { reason: 'match' },
      })
      assert.equal(rest.status, 200, await rest.text())
      const triggers = { practiceReminders: false, communicationNotifications: true, milestoneReminders: true }
      await t.database.write((db) =>
        db.update(users).set({ notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, triggers } }).where(
          eq(users.id, switchedOff.id),
        )
      )
      // The late player's evening is over: 22:00 in UTC+1 is 21:00 UTC.
      await t.database.write((db) => db.update(users).set({ timeZone: 'Europe/Berlin' }).where(eq(users.id, late.id)))

      assert.equal((await runRemindersAt(t, endpoint, at('2026-11-24T21:00:00Z'))).sent, 0)
      assert.equal((await listOutbox(t.database.db)).filter((m) => m.subject.includes('streak')).length, 0)
      assert.equal(await t.database.db.$count(remindersSent, eq(remindersSent.periodKey, 'streak:2026-11-24')), 0)
    })
  ))

Deno.test("protects behaviour: each player is reminded at 18:00 on their own day, whatever the server's zone", () =>
  withPushEndpoint((endpoint) =>
    withApp({}, async (t) => {
      // Sunday 12:00 UTC is Monday 02:00 in Kiritimati (UTC+14) and Sunday 04:00 in Los Angeles (UTC-8).
      const kiri = await proPlayer(t, 'kiri@example.com', 'Pacific/Kiritimati')
      const la = await proPlayer(t, 'la@example.com', 'America/Los_Angeles')
      await train(t, kiri.token) // Monday there
      await train(t, la.token) // Sunday there
      t.clock.advance(DAY)
      await train(t, kiri.token) // Tuesday there: kept until Wednesday
      await train(t, la.token) // Monday there: at risk on Tuesday

      // Tuesday 18:00 in Los Angeles is Wednesday 02:00 UTC.
      assert.equal((await runRemindersAt(t, endpoint, at('2026-11-25T01:59:00Z'))).sent, 0)
      assert.equal((await runRemindersAt(t, endpoint, at('2026-11-25T02:00:00Z'))).sent, 1)
      assert.equal((await streakMails(t, la.email)).length, 1)
      // Wednesday 18:00 in Kiritimati is Wednesday 04:00 UTC.
      assert.equal((await runRemindersAt(t, endpoint, at('2026-11-25T03:59:00Z'))).sent, 0)
      assert.equal((await runRemindersAt(t, endpoint, at('2026-11-25T04:00:00Z'))).sent, 1)
      assert.equal((await streakMails(t, kiri.email)).length, 1)
      const keys = (await t.database.db.select().from(remindersSent)).filter((r) => r.periodKey.startsWith('streak:'))
        .map((r) => `${r.userId === la.id ? 'la' : 'kiri'} ${r.periodKey} ${r.outcome}`).sort()
      assert.deepEqual(keys, ['kiri streak:2026-11-25 sent', 'la streak:2026-11-24 sent'])
    })
  ))

Deno.test("protects behaviour: a child under 13's streak reminder goes to the parent's address, and to the child's device only once the family admin allows push", () =>
  withPushEndpoint((endpoint) =>
    withApp({}, async (t) => {
      const sam = await signUpParent(t.app, 'sam@example.com')
      await createFamily(t.app, sam)
      const mia = await signUpChild(t.app, 'mia@example.com', 10, 'Mia')
      await setTier(t.database, mia.id, 'pro')
      const keys = await browserKeys()
      // A device row the child could not have made (subscribing is refused until allowed): the sender checks again.
      await t.database.write((db) =>
        db.insert(pushSubscriptions).values({
          id: crypto.randomUUID(),
          userId: mia.id,
          endpoint: `${endpoint.origin}/push/mia-tablet`,
          p256dh: keys.p256dh,
          auth: keys.auth,
          createdAt: t.clock.now(),
        })
      )
      await train(t, mia.token)
      t.clock.advance(DAY)
      await train(t, mia.token)

      assert.equal((await runRemindersAt(t, endpoint, at('2026-11-24T18:00:00Z'))).sent, 1)
      assert.equal(endpoint.received.length, 0, 'no push without the parent allowing it')
      assert.equal((await streakMails(t, mia.email)).length, 0)
      const [mail] = await streakMails(t, 'sam@example.com')
      assert.equal(mail!.subject, "Mia's streak ends tonight on PitchPath")
      assert.match(mail!.text, /^Hello,\n\nMia has trained 2 days in a row/)
    })
  ))

Deno.test("protects behaviour: a family admin's streak reminder does not count as the last reminder: the week's family news still tells what came before it", () =>
  withPushEndpoint((endpoint) =>
    withApp({}, async (t) => {
      const sam = await signUpParent(t.app, 'sam@example.com')
      await createFamily(t.app, sam)
      const nia = await signUp(t.app, { email: 'nia@example.com', first_name: 'Nia' })
      await linkChild(t.app, t.database, sam, nia)
      await setTier(t.database, sam.id, 'parent')
      await train(t, sam.token) // Sunday
      await runRemindersAt(t, endpoint, at('2026-11-23T07:00:00Z')) // Monday's weekly reminder
      t.clock.advance(DAY)
      await train(t, sam.token) // Monday
      t.clock.advance(DAY)
      await train(t, nia.token) // Nia on Tuesday at 12:00; Sam not

      assert.equal((await runRemindersAt(t, endpoint, at('2026-11-24T18:00:00Z'))).sent, 1)
      assert.equal((await streakMails(t, sam.email)).length, 1)
      assert.equal((await runRemindersAt(t, endpoint, at('2026-11-30T07:00:00Z'))).sent, 1)
      const [weekly] = (await listOutbox(t.database.db, sam.email)).filter((m) => m.subject === 'This week on PitchPath: your family')
      assert.ok(weekly!.text.includes('- Nia: Logged a 60-minute Technical session (Tue 24 Nov)'), weekly!.text)
    })
  ))
