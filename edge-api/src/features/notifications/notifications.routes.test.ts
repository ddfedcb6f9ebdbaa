import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@app/shared/domain/notification-preferences.ts'
import { REMINDER_MESSAGES } from '@app/shared/domain/messages/reminders.ts'
import { users } from '../../db/schema/index.ts'
import { listOutbox, OutboxMailer } from '../../mail/outbox-mailer.ts'
import { sendDueReminders } from './send-reminders.ts'
import { HttpPushSender } from '../push/public.ts'
import { stopToken } from './stop-token.ts'
import { snapshot } from '../../test-support/db-snapshot.ts'
import { call, signUp, SITE, type TestApp, withApp } from '../../test-support/test-app.ts'
import { createGoal, setTier } from '../goals/goal-fixtures.ts'

const MONDAY = Date.parse('2026-11-23T07:00:00Z')
const stop = (t: TestApp, token: string) => call(t.app, 'POST', '/api/notifications/stop', { origin: SITE, body: { token } })
const preferencesOf = async (t: TestApp, id: string) =>
  (await t.database.db.select({ p: users.notificationPreferences }).from(users).where(eq(users.id, id)))[0]!.p

/** A Pro player with a goal due this week, and the reminder mail the job sent them. */
async function remindedPlayer(t: TestApp, email = 'maya@example.com') {
  const player = await signUp(t.app, { email })
  await setTier(t.database, player.id, 'pro')
  assert.equal((await createGoal(t.app, player.token, { target_date: '2026-11-27' })).status, 201)
  return player
}
const runReminders = (t: TestApp, at: number) =>
  sendDueReminders({
    database: t.database,
    mailer: new OutboxMailer(t.database, () => at),
    push: new HttpPushSender(t.config.vapid),
    publicOrigin: 'https://pitchpath.example',
    secretsKey: t.config.secretsKey,
  }, at)

Deno.test("protects behaviour: the stop link in a reminder mail turns that account's reminders off without signing in, keeps its other choices, and no reminder follows", () =>
  withApp({}, async (t) => {
    const maya = await remindedPlayer(t)
    await runReminders(t, MONDAY)
    const [mail] = await listOutbox(t.database.db, maya.email)
    const token = mail!.text.match(/https:\/\/pitchpath\.example\/app\/reminders\/stop#token=(\S+)/)?.[1]
    assert.ok(token, mail!.text)

    const res = await stop(t, token)
    assert.equal(res.status, 200)
    assert.deepEqual(await res.json(), { ok: true })
    assert.deepEqual(await preferencesOf(t, maya.id), { ...DEFAULT_NOTIFICATION_PREFERENCES, enabled: false })
    // Used again: still fine, and nothing changes.
    const before = await snapshot(t.database)
    assert.equal((await stop(t, token)).status, 200)
    assert.equal(await snapshot(t.database), before)
    assert.deepEqual(await runReminders(t, MONDAY + 7 * 86_400_000), { sent: 0, nothingDue: 0, failed: 0 })
  }))

Deno.test("protects behaviour: a stop link that was changed, made with another key, or malformed is refused with its message and turns nobody's reminders off", () =>
  withApp({}, async (t) => {
    const maya = await remindedPlayer(t)
    const leo = await remindedPlayer(t, 'leo@example.com')
    const good = stopToken(t.config.secretsKey, maya.id)
    const [id, signature] = good.split('.') as [string, string]
    const otherKey = btoa(String.fromCharCode(...new Uint8Array(32).fill(7)))
    const forged = [
      `${leo.id}.${signature}`, // Maya's signature on Leo's id
      `${id}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`, // one character of the signature changed
      stopToken(otherKey, maya.id),
      id,
      `.${signature}`,
      'not a token',
    ]
    const before = await snapshot(t.database)
    for (const token of forged) {
      const res = await stop(t, token)
      assert.equal(res.status, 400, token)
      assert.deepEqual((await res.json()).error.fields, { token: [REMINDER_MESSAGES.invalidStopLink] }, token)
    }
    assert.equal((await stop(t, '')).status, 400)
    assert.equal(await snapshot(t.database), before)
    assert.equal((await preferencesOf(t, leo.id)).enabled, true)
  }))
