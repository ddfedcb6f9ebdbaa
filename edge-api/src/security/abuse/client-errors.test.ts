import assert from 'node:assert/strict'
import { sum } from 'drizzle-orm'
import { clientErrorReports } from '../../db/schema/index.ts'
import { snapshot } from '../../test-support/db-snapshot.ts'
import { call, rowCount, SITE, type TestApp, viaProxy, withApp } from '../../test-support/test-app.ts'

// Browsers' error reports take no session, so anyone can send them (docs/features/platform.md,
// "Errors from browsers"): a broken release, one hostile browser or a script must not fill the
// table, forge a remote or a version, or get anything kept beyond the limits. Real limits
// (APP_ENV=development): 30 a minute per address, 600 a minute for everyone, 200 different errors
// a window.

const REAL_LIMITS = { APP_ENV: 'development', LOG_REQUESTS: 'off' }

const report = (overrides: Record<string, unknown> = {}) => ({
  remote: 'mfe-games',
  version: '3f2a9c0d1b7e',
  kind: 'error',
  message: 'Boom',
  ...overrides,
})

const send = (t: TestApp, body: unknown, from: string, raw?: string) =>
  call(t.app, 'POST', '/api/client-errors', { ...(raw === undefined ? { body } : { raw }), origin: SITE, headers: viaProxy(from) })

/** A different word for each number: fingerprints ignore digits, so the words must differ. */
const word = (n: number): string => (n < 26 ? '' : word(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26))

const counted = async (t: TestApp) => {
  const [row] = await t.database.db.select({ n: sum(clientErrorReports.count).mapWith(Number) }).from(clientErrorReports)
  return row?.n ?? 0
}

Deno.test('attack: one browser sends a thousand reports in a minute; thirty are counted, the rest refused, one row kept', () =>
  withApp(REAL_LIMITS, async (t) => {
    const statuses = new Map<number, number>()
    for (let i = 0; i < 1000; i++) {
      const res = await send(t, report(), '198.51.100.7')
      await res.body?.cancel()
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    }
    assert.deepEqual([...statuses].sort(), [[202, 30], [429, 970]])
    assert.equal(await rowCount(t.database, clientErrorReports), 1)
    assert.equal(await counted(t), 30)
  }))

Deno.test('attack: a browser names a new address in X-Forwarded-For on every report, straight to the API, and is still one address', () =>
  withApp(REAL_LIMITS, async (t) => {
    let accepted = 0
    for (let i = 0; i < 60; i++) {
      const res = await call(t.app, 'POST', '/api/client-errors', {
        body: report(),
        origin: SITE,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        peer: '192.0.2.44',
      })
      await res.body?.cancel()
      if (res.status === 202) accepted++
    }
    assert.equal(accepted, 30)
  }))

Deno.test('attack: a thousand addresses report at once; everyone together is limited to 600 a minute', () =>
  withApp(REAL_LIMITS, async (t) => {
    let accepted = 0
    for (let i = 0; i < 1000; i++) {
      const res = await send(t, report(), `10.${Math.floor(i / 250)}.${i % 250}.1`)
      await res.body?.cancel()
      if (res.status === 202) accepted++
      else assert.equal(res.status, 429)
    }
    assert.equal(accepted, 600)
    assert.equal(await counted(t), 600)
  }))

Deno.test('attack: a script invents a new error on every report; at most 200 different ones are kept a window', () =>
  withApp(REAL_LIMITS, async (t) => {
    const refused: string[] = []
    for (let i = 0; i < 260; i++) {
      const res = await send(
        t,
        report({ message: `Invented error ${word(i)}` }),
        `10.1.${i}.1`,
      )
      if (res.status !== 202) refused.push((await res.json()).error.code)
      else await res.body?.cancel()
    }
    assert.equal(await rowCount(t.database, clientErrorReports), 200)
    assert.equal(refused.length, 60)
    assert.ok(refused.every((code) => code === 'RATE_LIMITED'))
  }))

Deno.test('attack: huge bodies, unknown remotes and forged versions are refused with a clear error, and nothing is stored', () =>
  withApp(REAL_LIMITS, async (t) => {
    const before = await snapshot(t.database)
    const huge = await send(t, undefined, '198.51.100.20', JSON.stringify(report({ message: 'x'.repeat(1024 * 1024) })))
    assert.equal(huge.status, 413)
    assert.equal((await huge.json()).error.code, 'VALIDATION_FAILED')
    const forged: Array<[Record<string, unknown>, string]> = [
      [report({ remote: 'mfe-admin' }), 'remote'],
      [report({ remote: 'mfe_games' }), 'remote'],
      [report({ version: 'v1; DROP TABLE users' }), 'version'],
      [report({ version: 'a'.repeat(41) }), 'version'],
      [report({ version: '../../../etc' }), 'version'],
      [report({ message: 'x'.repeat(400) }), 'message'],
      [report({ message: 'nul\u0000byte' }), 'message'],
      [report({ kind: 'metric' }), 'kind'],
    ]
    for (const [body, field] of forged) {
      const res = await send(t, body, '198.51.100.21')
      assert.equal(res.status, 400, JSON.stringify(body).slice(0, 60))
      const { error } = await res.json()
      assert.equal(error.code, 'VALIDATION_FAILED')
      assert.ok(error.fields[field]?.[0], field)
    }
    // A page of another site posting on a visitor's behalf.
    const foreign = await call(t.app, 'POST', '/api/client-errors', {
      body: report(),
      origin: 'https://evil.example',
      headers: viaProxy('198.51.100.23'),
    })
    assert.equal(foreign.status, 403)
    assert.equal(await snapshot(t.database), before)
  }))
