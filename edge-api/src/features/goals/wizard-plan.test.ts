import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { goals, plannedSessions, users } from '../../db/schema/index.ts'
import { call, playerSignUp, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { wizardGoal } from './goal-fixtures.ts'

const plan = { goals: [wizardGoal(), wizardGoal({ title: 'Scan before receiving', pillar: 'tactical', sessions: [] })] }

async function goalTitles(app: Parameters<typeof call>[0], token: string): Promise<string[]> {
  const res = await call(app, 'GET', '/api/goals', { token })
  assert.equal(res.status, 200)
  return ((await res.json()).goals as { title: string }[]).map((g) => g.title).sort()
}

Deno.test("protects behaviour: a child under 13's wizard plan is kept on the server while the account waits for a parent", () =>
  withApp({}, async ({ app, database }) => {
    const res = await call(app, 'POST', '/api/auth/sign-up', {
      body: playerSignUp({ email: 'mia@example.com', age: 10, first_name: 'Mia', parentEmail: 'rosa@example.com', plan }),
      origin: SITE,
    })
    assert.equal(res.status, 202)
    const [child] = await database.db.select().from(users).where(eq(users.email, 'mia@example.com'))
    assert.equal(child?.consentStatus, 'pending')
    // Kept on the waiting account, not in any browser.
    const kept = await database.db.select().from(goals).where(eq(goals.userId, child!.id))
    assert.deepEqual(kept.map((g) => [g.title, g.status]).sort(), [['Scan before receiving', 'active'], ['Weak-foot passing', 'active']])
    assert.equal((await database.db.select().from(plannedSessions).where(eq(plannedSessions.userId, child!.id))).length, 2)
  }))

Deno.test('protects behaviour: after approval the child signs in and finds the plan made before it, sessions included', () =>
  withApp({}, async ({ app }) => {
    const child = await signUp(app, { email: 'mia@example.com', age: 10, first_name: 'Mia', parentEmail: 'rosa@example.com', plan })
    assert.deepEqual(await goalTitles(app, child.token), ['Scan before receiving', 'Weak-foot passing'])
    const list = (await (await call(app, 'GET', '/api/goals', { token: child.token })).json()).goals as { id: string; title: string }[]
    const passing = list.find((g) => g.title === 'Weak-foot passing')!
    const detail = await (await call(app, 'GET', `/api/goals/${passing.id}`, { token: child.token })).json()
    assert.deepEqual(detail.sessions.map((s: { session_date: string }) => s.session_date), ['2026-11-24', '2026-11-26'])
  }))

Deno.test('protects behaviour: a player of 13 or over gets the plan at once; a parent account keeps no plan', () =>
  withApp({}, async ({ app, database }) => {
    const teen = await signUp(app, { email: 'teo@example.com', age: 14, plan })
    assert.deepEqual(await goalTitles(app, teen.token), ['Scan before receiving', 'Weak-foot passing'])
    const parent = await call(app, 'POST', '/api/auth/sign-up', {
      body: { email: 'rosa@example.com', password: 'secret-123', first_name: 'Rosa', last_name: 'Lopez', accountType: 'parent', plan },
      origin: SITE,
    })
    assert.equal(parent.status, 201)
    const { user } = await parent.json()
    assert.equal((await database.db.select().from(goals).where(eq(goals.userId, user.id))).length, 0)
  }))
