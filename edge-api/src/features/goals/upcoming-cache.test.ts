import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { goals } from '../../db/schema/index.ts'
import { call, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { setTier, wizardGoal } from './goal-fixtures.ts'

// Upcoming Sessions is served from memory until this process writes planned_sessions, goals or
// users (the zone), or the caller's day changes in their zone (http/cached-answer.ts).
const MINUTE = 60_000
// 12:00 UTC on 22 November is 21:00 in Tokyo: its day ends 3 hours later, UTC's 12 hours later.
const TOKYO_MIDNIGHT = 180 * MINUTE

Deno.test("protects behaviour: upcoming sessions show each plan, edit and completed goal on the next read, from the caller's today", () =>
  withApp({}, async ({ app, clock, database }) => {
    const maya = await signUp(app, { timeZone: 'Asia/Tokyo' })
    const leo = await signUp(app, { email: 'leo@example.com', timeZone: 'Asia/Tokyo' })
    await setTier(database, maya.id, 'pro')
    const upcoming = async (who: { token: string }) => {
      const res = await call(app, 'GET', '/api/goals/sessions/upcoming?limit=4', { token: who.token })
      assert.equal(res.status, 200)
      return ((await res.json()).sessions as { session_date: string; goal_title: string }[]).map((s) => `${s.session_date} ${s.goal_title}`)
    }
    assert.deepEqual(await upcoming(maya), [])
    const sessions = [{ session_date: '2026-11-22', start_time: '23:30' }, { session_date: '2026-11-24', start_time: '17:30' }]
    const saved = await call(app, 'POST', '/api/goals/batch', {
      token: maya.token,
      origin: SITE,
      body: { goals: [wizardGoal({ title: 'Weak foot', sessions })] },
    })
    assert.equal(saved.status, 201)
    const plan = await saved.json()
    assert.deepEqual(await upcoming(maya), ['2026-11-22 Weak foot', '2026-11-24 Weak foot'])
    assert.deepEqual(await upcoming(leo), [])

    // Past midnight in Tokyo (UTC is still on the 22nd), nothing written: the 22nd has passed.
    clock.advance(TOKYO_MIDNIGHT - MINUTE)
    assert.deepEqual(await upcoming(maya), ['2026-11-22 Weak foot', '2026-11-24 Weak foot'])
    clock.advance(2 * MINUTE)
    assert.deepEqual(await upcoming(maya), ['2026-11-24 Weak foot'])

    // The goal's title comes from the goals table (written here by any route, or straight through the
    // database), each session from planned_sessions.
    await database.write((db) => db.update(goals).set({ title: 'Left foot' }).where(eq(goals.id, plan.goals[0].id)))
    assert.deepEqual(await upcoming(maya), ['2026-11-24 Left foot'])
    const done = await call(app, 'POST', `/api/goals/sessions/${plan.sessions.at(-1).id}/done`, { token: maya.token, origin: SITE })
    assert.equal(done.status, 204)
    assert.deepEqual(await upcoming(maya), [])
  }))
