import assert from 'node:assert/strict'
import { clientErrorReports } from '../../db/schema/index.ts'
import { call, rowCount, signUp, SITE, viaProxy, withApp } from '../../test-support/test-app.ts'
import { pruneClientErrorReports, REPORT_WINDOW_MS } from './client-errors.queries.ts'

// Errors from browsers (docs/features/platform.md, "Errors from browsers"). APP_ENV=development: the
// limits are the real ones, not the test environment's loose numbers.
const REAL_LIMITS = { APP_ENV: 'development', LOG_REQUESTS: 'off' }
const OPS_TOKEN = 'ops-token-for-these-tests-0123456789'

const report = (overrides: Record<string, unknown> = {}) => ({
  remote: 'mfe-games',
  version: '3f2a9c0d1b7e',
  kind: 'error',
  message: "Cannot read properties of undefined (reading 'score')",
  stack:
    "TypeError: Cannot read properties of undefined (reading 'score')\n    at Hub (http://localhost:3002/_v/3f2a9c0d1b7e/412.js:1:2040)",
  ...overrides,
})

const send = (app: Parameters<typeof call>[0], body: unknown, from = '198.51.100.7') =>
  call(app, 'POST', '/api/client-errors', { body, origin: SITE, headers: viaProxy(from) })

const counts = async (app: Parameters<typeof call>[0], query: string) => {
  const res = await call(app, 'GET', `/api/ops/client-errors?${query}`)
  assert.equal(res.status, 200)
  return await res.json()
}

Deno.test('protects behaviour: a signed-out browser reports an error, and identical reports in a window add to one counted row', () =>
  withApp(REAL_LIMITS, async (t) => {
    for (let i = 0; i < 3; i++) {
      const res = await send(t.app, report())
      assert.equal(res.status, 202)
      assert.deepEqual(await res.json(), { counted: true })
      t.clock.advance(1000)
    }
    // The same error with another number in it (an index, a count) is the same error.
    assert.equal((await send(t.app, report({ message: "Cannot read properties of undefined (reading 'score') at 17" }))).status, 202)
    assert.equal((await send(t.app, report({ kind: 'load-failure', message: 'ScriptNetworkError: Failed to load script' }))).status, 202)
    assert.equal(await rowCount(t.database, clientErrorReports), 3)
    const body = await counts(t.app, 'since=0&remote=mfe-games')
    assert.equal(body.window_ms, REPORT_WINDOW_MS)
    assert.deepEqual(
      body.counts.map((c: { kind: string; count: number; distinct: number }) => [c.kind, c.count, c.distinct]),
      [['error', 4, 2], ['load-failure', 1, 1]],
    )
    assert.equal(body.counts[0].top_message, "Cannot read properties of undefined (reading 'score')")
  }))

Deno.test('protects behaviour: a signed-in browser reports the same way, and no account, email or address is kept', () =>
  withApp(REAL_LIMITS, async (t) => {
    const { token, id: userId } = await signUp(t.app)
    const message = 'Profile of maya@example.com failed for user 3b241101-e2bb-4255-8caf-4136c566a962, code 4815162342'
    const stack = 'Error: x\n    at http://localhost:3001/412.js?token=abc123secret#frag:1:2'
    const res = await call(t.app, 'POST', '/api/client-errors', {
      body: report({ remote: 'mfe-goals', message, stack }),
      origin: SITE,
      token,
      headers: viaProxy('203.0.113.9'),
    })
    assert.equal(res.status, 202)
    const [row] = await t.database.db.select().from(clientErrorReports)
    assert.equal(row?.message, 'Profile of <email> failed for user <id>, code <n>')
    assert.equal(row?.stack, 'Error: x\n    at http://localhost:3001/412.js')
    const kept = JSON.stringify(row)
    for (const secret of ['maya@example.com', userId, '203.0.113.9', 'abc123secret']) assert.ok(!kept.includes(secret), secret)
  }))

Deno.test('protects behaviour: reports are counted per window, so a period and one version can be asked for', () =>
  withApp(REAL_LIMITS, async (t) => {
    const start = t.clock.now()
    await send(t.app, report())
    t.clock.advance(REPORT_WINDOW_MS)
    await send(t.app, report())
    await send(t.app, report({ version: 'a1b2c3d4e5f6' }))
    assert.equal(await rowCount(t.database, clientErrorReports), 3)
    const all = await counts(t.app, `since=${start}`)
    assert.deepEqual(
      all.counts.map((c: { version: string; count: number }) => [c.version, c.count]),
      [['3f2a9c0d1b7e', 2], ['a1b2c3d4e5f6', 1]],
    )
    const lastWindow = await counts(t.app, `since=${start + REPORT_WINDOW_MS}&version=3f2a9c0d1b7e`)
    assert.deepEqual(lastWindow.counts.map((c: { count: number }) => c.count), [1])
    const firstWindow = await counts(t.app, `since=${start}&until=${start + REPORT_WINDOW_MS}`)
    assert.deepEqual(firstWindow.counts.map((c: { count: number }) => c.count), [1])
  }))

Deno.test('protects behaviour: a report outside the bounds is refused with the field that is wrong, and nothing is kept', () =>
  withApp(REAL_LIMITS, async (t) => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [report({ remote: 'mfe-evil' }), 'remote'],
      [report({ version: '../../etc/passwd' }), 'version'],
      [report({ version: '<script>' }), 'version'],
      [report({ kind: 'warning' }), 'kind'],
      [report({ message: '' }), 'message'],
      [report({ message: 'x'.repeat(301) }), 'message'],
      [report({ stack: 's'.repeat(1501) }), 'stack'],
      [{ ...report(), user_id: 'someone' }, ''],
    ]
    for (const [body, field] of cases) {
      const res = await send(t.app, body)
      assert.equal(res.status, 400, JSON.stringify(body).slice(0, 80))
      const { error } = await res.json()
      assert.equal(error.code, 'VALIDATION_FAILED')
      if (field) assert.ok(error.fields?.[field]?.length, `${field}: ${JSON.stringify(error)}`)
    }
    assert.equal(await rowCount(t.database, clientErrorReports), 0)
  }))

Deno.test('protects behaviour: one address is limited per minute, others still report, and the minute passes', () =>
  withApp(REAL_LIMITS, async (t) => {
    for (let i = 0; i < 30; i++) assert.equal((await send(t.app, report())).status, 202)
    const refused = await send(t.app, report())
    assert.equal(refused.status, 429)
    assert.ok(Number(refused.headers.get('retry-after')) >= 1)
    assert.equal((await refused.json()).error.code, 'RATE_LIMITED')
    assert.equal((await send(t.app, report(), '198.51.100.8')).status, 202)
    t.clock.advance(60_000)
    assert.equal((await send(t.app, report())).status, 202)
    const [row] = await t.database.db.select().from(clientErrorReports)
    assert.equal(row?.count, 32)
  }))

Deno.test('protects behaviour: the counts answer this machine, or another with the OPS_TOKEN, and nobody else', () =>
  withApp({ ...REAL_LIMITS, OPS_TOKEN }, async (t) => {
    await send(t.app, report())
    const stranger = await call(t.app, 'GET', '/api/ops/client-errors?since=0', { peer: '192.0.2.10' })
    assert.equal(stranger.status, 403)
    assert.equal((await stranger.json()).error.code, 'FORBIDDEN')
    const wrong = await call(t.app, 'GET', '/api/ops/client-errors?since=0', {
      peer: '192.0.2.10',
      headers: { authorization: 'Bearer nope' },
    })
    assert.equal(wrong.status, 403)
    // A browser on another machine, through a front-end server's proxy on this one.
    assert.equal((await call(t.app, 'GET', '/api/ops/client-errors?since=0', { headers: viaProxy('192.0.2.10') })).status, 403)
    const operator = await call(t.app, 'GET', '/api/ops/client-errors?since=0', {
      peer: '192.0.2.10',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    })
    assert.equal(operator.status, 200)
    assert.equal((await operator.json()).counts[0].count, 1)
    assert.equal((await call(t.app, 'GET', '/api/ops/client-errors?since=0')).status, 200)
    assert.equal((await call(t.app, 'GET', '/api/ops/client-errors?since=yesterday')).status, 400)
  }))

Deno.test('protects behaviour: the hourly job forgets reports older than 30 days even when no new report comes', () =>
  withApp(REAL_LIMITS, async (t) => {
    assert.equal((await send(t.app, report())).status, 202)
    t.clock.advance(20 * 24 * 60 * 60 * 1000)
    assert.equal((await send(t.app, report({ message: 'A later error' }))).status, 202)
    assert.equal(await pruneClientErrorReports(t.database, t.clock.now()), 0)
    assert.equal(await rowCount(t.database, clientErrorReports), 2)
    // 31 days after the first: only that one is past the retention.
    t.clock.advance(11 * 24 * 60 * 60 * 1000)
    assert.equal(await pruneClientErrorReports(t.database, t.clock.now()), 1)
    assert.equal(await rowCount(t.database, clientErrorReports), 1)
  }))
