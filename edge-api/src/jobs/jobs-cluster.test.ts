import assert from 'node:assert/strict'
import { join } from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'
import { localClock } from '@app/shared/domain/reminders.ts'
import { openDatabase } from '../db/open-database.ts'
import { jobRuns, outboxMails, remindersSent } from '../db/schema/index.ts'
import { wizardGoal } from '../features/goals/goal-fixtures.ts'
import { request, startCluster, waitUntil } from '../test-support/cluster.ts'
import { playerSignUp } from '../test-support/test-app.ts'
import { zoneInTheDay } from '../test-support/time-zones.ts'

const TICK_MS = 1000

Deno.test('protects behaviour: two API instances run the scheduled jobs on one database: each period is claimed by one of them, and a planned session is reminded of once', async () => {
  // Every job's period shortened to a second, so many periods pass while the test watches.
  const cluster = await startCluster({ pullIntervalMs: 100, env: { JOBS_TICK_MS: String(TICK_MS) } })
  const dir = await Deno.makeTempDir({ prefix: 'pp-jobs-cluster-' })
  // The test's own replica of the primary: it reads what both instances wrote.
  const observer = await openDatabase({ kind: 'replica', file: join(dir, 'observer.db'), syncUrl: cluster.syncUrl, pullIntervalMs: 100 })
  try {
    // Instance a alone while the player is set up; b joins before the player is due a reminder.
    const a = await cluster.startInstance('a')
    // Until 21:00 there: the weekly reminder is due in that zone, whatever the weekday.
    const timeZone = zoneInTheDay(new Date(), 21)
    const today = localClock(new Date(), timeZone).day
    const email = 'remind-once@example.com'
    const signUp = await request(a, 'POST', '/api/auth/sign-up', undefined, { ...playerSignUp({ email }), timeZone })
    assert.equal(signUp.status, 201, JSON.stringify(signUp.body))
    const token = signUp.token!
    // The plan first, on the free plan (no reminders yet), so the first run that sees the player
    // as Pro already finds today's session; the default preferences are weekly, every trigger.
    const goals = await request(a, 'POST', '/api/goals/batch', token, {
      goals: [wizardGoal({ title: 'First touch', target_date: '2027-02-20', sessions: [{ session_date: today, start_time: '17:30' }] })],
    })
    assert.equal(goals.status, 201, JSON.stringify(goals.body))
    const b = await cluster.startInstance('b')
    // Both instances now claim every period; a write that loses the write clock 12 times answers 503
    // "please try again", and a browser would: the checkout id makes the retry the same checkout.
    const checkout = { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: SIMULATED_TOKENS.ok }
    let paid = await request(a, 'POST', '/api/billing/checkout', token, checkout)
    for (let tries = 1; paid.status === 503 && tries < 5; tries++) paid = await request(a, 'POST', '/api/billing/checkout', token, checkout)
    assert.equal(paid.status, 201, JSON.stringify(paid.body))

    const planMails = () =>
      observer.db.select().from(outboxMails).where(
        and(eq(outboxMails.to, email), inArray(outboxMails.subject, ['This week on PitchPath: your plan'])),
      )
    await waitUntil(async () => (await planMails()).length > 0, 'the reminder in the outbox', 30_000)
    const sentAt = Date.now()
    // Several more periods, each run by one instance, and both instances winning some.
    const reminderRuns = () => observer.db.select().from(jobRuns).where(eq(jobRuns.job, 'reminders'))
    await waitUntil(
      async () => {
        const runs = await reminderRuns()
        return runs.filter((r) => r.periodStart > sentAt + TICK_MS).length >= 4 && new Set(runs.map((r) => r.instance)).size === 2
      },
      'four more reminder periods, claimed by both instances',
      30_000,
    )

    const mails = await planMails()
    assert.equal(mails.length, 1, mails.map((m) => m.subject).join('; '))
    assert.match(mails[0].text, /First touch/)
    const claims = await observer.db.select().from(remindersSent)
    assert.deepEqual(claims.map((c) => c.outcome), ['sent'])
    // One log line for the one run that sent it, on whichever instance ran that period.
    const lines = [a, b].flatMap((i) => i.output().split('\n')).filter((l) => l.includes('[api] reminders: 1 sent'))
    assert.equal(lines.length, 1, lines.join('\n'))
    // Every period of every job ran at most once (the key) and each claimed run was recorded as finished.
    const runs = await observer.db.select().from(jobRuns)
    assert.deepEqual(runs.filter((r) => r.status === 'failed'), [])
    assert.ok(new Set(runs.map((r) => r.job)).size >= 5, [...new Set(runs.map((r) => r.job))].join(', '))
  } finally {
    await observer.close()
    await cluster.stop()
    await Deno.remove(dir, { recursive: true })
  }
})
