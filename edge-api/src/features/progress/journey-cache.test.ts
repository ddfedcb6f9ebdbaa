import assert from 'node:assert/strict'
import { journeyMilestones, userBadges } from '../../db/schema/index.ts'
import { call, signUp, SITE, type TestApp, withApp } from '../../test-support/test-app.ts'
import { createGoal } from '../goals/goal-fixtures.ts'

// GET /api/journey is served from memory until this process writes journey_milestones, user_badges
// or goals (http/cached-answer.ts): each is written alone here and shows on the next read.
const entries = async (t: TestApp, token: string, query = '?offset=0') => {
  const res = await call(t.app, 'GET', `/api/journey${query}`, { token })
  assert.equal(res.status, 200)
  return ((await res.json()).entries as { kind: string; label: string }[]).map((e) => `${e.kind} ${e.label}`)
}

Deno.test('protects behaviour: a milestone, a badge and a completed goal each show on the next Journey read, for their owner only', () =>
  withApp({}, async (t) => {
    const maya = await signUp(t.app)
    assert.deepEqual(await entries(t, maya.token), [])
    assert.deepEqual(await entries(t, maya.token), [])

    t.clock.advance(60_000)
    await t.database.write((db) =>
      db.insert(journeyMilestones).values({
        id: crypto.randomUUID(),
        userId: maya.id,
        kind: 'level_reached',
        value: 2,
        occurredAt: t.clock.now(),
      })
    )
    assert.deepEqual(await entries(t, maya.token), ['level_reached Rookie'])

    t.clock.advance(60_000)
    await t.database.write((db) => db.insert(userBadges).values({ userId: maya.id, badgeId: 'first-goal', earnedAt: t.clock.now() }))
    assert.deepEqual(await entries(t, maya.token), ['badge_earned First Goal', 'level_reached Rookie'])

    const goal = (await (await createGoal(t.app, maya.token, { title: 'Juggle 50' })).json()).goal
    t.clock.advance(60_000)
    assert.equal((await call(t.app, 'POST', `/api/goals/${goal.id}/complete`, { token: maya.token, origin: SITE })).status, 200)
    assert.ok((await entries(t, maya.token)).includes('goal_completed Juggle 50'))
    assert.deepEqual(await entries(t, maya.token, '?offset=0&limit=1'), [(await entries(t, maya.token))[0]], 'each page its own')

    // Another player's Journey at the same URL is their own.
    const leo = await signUp(t.app, { email: 'leo@example.com' })
    assert.deepEqual(await entries(t, leo.token), [])
  }))
