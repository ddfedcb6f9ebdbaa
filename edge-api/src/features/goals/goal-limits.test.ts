import assert from 'node:assert/strict'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { goals } from '../../db/schema/index.ts'
import { call, rowCount, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { activeGoals, createGoal, setTier, wizardGoal } from './goal-fixtures.ts'

const LIMIT = { error: { code: 'PLAN_LIMIT_REACHED', message: GOAL_MESSAGES.freeLimit } }

Deno.test('protects behaviour: a free player cannot hold a third active goal (403 PLAN_LIMIT_REACHED), and completing one frees a slot', () =>
  withApp({}, async ({ app, database }) => {
    const { token, id } = await signUp(app)
    const first = (await (await createGoal(app, token, { title: 'One' })).json()).goal
    assert.equal((await createGoal(app, token, { title: 'Two' })).status, 201)
    const third = await createGoal(app, token, { title: 'Three' })
    assert.equal(third.status, 403)
    assert.deepEqual(await third.json(), LIMIT)
    assert.equal(await rowCount(database, goals), 2)

    assert.equal((await call(app, 'POST', `/api/goals/${first.id}/complete`, { token, origin: SITE })).status, 200)
    assert.equal((await createGoal(app, token, { title: 'Three' })).status, 201)
    assert.equal(await activeGoals(database, id), 2)
    assert.equal(await rowCount(database, goals), 3)
  }))

Deno.test('protects behaviour: Pro and Parent players have no active-goal limit', () =>
  withApp({}, async ({ app, database }) => {
    for (const [i, tier] of (['pro', 'parent'] as const).entries()) {
      const { token, id } = await signUp(app, { email: `p${i}@example.com` })
      await setTier(database, id, tier)
      for (let n = 0; n < 5; n++) assert.equal((await createGoal(app, token, { title: `Goal ${n}` })).status, 201, tier)
      const batch = await call(app, 'POST', '/api/goals/batch', {
        token,
        origin: SITE,
        body: { goals: [wizardGoal(), wizardGoal(), wizardGoal()] },
      })
      assert.equal(batch.status, 201, tier)
      assert.equal(await activeGoals(database, id), 8)
    }
  }))

Deno.test('protects behaviour: two simultaneous creates by a free player at 1 active goal give exactly one 201 and one 403', () =>
  withApp({}, async ({ app, database }) => {
    const { token, id } = await signUp(app)
    assert.equal((await createGoal(app, token, { title: 'Already active' })).status, 201)
    const responses = await Promise.all([createGoal(app, token, { title: 'A' }), createGoal(app, token, { title: 'B' })])
    const statuses = responses.map((r) => r.status).sort()
    assert.deepEqual(statuses, [201, 403])
    const refused = responses.find((r) => r.status === 403)!
    assert.deepEqual(await refused.json(), LIMIT)
    assert.equal(await activeGoals(database, id), 2)
  }))

Deno.test('protects behaviour: simultaneous wizard saves by a free player cannot together pass the limit', () =>
  withApp({}, async ({ app, database }) => {
    const { token, id } = await signUp(app)
    const save = () => call(app, 'POST', '/api/goals/batch', { token, origin: SITE, body: { goals: [wizardGoal()] } })
    const statuses = (await Promise.all([save(), save(), save()])).map((r) => r.status).sort()
    assert.deepEqual(statuses, [201, 201, 403])
    assert.equal(await activeGoals(database, id), 2)
  }))
