import assert from 'node:assert/strict'
import { call, signUp, type TestApp, withApp } from '../../test-support/test-app.ts'
import { FIXTURE_DRILLS } from './drill-fixtures.ts'
import { syncDrills } from './sync-drills.ts'

// GET /api/drills and /api/drills/{slug} are served from memory, the same for everyone, until this
// process writes the drills table (http/cached-public-answer.ts): a sync shows on the next read.
const read = async (t: TestApp, url: string, token?: string) => {
  const res = await call(t.app, 'GET', url, token ? { token } : {})
  return { status: res.status, cache: res.headers.get('cache-control'), body: await res.json() }
}
const titles = async (t: TestApp, url: string) => ((await read(t, url)).body.drills as { title: string }[]).map((d) => d.title)

Deno.test('protects behaviour: a drill sync that adds, changes or removes drills shows on the next library read', () =>
  withApp({}, async (t) => {
    await syncDrills(t.database, FIXTURE_DRILLS)
    const first = await read(t, '/api/drills?pillar=technical')
    assert.deepEqual(await read(t, '/api/drills?pillar=technical'), first, 'served again from memory')
    assert.equal(first.cache, 'public, max-age=300', 'the public cache header is kept with the answer')
    assert.deepEqual(await titles(t, '/api/drills?pillar=technical'), ['Wall Passes', 'Cone Weave'])
    assert.equal((await read(t, '/api/drills/cone-weave')).body.drill.title, 'Cone Weave')
    assert.equal((await read(t, '/api/drills/wall-passes')).body.drill.next.title, 'Cone Weave')

    // A deploy renames one drill and drops another.
    const renamed = FIXTURE_DRILLS.filter((d) => d.slug !== 'wall-passes').map((d) =>
      d.slug === 'cone-weave' ? { ...d, title: 'Cone Slalom' } : d
    )
    await syncDrills(t.database, renamed)
    assert.deepEqual(await titles(t, '/api/drills?pillar=technical'), ['Cone Slalom'])
    assert.equal((await read(t, '/api/drills/cone-weave')).body.drill.title, 'Cone Slalom')
    assert.equal((await read(t, '/api/drills/wall-passes')).status, 404)

    // And brings it back: a 404 was never kept.
    await syncDrills(t.database, FIXTURE_DRILLS)
    assert.equal((await read(t, '/api/drills/wall-passes')).body.drill.next.title, 'Cone Weave')
    assert.deepEqual(await titles(t, '/api/drills?pillar=technical'), ['Wall Passes', 'Cone Weave'])
  }))

Deno.test('protects behaviour: a signed-in player and a visitor get the same library answer, and a bad query is refused each time', () =>
  withApp({}, async (t) => {
    await syncDrills(t.database, FIXTURE_DRILLS)
    const maya = await signUp(t.app)
    const visitor = await read(t, '/api/drills')
    assert.deepEqual(await read(t, '/api/drills', maya.token), visitor)
    assert.deepEqual(await read(t, '/api/drills/box-breathing', maya.token), await read(t, '/api/drills/box-breathing'))
    assert.equal((await read(t, '/api/drills?max_minutes=-1')).status, 400)
    assert.equal((await read(t, '/api/drills?max_minutes=-1')).status, 400)
  }))
