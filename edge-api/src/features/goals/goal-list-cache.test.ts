import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { goals } from '../../db/schema/index.ts'
import { call, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { createGoal } from './goal-fixtures.ts'

// GET /api/goals is served from memory until this process writes the goals table
// (http/cached-answer.ts): every change must show on the next read, and only to its owner.
const titles = async (res: Response) => ((await res.json()).goals as { title: string }[]).map((g) => g.title)

Deno.test('protects behaviour: the goal list shows every change on the next read, and one player never sees another list', () =>
  withApp({}, async ({ app, database }) => {
    const maya = await signUp(app)
    const leo = await signUp(app, { email: 'leo@example.com' })
    const list = (who: { token: string }, query = '') => call(app, 'GET', `/api/goals${query}`, { token: who.token })

    assert.deepEqual(await titles(await list(maya)), [])
    assert.deepEqual(await titles(await list(maya)), [])
    const created = await (await createGoal(app, maya.token, { title: 'First touch' })).json()
    assert.deepEqual(await titles(await list(maya)), ['First touch'])
    assert.deepEqual(await titles(await list(leo)), [])

    const complete = await call(app, 'POST', `/api/goals/${created.goal.id}/complete`, { token: maya.token, origin: SITE })
    assert.equal(complete.status, 200)
    assert.deepEqual(await titles(await list(maya, '?status=active')), [])
    assert.deepEqual(await titles(await list(maya, '?status=completed')), ['First touch'])

    // A write by any route of this process (here straight through the database) is seen too.
    await database.write((db) => db.update(goals).set({ title: 'Weak foot' }).where(eq(goals.id, created.goal.id)))
    assert.deepEqual(await titles(await list(maya)), ['Weak foot'])
    assert.deepEqual(await titles(await list(maya, '?status=completed')), ['Weak foot'])

    // A refused query is answered as before, never from another URL's entry.
    assert.equal((await list(maya, '?status=paused')).status, 400)
    // Signed out, the list is refused even though it is in memory.
    assert.equal((await call(app, 'GET', '/api/goals')).status, 401)
  }))
