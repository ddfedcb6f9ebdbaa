import assert from 'node:assert/strict'
import { sum } from 'drizzle-orm'
import { remoteLoads } from '../../db/schema/index.ts'
import { snapshot } from '../../test-support/db-snapshot.ts'
import { call, rowCount, signUp, SITE, type TestApp, viaProxy, withApp } from '../../test-support/test-app.ts'

// Page loads per remote version are the denominator of a canary's error rate, and a canary is
// aborted on that rate (docs/features/platform.md, "Automatic rollback"). Anyone can send a load,
// signed in or not: one browser or a script must not be able to flood the table, invent versions
// without bound, change anything with a malformed body, or read the counts without being an
// operator. Real limits (APP_ENV=development): 120 a minute per address, 100 versions a window.

const REAL_LIMITS = { APP_ENV: 'development', LOG_REQUESTS: 'off' }
const OPS_TOKEN = 'ops-token-for-these-tests-0123456789'

const games = (version = 'aaaaaaaaaaaa') => ({ remote: 'mfe-games', version })
const send = (t: TestApp, body: unknown, from: string, raw?: string) =>
  call(t.app, 'POST', '/api/remote-loads', { ...(raw === undefined ? { body } : { raw }), origin: SITE, headers: viaProxy(from) })

const counted = async (t: TestApp) => {
  const [row] = await t.database.db.select({ n: sum(remoteLoads.count).mapWith(Number) }).from(remoteLoads)
  return row?.n ?? 0
}

Deno.test("attack: one browser sends a thousand loads in a minute to hide a canary's errors; 120 are counted, the rest refused", () =>
  withApp(REAL_LIMITS, async (t) => {
    const statuses = new Map<number, number>()
    for (let i = 0; i < 1000; i++) {
      const res = await send(t, games(), '198.51.100.7')
      await res.body?.cancel()
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    }
    assert.deepEqual([...statuses].sort(), [[202, 120], [429, 880]])
    assert.equal(await rowCount(t.database, remoteLoads), 1)
    assert.equal(await counted(t), 120)
  }))

Deno.test('attack: a browser names a new address in X-Forwarded-For on every load, straight to the API, and is still one address', () =>
  withApp(REAL_LIMITS, async (t) => {
    let accepted = 0
    for (let i = 0; i < 150; i++) {
      const res = await call(t.app, 'POST', '/api/remote-loads', {
        body: games(),
        origin: SITE,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        peer: '192.0.2.44',
      })
      await res.body?.cancel()
      if (res.status === 202) accepted++
    }
    assert.equal(accepted, 120)
  }))

Deno.test('attack: a script invents a new version on every load from many addresses; at most 100 are kept a window', () =>
  withApp(REAL_LIMITS, async (t) => {
    const refused: string[] = []
    for (let i = 0; i < 130; i++) {
      const res = await send(t, games(`v${i}`), `10.2.${i}.1`)
      if (res.status !== 202) refused.push((await res.json()).error.code)
      else await res.body?.cancel()
    }
    assert.equal(await rowCount(t.database, remoteLoads), 100)
    assert.equal(refused.length, 30)
    assert.ok(refused.every((code) => code === 'RATE_LIMITED'))
    // A real version already counted this window still counts.
    assert.equal((await send(t, games('v1'), '10.3.0.1')).status, 202)
  }))

Deno.test('attack: huge bodies, the shell, unknown remotes, forged versions and counts are refused, and nothing changes', () =>
  withApp(REAL_LIMITS, async (t) => {
    const before = await snapshot(t.database)
    const huge = await send(t, undefined, '198.51.100.20', JSON.stringify({ ...games(), pad: 'x'.repeat(64 * 1024) }))
    assert.equal(huge.status, 413)
    assert.equal((await huge.json()).error.code, 'VALIDATION_FAILED')
    const forged: Array<[unknown, string]> = [
      [{ remote: 'shell', version: 'current' }, 'remote'],
      [{ remote: 'mfe-admin', version: 'current' }, 'remote'],
      [games('v1; DROP TABLE remote_loads'), 'version'],
      [games('a'.repeat(41)), 'version'],
      [games('<script>'), 'version'],
      [{ ...games(), count: 1_000_000 }, ''],
      [[games(), games()], ''],
    ]
    for (const [body, field] of forged) {
      const res = await send(t, body, '198.51.100.21')
      assert.equal(res.status, 400, JSON.stringify(body).slice(0, 60))
      const { error } = await res.json()
      assert.equal(error.code, 'VALIDATION_FAILED')
      if (field) assert.ok(error.fields[field]?.[0], field)
    }
    const notJson = await send(t, undefined, '198.51.100.22', 'remote=mfe-games')
    assert.ok(notJson.status === 400 || notJson.status === 415, String(notJson.status))
    await notJson.body?.cancel()
    // A page of another site posting on a visitor's behalf.
    const foreign = await call(t.app, 'POST', '/api/remote-loads', {
      body: games(),
      origin: 'https://evil.example',
      headers: viaProxy('198.51.100.23'),
    })
    assert.equal(foreign.status, 403)
    await foreign.body?.cancel()
    assert.equal(await snapshot(t.database), before)
  }))

Deno.test('attack: loads and error rates cannot be read by a stranger, a wrong token, a proxied browser or a signed-in player', () =>
  withApp({ ...REAL_LIMITS, OPS_TOKEN }, async (t) => {
    assert.equal((await send(t, games(), '198.51.100.7')).status, 202)
    const path = '/api/ops/remote-versions?since=0'
    const { token } = await signUp(t.app)
    const refusals = [
      await call(t.app, 'GET', path, { peer: '192.0.2.10' }),
      await call(t.app, 'GET', path, { peer: '192.0.2.10', headers: { authorization: 'Bearer nope' } }),
      await call(t.app, 'GET', path, { peer: '192.0.2.10', headers: { authorization: `Bearer ${OPS_TOKEN}x` } }),
      await call(t.app, 'GET', path, { headers: viaProxy('192.0.2.10') }),
      await call(t.app, 'GET', path, { headers: { ...viaProxy('192.0.2.10'), authorization: 'Bearer ' } }),
      await call(t.app, 'GET', path, { token, headers: viaProxy('192.0.2.10') }),
    ]
    for (const res of refusals) {
      assert.equal(res.status, 403)
      const body = await res.json()
      assert.equal(body.error.code, 'FORBIDDEN')
      assert.equal(JSON.stringify(body).includes('aaaaaaaaaaaa'), false)
    }
    const operator = await call(t.app, 'GET', path, { peer: '192.0.2.10', headers: { authorization: `Bearer ${OPS_TOKEN}` } })
    assert.equal(operator.status, 200)
    assert.equal((await operator.json()).versions[0].loads, 1)
  }))
