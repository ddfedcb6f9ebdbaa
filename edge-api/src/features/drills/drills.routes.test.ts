import assert from 'node:assert/strict'
import { DRILL_MESSAGES } from '@app/shared/domain/messages/drills.ts'
import { call, signUp, type TestApp, withApp } from '../../test-support/test-app.ts'
import { FIXTURE_DRILLS } from './drill-fixtures.ts'
import { syncDrills } from './sync-drills.ts'

async function slugs(t: TestApp, query: string): Promise<string[]> {
  const res = await call(t.app, 'GET', `/api/drills${query}`)
  assert.equal(res.status, 200, await res.clone().text())
  const body = await res.json() as { drills: { slug: string }[] }
  return body.drills.map((d) => d.slug).sort()
}

const withDrills = (fn: (t: TestApp) => Promise<void>) =>
  withApp({}, async (t) => {
    await syncDrills(t.database, FIXTURE_DRILLS)
    await fn(t)
  })

Deno.test('protects behaviour: the drill library lists every drill signed out, with a cache header for public content', () =>
  withDrills(async (t) => {
    const res = await call(t.app, 'GET', '/api/drills')
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('cache-control'), 'public, max-age=300')
    const body = await res.json() as { drills: Record<string, unknown>[] }
    assert.equal(body.drills.length, 4)
    // Easiest and shortest first.
    assert.deepEqual(body.drills.map((d) => d.slug), ['box-breathing', 'wall-passes', 'cone-weave', 'shuttle-sprints'])
    assert.deepEqual(body.drills[1], {
      slug: 'wall-passes',
      title: 'Wall Passes',
      summary: 'Works on a clean first touch.',
      pillar: 'technical',
      age_groups: ['8-12', '13-17'],
      equipment: ['ball', 'wall'],
      space: 'small',
      minutes: 10,
      level: 1,
    })
  }))

Deno.test('protects behaviour: the library filters by pillar, age group, what the player has and minutes, together', () =>
  withDrills(async (t) => {
    assert.deepEqual(await slugs(t, '?pillar=technical'), ['cone-weave', 'wall-passes'])
    assert.deepEqual(await slugs(t, '?age_group=18%2B'), ['box-breathing', 'shuttle-sprints'])
    assert.deepEqual(await slugs(t, '?equipment=ball,wall'), ['box-breathing', 'wall-passes'])
    assert.deepEqual(await slugs(t, '?equipment=none'), ['box-breathing'])
    assert.deepEqual(await slugs(t, '?max_minutes=10'), ['box-breathing', 'wall-passes'])
    assert.deepEqual(await slugs(t, '?pillar=technical&equipment=ball,cones&max_minutes=15&age_group=8-12'), ['cone-weave'])
  }))

Deno.test('protects behaviour: the search matches every word in the title, summary or tags, any case, % as itself', () =>
  withDrills(async (t) => {
    assert.deepEqual(await slugs(t, '?q=WALL'), ['wall-passes'])
    assert.deepEqual(await slugs(t, '?q=weak%20foot'), ['wall-passes'])
    assert.deepEqual(await slugs(t, '?q=calm%20nerves'), ['box-breathing'])
    assert.deepEqual(await slugs(t, '?q=first%20touch'), ['cone-weave', 'wall-passes'])
    assert.deepEqual(await slugs(t, '?q=100%25'), ['box-breathing'])
    assert.deepEqual(await slugs(t, '?q=%25'), ['box-breathing'])
    assert.deepEqual(await slugs(t, '?q=zzz'), [])
    assert.deepEqual(await slugs(t, '?q=%20%20'), ['box-breathing', 'cone-weave', 'shuttle-sprints', 'wall-passes'])
  }))

Deno.test('protects behaviour: a bad filter is refused with 400 and a message naming the field', async (t) => {
  const cases: [string, string][] = [
    ['?pillar=psychological', 'pillar'],
    ['?age_group=9', 'age_group'],
    ['?equipment=ball,rope', 'equipment'],
    ['?max_minutes=abc', 'max_minutes'],
    ['?max_minutes=4', 'max_minutes'],
    ['?max_minutes=12.5', 'max_minutes'],
    [`?q=${'a'.repeat(61)}`, 'q'],
    // An unknown parameter is named by the request, not a field.
    ['?sort=title', ''],
  ]
  await withDrills(async (app) => {
    for (const [query, field] of cases) {
      await t.step(query, async () => {
        const res = await call(app.app, 'GET', `/api/drills${query}`)
        assert.equal(res.status, 400)
        const body = await res.json() as { error: { code: string; fields?: Record<string, string[]> } }
        assert.equal(body.error.code, 'VALIDATION_FAILED')
        assert.ok(body.error.fields?.[field]?.length, `${query}: ${JSON.stringify(body)}`)
      })
    }
    const res = await call(app.app, 'GET', '/api/drills?max_minutes=4')
    const body = await res.json() as { error: { fields: Record<string, string[]> } }
    assert.deepEqual(body.error.fields.max_minutes, [DRILL_MESSAGES.maxMinutes])
  })
})

Deno.test('protects behaviour: a drill page answers the whole drill signed out, with the title of the drill it leads to', () =>
  withDrills(async (t) => {
    const res = await call(t.app, 'GET', '/api/drills/wall-passes')
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('cache-control'), 'public, max-age=300')
    const { drill } = await res.json()
    assert.equal(drill.title, 'Wall Passes')
    assert.deepEqual(drill.steps, ['Stand still.', 'Pass.', 'Control.'])
    assert.deepEqual(drill.coaching_points, ['Soft ankle.', 'Look up.'])
    assert.equal(drill.progression, 'Use your weaker foot.')
    assert.deepEqual(drill.next, { slug: 'cone-weave', title: 'Cone Weave' })
    assert.equal(drill.safety, null)
    assert.equal(drill.diagram.movements.length, 1)
    const last = await (await call(t.app, 'GET', '/api/drills/shuttle-sprints')).json()
    assert.equal(last.drill.next, null)
    assert.equal(last.drill.safety, 'Warm up first.')
  }))

Deno.test('protects behaviour: an unknown or malformed slug answers 404 with a clear message', () =>
  withDrills(async (t) => {
    for (const slug of ['no-such-drill', 'Wall-Passes', '..%2F..%2Fetc', 'a'.repeat(81)]) {
      const res = await call(t.app, 'GET', `/api/drills/${slug}`)
      assert.equal(res.status, 404, slug)
      const body = await res.json() as { error: { code: string; message: string } }
      assert.deepEqual(body.error, { code: 'NOT_FOUND', message: DRILL_MESSAGES.notFound })
    }
  }))

Deno.test('protects behaviour: a signed-in player reads the same library as a visitor', () =>
  withDrills(async (t) => {
    const { token } = await signUp(t.app)
    const res = await call(t.app, 'GET', '/api/drills?pillar=mental', { token })
    assert.equal(res.status, 200)
    assert.deepEqual((await res.json()).drills.map((d: { slug: string }) => d.slug), ['box-breathing'])
  }))
