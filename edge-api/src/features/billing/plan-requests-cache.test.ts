import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/index.ts'
import { get, post, signUpChild, signUpParent } from '../family/family-fixtures.ts'
import { type TestApp, withApp } from '../../test-support/test-app.ts'

// GET /api/billing/plan-requests is served from memory until this process writes account_events or
// users (http/cached-answer.ts), and each listed ask leaves it when its window ends, with no write.
const DAY = 24 * 60 * 60 * 1000
const asks = async (t: TestApp, token: string) => {
  const res = await get(t.app, '/api/billing/plan-requests', token)
  assert.equal(res.status, 200)
  return await res.json()
}

Deno.test("protects behaviour: an ask, the child's new plan and each ask's end show on the next plan-requests read, each caller their own", () =>
  withApp({}, async (t) => {
    const sam = await signUpParent(t.app, 'sam@example.com')
    const leo = await signUpChild(t.app, 'leo@example.com', 11, 'Leo')
    const empty = { mine: [], from_children: [] }
    assert.deepEqual(await asks(t, leo.token), empty)
    assert.deepEqual(await asks(t, sam.token), empty)

    // An ask (account_events) shows to the child and to the parent on their next read.
    assert.equal((await post(t.app, '/api/billing/plan-requests', leo.token, { plan: 'pro' })).status, 201)
    const asked = new Date(t.clock.now()).toISOString()
    assert.deepEqual((await asks(t, leo.token)).mine.map((a: { plan: string }) => a.plan), ['pro'])
    assert.deepEqual((await asks(t, sam.token)).from_children, [{ first_name: 'Leo', plan: 'pro', asked_at: asked }])
    assert.deepEqual((await asks(t, sam.token)).mine, [], "the parent never sees the child's ask as their own")

    // The child's pending ask ends after a day, with nothing written.
    t.clock.advance(DAY - 1)
    assert.equal((await asks(t, leo.token)).mine.length, 1)
    t.clock.advance(1)
    assert.deepEqual((await asks(t, leo.token)).mine, [])
    assert.equal((await asks(t, sam.token)).from_children.length, 1, 'the parent sees it for a week')

    // Once the child has the plan (users), the parent is no longer told.
    await t.database.write((db) => db.update(users).set({ subscriptionTier: 'pro' }).where(eq(users.id, leo.id)))
    assert.deepEqual((await asks(t, sam.token)).from_children, [])
    await t.database.write((db) => db.update(users).set({ subscriptionTier: 'free' }).where(eq(users.id, leo.id)))
    assert.equal((await asks(t, sam.token)).from_children.length, 1)

    // A week after the ask, it leaves the parent's list by itself.
    t.clock.advance(6 * DAY - 1)
    assert.equal((await asks(t, sam.token)).from_children.length, 1)
    t.clock.advance(1)
    assert.deepEqual(await asks(t, sam.token), empty)
  }))
