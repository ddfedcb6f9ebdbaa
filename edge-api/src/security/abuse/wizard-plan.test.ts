import assert from 'node:assert/strict'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import type { Database } from '../../db/client.ts'
import { wizardGoal } from '../../features/goals/goal-fixtures.ts'
import { everyRowAsText } from '../../test-support/db-snapshot.ts'
import { call, playerSignUp, signUp, SITE, type TestApp, withApp } from '../../test-support/test-app.ts'

/**
 * A plan sent with sign-up (docs/features/goals.md) is held to the plan's limits by the server and
 * only ever lands on the account that request creates: a refusal creates nothing at all.
 */
async function stored(database: Database): Promise<string> {
  // All but the count of sign-ups from this address (docs/features/account-and-security.md): a
  // refused sign-up was still an attempt, and the limit counts attempts.
  return JSON.stringify([...(await everyRowAsText(database))].filter(([table]) => table !== 'rate_limits'))
}

async function refused(t: TestApp, body: Record<string, unknown>, status: number, message?: string) {
  const before = await stored(t.database)
  const res = await call(t.app, 'POST', '/api/auth/sign-up', { body, origin: SITE })
  assert.equal(res.status, status, await res.clone().text())
  if (message !== undefined) assert.equal((await res.json()).error.message, message)
  assert.equal(await stored(t.database), before, 'nothing was written: no account, no goals, no mail')
}

Deno.test('attack: a plan over the free limit, a past date or a 4th goal at sign-up is refused and creates no account', () =>
  withApp({}, async (t) => {
    const three = { goals: [wizardGoal(), wizardGoal({ title: 'Two' }), wizardGoal({ title: 'Three' })] }
    // Under 13 and over: the new account is free, 2 active goals.
    await refused(
      t,
      playerSignUp({ email: 'mia@example.com', age: 10, parentEmail: 'rosa@example.com', plan: three }),
      403,
      GOAL_MESSAGES.freeLimit,
    )
    await refused(t, playerSignUp({ email: 'teo@example.com', age: 15, plan: three }), 403, GOAL_MESSAGES.freeLimit)
    await refused(
      t,
      playerSignUp({ email: 'mia@example.com', age: 10, plan: { goals: [...three.goals, wizardGoal({ title: 'Four' })] } }),
      400,
    )
    await refused(t, playerSignUp({ email: 'mia@example.com', age: 10, plan: { goals: [wizardGoal({ target_date: '2020-01-01' })] } }), 400)
    const tooManySessions = Array.from({ length: 31 }, () => ({ session_date: '2026-12-01', start_time: '17:00' }))
    await refused(t, playerSignUp({ email: 'mia@example.com', age: 10, plan: { goals: [wizardGoal({ sessions: tooManySessions })] } }), 400)
  }))

Deno.test('attack: a plan cannot be written to another account: a taken address is refused, an owner field is not accepted', () =>
  withApp({}, async (t) => {
    const owner = await signUp(t.app, { email: 'maya@example.com', age: 14 })
    const plan = { goals: [wizardGoal({ title: 'Planted goal' })] }
    await refused(t, playerSignUp({ email: 'maya@example.com', age: 14, plan }), 409)
    await refused(t, playerSignUp({ email: 'eve@example.com', age: 14, plan: { ...plan, user_id: owner.id } }), 400)
    await refused(t, playerSignUp({ email: 'eve@example.com', age: 14, plan: { goals: [{ ...plan.goals[0], user_id: owner.id }] } }), 400)
    const res = await call(t.app, 'GET', '/api/goals', { token: owner.token })
    assert.deepEqual((await res.json()).goals, [])
  }))
