import assert from 'node:assert/strict'
import { clientErrorReports, remoteLoads } from '../../db/schema/index.ts'
import { call, rowCount, SITE, viaProxy, withApp } from '../../test-support/test-app.ts'
import { pruneClientErrorReports, REPORT_WINDOW_MS } from './client-errors.queries.ts'

// Page loads per remote version beside its errors (docs/features/platform.md, "Automatic
// rollback"). APP_ENV=development: the limits are the real ones.
const REAL_LIMITS = { APP_ENV: 'development', LOG_REQUESTS: 'off' }

type App = Parameters<typeof call>[0]
const load = (app: App, body: unknown, from = '198.51.100.7') =>
  call(app, 'POST', '/api/remote-loads', { body, origin: SITE, headers: viaProxy(from) })
const error = (app: App, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/client-errors', {
    body: { message: 'Boom', kind: 'error', ...body },
    origin: SITE,
    headers: viaProxy('198.51.100.9'),
  })
const versions = async (app: App, query: string) => {
  const res = await call(app, 'GET', `/api/ops/remote-versions?${query}`)
  assert.equal(res.status, 200)
  return await res.json()
}

Deno.test('protects behaviour: loads are counted per remote version, and the operators read them beside errors and load failures', () =>
  withApp(REAL_LIMITS, async (t) => {
    const start = t.clock.now()
    for (let i = 0; i < 3; i++) assert.equal((await load(t.app, { remote: 'mfe-games', version: 'aaaaaaaaaaaa' })).status, 202)
    assert.equal((await load(t.app, { remote: 'mfe-games', version: 'current' })).status, 202)
    assert.equal((await load(t.app, { remote: 'mfe-goals', version: 'current' })).status, 202)
    // One row a remote version and window, however many loads it counts.
    assert.equal(await rowCount(t.database, remoteLoads), 3)
    await error(t.app, { remote: 'mfe-games', version: 'aaaaaaaaaaaa', message: 'Score board exploded' })
    await error(t.app, { remote: 'mfe-games', version: 'aaaaaaaaaaaa', message: 'Score board exploded' })
    await error(t.app, { remote: 'mfe-games', version: 'aaaaaaaaaaaa', kind: 'load-failure', message: 'ScriptNetworkError' })
    // The shell's own errors are nobody's version.
    await error(t.app, { remote: 'shell', version: 'current' })
    const body = await versions(t.app, `since=${start}`)
    assert.equal(body.window_ms, REPORT_WINDOW_MS)
    assert.deepEqual(body.versions, [
      { remote: 'mfe-games', version: 'aaaaaaaaaaaa', loads: 3, errors: 2, load_failures: 1, top_error: 'Score board exploded' },
      { remote: 'mfe-games', version: 'current', loads: 1, errors: 0, load_failures: 0, top_error: null },
      { remote: 'mfe-goals', version: 'current', loads: 1, errors: 0, load_failures: 0, top_error: null },
    ])
    const games = await versions(t.app, `since=${start}&remote=mfe-goals`)
    assert.deepEqual(games.versions.map((v: { remote: string }) => v.remote), ['mfe-goals'])
  }))

Deno.test('protects behaviour: loads are counted per window, so the period since a canary started can be asked for', () =>
  withApp(REAL_LIMITS, async (t) => {
    const start = t.clock.now()
    await load(t.app, { remote: 'mfe-games', version: 'current' })
    t.clock.advance(REPORT_WINDOW_MS)
    await load(t.app, { remote: 'mfe-games', version: 'current' })
    await load(t.app, { remote: 'mfe-games', version: 'current' })
    const loadsOf = async (query: string) => (await versions(t.app, query)).versions.map((v: { loads: number }) => v.loads)
    assert.deepEqual(await loadsOf(`since=${start}`), [3])
    assert.deepEqual(await loadsOf(`since=${start + REPORT_WINDOW_MS}`), [2])
    assert.deepEqual(await loadsOf(`since=${start}&until=${start + REPORT_WINDOW_MS}`), [1])
  }))

Deno.test('protects behaviour: a load outside the bounds is refused with the field that is wrong, and nothing is counted', () =>
  withApp(REAL_LIMITS, async (t) => {
    const cases: Array<[unknown, string]> = [
      [{ remote: 'shell', version: 'current' }, 'remote'],
      [{ remote: 'mfe-evil', version: 'current' }, 'remote'],
      [{ remote: 'mfe-games', version: '../../etc' }, 'version'],
      [{ remote: 'mfe-games' }, 'version'],
      [{ remote: 'mfe-games', version: 'current', count: 1000 }, ''],
    ]
    for (const [body, field] of cases) {
      const res = await load(t.app, body)
      assert.equal(res.status, 400, JSON.stringify(body))
      const { error } = await res.json()
      assert.equal(error.code, 'VALIDATION_FAILED')
      if (field) assert.ok(error.fields?.[field]?.length, `${field}: ${JSON.stringify(error)}`)
    }
    assert.equal(await rowCount(t.database, remoteLoads), 0)
  }))

Deno.test('protects behaviour: one address is limited to 120 loads a minute, others still count, and the minute passes', () =>
  withApp(REAL_LIMITS, async (t) => {
    const games = { remote: 'mfe-games', version: 'current' }
    for (let i = 0; i < 120; i++) assert.equal((await load(t.app, games)).status, 202)
    const refused = await load(t.app, games)
    assert.equal(refused.status, 429)
    assert.ok(Number(refused.headers.get('retry-after')) >= 1)
    assert.match((await refused.json()).error.message, /page loads/)
    assert.equal((await load(t.app, games, '198.51.100.8')).status, 202)
    t.clock.advance(60_000)
    assert.equal((await load(t.app, games)).status, 202)
    assert.deepEqual((await versions(t.app, 'since=0')).versions.map((v: { loads: number }) => v.loads), [122])
  }))

Deno.test('protects behaviour: the hourly pruning forgets load counts older than 30 days with the error reports', () =>
  withApp(REAL_LIMITS, async (t) => {
    await load(t.app, { remote: 'mfe-games', version: 'current' })
    await error(t.app, { remote: 'mfe-games', version: 'current' })
    t.clock.advance(20 * 24 * 60 * 60 * 1000)
    await load(t.app, { remote: 'mfe-games', version: 'current' })
    assert.equal(await pruneClientErrorReports(t.database, t.clock.now()), 0)
    t.clock.advance(11 * 24 * 60 * 60 * 1000)
    assert.equal(await pruneClientErrorReports(t.database, t.clock.now()), 2)
    assert.equal(await rowCount(t.database, remoteLoads), 1)
    assert.equal(await rowCount(t.database, clientErrorReports), 0)
  }))
