import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { drills } from '../../db/schema/index.ts'
import { withApp } from '../../test-support/test-app.ts'
import { DRILLS } from './public.ts'
import { FIXTURE_DRILLS, fixtureDrill } from './drill-fixtures.ts'
import { syncDrills } from './sync-drills.ts'

Deno.test('protects behaviour: the content reaches the table at start, and a second start with the same content writes nothing', () =>
  withApp({}, async (t) => {
    // makeTestApp synced the library as main.ts does.
    assert.equal(await t.database.db.$count(drills), DRILLS.length)
    assert.deepEqual(await syncDrills(t.database, DRILLS), { added: 0, changed: 0, removed: 0 })
  }))

Deno.test('protects behaviour: a sync adds new drills, rewrites changed ones and removes drills taken out of the content', () =>
  withApp({}, async (t) => {
    assert.deepEqual(await syncDrills(t.database, FIXTURE_DRILLS), { added: 4, changed: 0, removed: DRILLS.length })
    const [first, second, ...rest] = FIXTURE_DRILLS
    const edited = fixtureDrill({ ...first!, minutes: 25, title: 'Wall Passes Plus' })
    assert.deepEqual(await syncDrills(t.database, [edited, second!, ...rest.slice(1)]), { added: 0, changed: 1, removed: 1 })
    const [row] = await t.database.db.select().from(drills).where(eq(drills.slug, edited.slug))
    assert.equal(row?.minutes, 25)
    assert.equal(row?.title, 'Wall Passes Plus')
    assert.equal(row?.search.includes('wall passes plus'), true)
    assert.equal(await t.database.db.$count(drills), 3)
    assert.deepEqual(await syncDrills(t.database, [edited, second!, ...rest.slice(1)]), { added: 0, changed: 0, removed: 0 })
  }))
