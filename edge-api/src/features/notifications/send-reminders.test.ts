import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@app/shared/domain/notification-preferences.ts'
import type { Database } from '../../db/client.ts'
import { remindersSent, users } from '../../db/schema/index.ts'
import type { Mail, Mailer } from '../../mail/mailer.ts'
import { listOutbox, OutboxMailer } from '../../mail/outbox-mailer.ts'
import { createFamily, linkChild, signUpParent } from '../family/family-fixtures.ts'
import { createGoal, setTier, wizardGoal } from '../goals/goal-fixtures.ts'
import { call, rowCount, signUp, SITE, type TestApp, withApp } from '../../test-support/test-app.ts'
import { pruneReminderLog, REMINDER_LOG_DAYS, sendDueReminders } from './send-reminders.ts'
import { HttpPushSender } from '../push/public.ts'

const ORIGIN = 'https://pitchpath.example'
const at = (iso: string) => Date.parse(iso)

/** The job as main.ts runs it, mailing through the development outbox. */
const runAt = (t: TestApp, when: number, mailer: Mailer = new OutboxMailer(t.database, () => when)) =>
  sendDueReminders({
    database: t.database,
    mailer,
    push: new HttpPushSender(t.config.vapid),
    publicOrigin: ORIGIN,
    secretsKey: t.config.secretsKey,
  }, when)

const preferences = (database: Database, userId: string, over: Partial<NotificationPreferences>) =>
  database.write((db) =>
    db.update(users).set({ notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...over } }).where(eq(users.id, userId))
  )

/** Maya (14, Pro): a goal due Friday 27 November with sessions Tuesday 24 and Thursday 26, and one due in February. */
async function proPlayerWithAPlan(t: TestApp, overrides: Record<string, unknown> = {}) {
  const player = await signUp(t.app, overrides)
  await setTier(t.database, player.id, 'pro')
  const body = {
    goals: [
      wizardGoal({
        title: 'Weak-foot passing',
        target_date: '2026-11-27',
        sessions: [{ session_date: '2026-11-26', start_time: '17:30', notes: 'Wall passes' }, {
          session_date: '2026-11-24',
          start_time: '07:15',
          duration: 45,
        }],
      }),
      wizardGoal({ title: 'Scan before receiving', pillar: 'tactical', target_date: '2027-02-20', sessions: [] }),
    ],
  }
  const saved = await call(t.app, 'POST', '/api/goals/batch', { token: player.token, origin: SITE, body })
  assert.equal(saved.status, 201)
  return player
}

Deno.test("protects behaviour: the weekly reminder goes once, on the player's Monday from 07:00, with the week's planned sessions and goal deadlines", () =>
  withApp({}, async (t) => {
    const maya = await proPlayerWithAPlan(t)
    // Sunday 22 November: this week's window (Sunday alone) holds nothing, and nothing is mailed.
    assert.deepEqual(await runAt(t, at('2026-11-22T12:00:00Z')), { sent: 0, nothingDue: 1, failed: 0 })
    assert.deepEqual(await runAt(t, at('2026-11-23T06:59:00Z')), { sent: 0, nothingDue: 0, failed: 0 })
    assert.deepEqual(await runAt(t, at('2026-11-23T07:00:00Z')), { sent: 1, nothingDue: 0, failed: 0 })
    const [mail, ...others] = await listOutbox(t.database.db, maya.email)
    assert.equal(others.filter((m) => m.subject.includes('on PitchPath')).length, 0)
    assert.equal(mail!.subject, 'This week on PitchPath: your plan')
    assert.match(mail!.text, /^Hi Maya,/)
    assert.ok(
      mail!.text.includes(
        'Your planned sessions:\n- Tue 24 Nov at 07:15, 45 min: Weak-foot passing\n- Thu 26 Nov at 17:30, 60 min: Weak-foot passing (Wall passes)',
      ),
      mail!.text,
    )
    assert.ok(mail!.text.includes('Goals due:\n- Fri 27 Nov: Weak-foot passing (Technical)'), mail!.text)
    assert.ok(!mail!.text.includes('Scan before receiving'), 'a goal due in February is not this week')
    assert.ok(mail!.text.includes(`${ORIGIN}/app/dashboard`))
    // Later runs that week send nothing more.
    for (const when of ['2026-11-23T08:00:00Z', '2026-11-25T09:00:00Z', '2026-11-29T23:00:00Z']) {
      assert.deepEqual(await runAt(t, at(when)), { sent: 0, nothingDue: 0, failed: 0 })
    }
    assert.equal((await listOutbox(t.database.db, maya.email)).filter((m) => m.subject.includes('on PitchPath')).length, 1)
  }))

Deno.test('protects behaviour: no reminder for a free player, with notifications or email off, or for the sessions and deadlines of completed goals', () =>
  withApp({}, async (t) => {
    const maya = await proPlayerWithAPlan(t)
    const leo = await proPlayerWithAPlan(t, { email: 'leo@example.com', first_name: 'Leo' })
    await setTier(t.database, leo.id, 'free')
    await preferences(t.database, maya.id, { enabled: false })
    assert.deepEqual(await runAt(t, at('2026-11-23T07:00:00Z')), { sent: 0, nothingDue: 0, failed: 0 })
    await preferences(t.database, maya.id, { methods: { email: false, sms: true } })
    assert.deepEqual(await runAt(t, at('2026-11-23T07:05:00Z')), { sent: 0, nothingDue: 0, failed: 0 })
    // Everything in the week done or completed: the week is handled with nothing to say.
    await preferences(t.database, maya.id, {})
    const { goals } = await (await call(t.app, 'GET', '/api/goals', { token: maya.token })).json()
    for (const goal of goals) await call(t.app, 'POST', `/api/goals/${goal.id}/complete`, { token: maya.token, origin: SITE })
    assert.deepEqual(await runAt(t, at('2026-11-23T07:10:00Z')), { sent: 0, nothingDue: 1, failed: 0 })
    assert.equal((await listOutbox(t.database.db)).filter((m) => m.subject.includes('on PitchPath')).length, 0)
  }))

Deno.test("protects behaviour: daily and evening-before reminders follow the player's own clock, and a practice-only player gets no deadlines", () =>
  withApp({}, async (t) => {
    const maya = await proPlayerWithAPlan(t)
    // UTC+14: 07:00 on Thursday 26 November there is 17:00 on Wednesday in UTC.
    await t.database.write((db) => db.update(users).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(users.id, maya.id)))
    await preferences(t.database, maya.id, {
      frequency: 'daily',
      triggers: { practiceReminders: true, milestoneReminders: false, communicationNotifications: true },
    })
    assert.deepEqual(await runAt(t, at('2026-11-25T16:59:00Z')), { sent: 0, nothingDue: 0, failed: 0 }) // 06:59 on Thursday there
    assert.deepEqual(await runAt(t, at('2026-11-25T17:00:00Z')), { sent: 1, nothingDue: 0, failed: 0 })
    const [daily] = await listOutbox(t.database.db, maya.email)
    assert.equal(daily!.subject, 'Today on PitchPath: your plan')
    assert.ok(daily!.text.includes('- Thu 26 Nov at 17:30, 60 min: Weak-foot passing (Wall passes)'), daily!.text)
    assert.ok(!daily!.text.includes('Goals due'), daily!.text)

    // The evening before, at 18:00 their time: Thursday's reminder is Friday's deadline.
    await preferences(t.database, maya.id, { frequency: 'custom' })
    assert.deepEqual(await runAt(t, at('2026-11-26T03:59:00Z')), { sent: 0, nothingDue: 0, failed: 0 })
    assert.deepEqual(await runAt(t, at('2026-11-26T04:00:00Z')), { sent: 1, nothingDue: 0, failed: 0 })
    const [evening] = await listOutbox(t.database.db, maya.email)
    assert.equal(evening!.subject, 'Tomorrow on PitchPath: your plan')
    assert.ok(evening!.text.includes('Goals due:\n- Fri 27 Nov: Weak-foot passing (Technical)'), evening!.text)
  }))

Deno.test("protects behaviour: a child's reminders go to the parent's address and say whose plan it is", () =>
  withApp({}, async (t) => {
    const kid = await proPlayerWithAPlan(t, { email: 'kid@example.com', first_name: 'Nia', age: 11, parentEmail: 'parent@example.com' })
    assert.deepEqual(await runAt(t, at('2026-11-23T07:00:00Z')), { sent: 1, nothingDue: 0, failed: 0 })
    assert.equal((await listOutbox(t.database.db, kid.email)).length, 0)
    const [mail] = (await listOutbox(t.database.db, 'parent@example.com')).filter((m) => m.subject.includes('on PitchPath'))
    assert.equal(mail!.subject, "This week on PitchPath: Nia's plan")
    assert.match(mail!.text, /^Hello,\n\nNia's planned sessions:/)
  }))

Deno.test('protects behaviour: a reminder the mail transport refuses is tried again on the next run, and then sent once', () =>
  withApp({}, async (t) => {
    const maya = await proPlayerWithAPlan(t)
    const refused: Mail[] = []
    // A transport that takes the mail (send) but whose provider refuses it (deliver).
    const down: Mailer = {
      transport: 'http',
      send: () => Promise.resolve(),
      deliver: (mail) => (refused.push(mail), Promise.reject(new Error('provider down'))),
    }
    assert.deepEqual(await runAt(t, at('2026-11-23T07:00:00Z'), down), { sent: 0, nothingDue: 0, failed: 1 })
    assert.equal(refused.length, 1)
    assert.equal(await rowCount(t.database, remindersSent), 0, 'the claim is given back')
    assert.deepEqual(await runAt(t, at('2026-11-23T07:10:00Z')), { sent: 1, nothingDue: 0, failed: 0 })
    assert.deepEqual(await runAt(t, at('2026-11-23T07:20:00Z')), { sent: 0, nothingDue: 0, failed: 0 })
    assert.equal((await listOutbox(t.database.db, maya.email)).filter((m) => m.subject.includes('on PitchPath')).length, 1)
  }))

Deno.test('protects behaviour: a reminder claimed by a process that died before its mail left is sent by a later run, never while the claim is fresh, and then only once', () =>
  withApp({}, async (t) => {
    const maya = await proPlayerWithAPlan(t)
    // What a process killed mid-send leaves behind: Monday's claim, its mail never confirmed.
    await t.database.write((db) =>
      db.insert(remindersSent).values({
        userId: maya.id,
        periodKey: 'weekly:2026-11-23',
        outcome: 'sending',
        createdAt: at('2026-11-23T07:00:00Z'),
      })
    )
    assert.deepEqual(
      await runAt(t, at('2026-11-23T07:10:00Z')),
      { sent: 0, nothingDue: 0, failed: 0 },
      'a fresh claim may still be sending',
    )
    assert.deepEqual(
      await runAt(t, at('2026-11-23T07:20:00Z')),
      { sent: 1, nothingDue: 0, failed: 0 },
      'past its lease the claim is taken over',
    )
    const [row] = await t.database.db.select().from(remindersSent).where(eq(remindersSent.userId, maya.id))
    assert.deepEqual([row?.outcome, row?.createdAt], ['sent', at('2026-11-23T07:20:00Z')])
    // Confirmed, it is never taken for lost, however long after.
    assert.deepEqual(await runAt(t, at('2026-11-23T19:00:00Z')), { sent: 0, nothingDue: 0, failed: 0 })
    assert.equal((await listOutbox(t.database.db, maya.email)).filter((m) => m.subject.includes('on PitchPath')).length, 1)
  }))

Deno.test("protects behaviour: a family admin's reminder tells what the children did since the last one, only while the family's plan lets them follow the children", () =>
  withApp({}, async (t) => {
    const sam = await signUpParent(t.app, 'sam@example.com')
    await createFamily(t.app, sam)
    const nia = await signUp(t.app, { email: 'nia@example.com', first_name: 'Nia' })
    await linkChild(t.app, t.database, sam, nia)
    const { goal } = await (await createGoal(t.app, nia.token, { title: 'Juggle 50' })).json()
    assert.equal((await call(t.app, 'POST', `/api/goals/${goal.id}/complete`, { token: nia.token, origin: SITE })).status, 200)
    await setTier(t.database, sam.id, 'parent')

    assert.deepEqual(await runAt(t, at('2026-11-23T07:00:00Z')), { sent: 1, nothingDue: 0, failed: 0 })
    const [mail] = await listOutbox(t.database.db, sam.email)
    assert.equal(mail!.subject, 'This week on PitchPath: your family')
    assert.ok(mail!.text.includes('Your family since the last reminder:\n- Nia: Completed the goal "Juggle 50" (Sun 22 Nov)'), mail!.text)
    assert.ok(!mail!.text.includes('waiting for your approval'), 'nothing waits yet')
    // Switched to daily the same morning: the day's reminder does not tell the same news again.
    await preferences(t.database, sam.id, { frequency: 'daily' })
    assert.deepEqual(await runAt(t, at('2026-11-23T08:00:00Z')), { sent: 0, nothingDue: 1, failed: 0 })

    const DAY = 86_400_000
    const train = async () => {
      const body = { id: crypto.randomUUID(), session_type: 'technical', duration_minutes: 30, skill_focus: ['technical'], energy_level: 3 }
      const res = await call(t.app, 'POST', '/api/training', { token: nia.token, origin: SITE, body })
      assert.equal(res.status, 201, await res.text())
    }
    // Communication off: Nia trained this week, but Sam's next reminder has nothing for him, and no mail goes.
    await preferences(t.database, sam.id, {
      triggers: { practiceReminders: true, milestoneReminders: true, communicationNotifications: false },
    })
    t.clock.advance(7 * DAY) // Sunday 29 November
    await train()
    assert.deepEqual(await runAt(t, at('2026-11-30T07:00:00Z')), { sent: 0, nothingDue: 1, failed: 0 })
    // Daily, after the family's 7-day trial: on Parent, Sam hears of Sunday's session on Monday...
    await preferences(t.database, sam.id, { frequency: 'daily' })
    t.clock.advance(7 * DAY) // Sunday 6 December
    await train()
    assert.deepEqual(await runAt(t, at('2026-12-07T07:00:00Z')), { sent: 1, nothingDue: 0, failed: 0 })
    assert.ok((await listOutbox(t.database.db, sam.email))[0]!.text.includes('- Nia: Logged a 30-minute Technical session (Sun 6 Dec)'))
    // ...and on Pro, which does not include following children, he does not hear of Monday's.
    await setTier(t.database, sam.id, 'pro')
    t.clock.advance(DAY) // Monday 7 December
    await train()
    assert.deepEqual(await runAt(t, at('2026-12-08T07:00:00Z')), { sent: 0, nothingDue: 1, failed: 0 })
    assert.equal((await listOutbox(t.database.db, sam.email)).filter((m) => m.subject.includes('on PitchPath')).length, 2)
  }))

Deno.test("protects behaviour: a family admin's reminder lists the children's goals still waiting for approval, and goes for them alone", () =>
  withApp({}, async (t) => {
    const sam = await signUpParent(t.app, 'sam@example.com')
    await createFamily(t.app, sam)
    const nia = await signUp(t.app, { email: 'nia@example.com', first_name: 'Nia' })
    const member = await linkChild(t.app, t.database, sam, nia)
    assert.equal(
      (await call(t.app, 'PATCH', `/api/family/members/${member}`, { token: sam.token, origin: SITE, body: { goal_approval: true } }))
        .status,
      200,
    )
    await setTier(t.database, sam.id, 'parent')
    // Nothing the family did in the week before, only a goal set before it, still waiting.
    await createGoal(t.app, nia.token, { title: 'Juggle 50' })
    t.clock.advance(8 * 86_400_000)
    assert.deepEqual(await runAt(t, at('2026-11-30T07:00:00Z')), { sent: 1, nothingDue: 0, failed: 0 })
    const [mail] = (await listOutbox(t.database.db, sam.email)).filter((m) => m.subject.includes('on PitchPath'))
    assert.ok(
      mail!.text.includes(
        'Goals waiting for your approval:\n- Nia: Juggle 50\nApprove or send them back on the family dashboard: https://pitchpath.example/app/parent-dashboard',
      ),
      mail!.text,
    )
  }))

Deno.test('protects behaviour: the hourly housekeeping forgets reminder periods older than any run or look-back can meet, and only those', () =>
  withApp({}, async (t) => {
    await proPlayerWithAPlan(t)
    const monday = at('2026-11-23T07:00:00Z')
    assert.equal((await runAt(t, monday)).sent, 1)
    const DAY = 86_400_000
    assert.equal(await pruneReminderLog(t.database, monday + (REMINDER_LOG_DAYS - 1) * DAY), 0)
    assert.equal(await rowCount(t.database, remindersSent), 1)
    assert.equal(await pruneReminderLog(t.database, monday + (REMINDER_LOG_DAYS + 1) * DAY), 1)
    assert.equal(await rowCount(t.database, remindersSent), 0)
  }))
