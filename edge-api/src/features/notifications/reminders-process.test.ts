import assert from 'node:assert/strict'
import { join } from 'node:path'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@app/shared/domain/notification-preferences.ts'
import { localClock } from '@app/shared/domain/reminders.ts'
import { request, startApiProcess } from '../../test-support/api-process.ts'
import { waitUntil } from '../../test-support/primary.ts'
import { playerSignUp } from '../../test-support/test-app.ts'
import { zoneInTheDay } from '../../test-support/time-zones.ts'

Deno.test("protects behaviour: the API process sends the reminders due when it starts: a Pro player's goal due today reaches the outbox", async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-reminders-' })
  // Periods of a second: the restarted process is in a new one, which no earlier run has claimed (jobs/claim.ts).
  const env = { DATABASE_FILE: join(dir, 'api.db'), JOBS_TICK_MS: '1000' }
  let api = await startApiProcess(env)
  try {
    const timeZone = zoneInTheDay(new Date())
    const email = 'remind-me@example.com'
    const signUp = await request(api, 'POST', '/api/auth/sign-up', undefined, { ...playerSignUp({ email }), timeZone })
    assert.equal(signUp.status, 201, JSON.stringify(signUp.body))
    const token = signUp.token!
    const paid = await request(api, 'POST', '/api/billing/checkout', token, {
      checkout_id: crypto.randomUUID(),
      plan: 'pro',
      payment_token: SIMULATED_TOKENS.ok,
    })
    assert.equal(paid.status, 201, JSON.stringify(paid.body))
    const prefs = await request(api, 'PUT', '/api/me/notification-preferences', token, {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      frequency: 'daily',
    })
    assert.equal(prefs.status, 200, JSON.stringify(prefs.body))
    const today = localClock(new Date(), timeZone).day
    const goal = await request(api, 'POST', '/api/goals', token, {
      title: 'Juggle 50',
      pillar: 'technical',
      goal_type: 'performance',
      target_date: today,
    })
    assert.equal(goal.status, 201, JSON.stringify(goal.body))

    // The run at start found nothing for this player yet; after a restart it finds today's deadline.
    await api.stop()
    api = await startApiProcess(env)
    const reminders = async () =>
      (await request(api, 'GET', `/api/dev/outbox?to=${email}`)).body.mails.filter((m: { subject: string }) =>
        m.subject === 'Today on PitchPath: your plan'
      )
    await waitUntil(async () => (await reminders()).length === 1, 'the reminder in the outbox', 20_000)
    assert.match((await reminders())[0].text, /Goals due:\n- .+: Juggle 50 \(Technical\)/)
  } finally {
    await api.stop()
    await Deno.remove(dir, { recursive: true })
  }
})
