import assert from 'node:assert/strict'
import { AGE_GROUPS } from '@app/shared/domain/age-group.ts'
import { WIZARD_PILLARS } from '@app/shared/domain/goals.ts'
import { answerDemo } from '@app/shared/demo/demo-backend.ts'
import { call, withApp } from '../../test-support/test-app.ts'
import { DRILLS } from './public.ts'

/**
 * The library's search is SQL in the API (drills.routes.ts) and shared/src/domain/drills/drill-search.ts
 * in demo mode: both answer every query below alike, over the real library (docs/features/drills.md).
 */
const EQUIPMENT = [undefined, 'none', 'ball', 'ball,wall', 'ball,cones', 'ball,cones,partner,goal,wall']
const MINUTES = [undefined, '5', '10', '20']
const FILTERS = [undefined, ...WIZARD_PILLARS].flatMap((pillar) =>
  [undefined, ...AGE_GROUPS].flatMap((age) =>
    EQUIPMENT.flatMap((equipment) =>
      MINUTES.map((minutes) => {
        const params = new URLSearchParams()
        if (pillar) params.set('pillar', pillar)
        if (age) params.set('age_group', age)
        if (equipment) params.set('equipment', equipment)
        if (minutes) params.set('max_minutes', minutes)
        return params.toString()
      })
    )
  )
)
// Words of titles, summaries and tags, several words, any case, parts of words, and % and _ as themselves.
const SEARCHES = [
  ...DRILLS.slice(0, 12).map((d) => d.title),
  ...DRILLS.slice(12, 24).map((d) => d.tags[0] ?? d.title),
  'BALL',
  'weak foot',
  'pass wall',
  'calm breath',
  'ing',
  '100%',
  '%',
  '_',
  '  first   touch  ',
  'zzz',
].map((q) => new URLSearchParams({ q }).toString())

async function bothAnswer(app: Parameters<typeof call>[0], path: string) {
  const res = await call(app, 'GET', `/api${path}`)
  return { api: { status: res.status, body: await res.json() }, demo: answerDemo('GET', path, undefined) }
}

Deno.test('protects behaviour: the API and demo mode find the same drills in the same order for every filter and search', () =>
  withApp({}, async (t) => {
    let found = 0
    for (const query of [...FILTERS, ...SEARCHES, 'pillar=technical&q=ball&max_minutes=15']) {
      const { api, demo } = await bothAnswer(t.app, `/drills?${query}`)
      assert.equal(api.status, 200, query)
      assert.deepEqual(demo, api, query)
      found += api.body.drills.length
    }
    // The queries are not all empty answers.
    assert.ok(found > 0)
  }))

Deno.test('protects behaviour: the API and demo mode answer every drill page and an unknown slug alike', () =>
  withApp({}, async (t) => {
    for (const slug of [...DRILLS.map((d) => d.slug), 'no-such-drill', 'Toe-Taps']) {
      const { api, demo } = await bothAnswer(t.app, `/drills/${slug}`)
      assert.deepEqual(demo, api, slug)
    }
  }))
