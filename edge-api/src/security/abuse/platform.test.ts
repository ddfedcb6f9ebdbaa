import assert from 'node:assert/strict'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { PLATFORM_MESSAGES } from '@app/shared/domain/messages/platform.ts'
import { goals, outboxMails, plannedSessions } from '../../db/schema/index.ts'
import { PROXY_HEADER } from '../../http/client-address.ts'
import { listOutbox } from '../../mail/outbox-mailer.ts'
import { createGoal, goalBody } from '../../features/goals/goal-fixtures.ts'
import { startApiProcess } from '../../test-support/api-process.ts'
import { call, rowCount, signUp, SITE, TEST_PROXY_SECRET, type TestApp, viaProxy, withApp } from '../../test-support/test-app.ts'
import { TEST_VAPID_ENV } from '../../test-support/vapid-env.ts'

// What the platform does for every route (docs/security.md: the outbox, X-Forwarded-For, bad input, a
// failing disk), tried as someone on the same network, a client talking to the API directly, or a full disk would.

const STRANGER = '192.0.2.10'
const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url))

/** Collects console.error while `fn` runs (a full disk's log is part of what is tested). */
async function capturingErrors<T>(fn: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = []
  const original = console.error
  console.error = (...args: unknown[]) =>
    void lines.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '))
  try {
    return { result: await fn(), lines }
  } finally {
    console.error = original
  }
}

/** A reset mail in the outbox, so there is something worth stealing. */
async function outboxWithResetLink(t: TestApp) {
  await signUp(t.app)
  const res = await call(t.app, 'POST', '/api/auth/password-reset', { body: { email: 'maya@example.com' }, origin: SITE })
  assert.equal(res.status, 202)
  assert.equal(await rowCount(t.database, outboxMails), 1)
}

Deno.test('attack: a browser on another machine asks the API straight for the dev outbox (reset links) and is refused', () =>
  withApp({}, async (t) => {
    await outboxWithResetLink(t)
    for (const path of ['/api/dev/outbox', '/api/dev/outbox/view', '/api/dev/outbox?to=maya@example.com']) {
      const res = await call(t.app, 'GET', path, { peer: STRANGER })
      assert.equal(res.status, 404, path)
      assert.equal((await res.json()).error.code, 'NOT_FOUND')
    }
    // The developer on this machine still reads it, and nothing was taken or changed.
    assert.equal((await call(t.app, 'GET', '/api/dev/outbox')).status, 200)
    assert.equal((await listOutbox(t.database.db)).length, 1)
  }))

Deno.test("attack: a browser on another machine asks for the dev outbox through a front-end server's /api proxy and is refused", () =>
  withApp({}, async (t) => {
    await outboxWithResetLink(t)
    // The proxy connects from loopback and names the browser it served; the API refuses on that name,
    // with or without the proxy's secret (a proxy started without one still says whom it served).
    for (const headers of [viaProxy(STRANGER), { 'x-forwarded-for': STRANGER }, viaProxy(`127.0.0.1, ${STRANGER}`)]) {
      const res = await call(t.app, 'GET', '/api/dev/outbox/view', { headers })
      assert.equal(res.status, 404, JSON.stringify(headers))
    }
    assert.equal((await call(t.app, 'GET', '/api/dev/outbox', { headers: viaProxy('127.0.0.1') })).status, 200)
    assert.equal(await rowCount(t.database, outboxMails), 1)
  }))

Deno.test('attack: asking a production API for the dev outbox finds no such route', () =>
  withApp(
    {
      APP_ENV: 'production',
      MAIL_TRANSPORT: 'outbox',
      SECRETS_KEY: btoa('k'.repeat(32)),
      PROXY_SECRET: TEST_PROXY_SECRET,
      ...TEST_VAPID_ENV,
    },
    async (t) => {
      await outboxWithResetLink(t)
      for (const path of ['/api/dev/outbox', '/api/dev/outbox/view']) {
        const res = await call(t.app, 'GET', path)
        assert.equal(res.status, 404, path)
        assert.equal((await res.json()).error.code, 'NOT_FOUND')
      }
      assert.equal(await rowCount(t.database, outboxMails), 1)
    },
  ))

Deno.test('attack: a forged X-Forwarded-For sent straight to the API does not escape the per-address limit', () =>
  withApp({ RATE_LIMIT_RESET_PER_ADDRESS: '3', RATE_LIMIT_RESET_PER_EMAIL: '100' }, async (t) => {
    await signUp(t.app)
    const reset = (headers: Record<string, string>) =>
      call(t.app, 'POST', '/api/auth/password-reset', { body: { email: 'maya@example.com' }, origin: SITE, peer: STRANGER, headers })
    // A new made-up address on each request, and a guessed proxy header: all one address, the socket's.
    for (let i = 0; i < 3; i++) assert.equal((await reset({ 'x-forwarded-for': `10.0.0.${i}`, [PROXY_HEADER]: 'guess' })).status, 202)
    const limited = await reset({ 'x-forwarded-for': '10.0.0.99' })
    assert.equal(limited.status, 429)
    assert.ok(Number(limited.headers.get('retry-after')) > 0)
    assert.equal(await rowCount(t.database, outboxMails), 3)
  }))

Deno.test("protects behaviour: through the site's own proxy (its secret), each browser's address has its own limit", () =>
  withApp({ RATE_LIMIT_RESET_PER_ADDRESS: '1', RATE_LIMIT_RESET_PER_EMAIL: '100' }, async (t) => {
    await signUp(t.app)
    const reset = (forwardedFor: string) =>
      call(t.app, 'POST', '/api/auth/password-reset', {
        body: { email: 'maya@example.com' },
        origin: SITE,
        headers: viaProxy(forwardedFor),
      })
    assert.equal((await reset('198.51.100.1')).status, 202)
    assert.equal((await reset('198.51.100.1')).status, 429)
    assert.equal((await reset('198.51.100.2')).status, 202)
  }))

Deno.test('attack: a NUL and other control characters in a goal title, a name or notes are refused with a clear message', () =>
  withApp({}, async (t) => {
    const { token } = await signUp(t.app)
    const title = await createGoal(t.app, token, { title: 'Score\u0000<admin>' })
    assert.equal(title.status, 400)
    assert.deepEqual((await title.json()).error.fields, { title: [PLATFORM_MESSAGES.controlCharacters('Title')] })
    const escape = await createGoal(t.app, token, { title: 'Sprint', description: 'fast\u001b[2J' })
    assert.deepEqual((await escape.json()).error.fields, { description: [PLATFORM_MESSAGES.controlCharacters('Description')] })
    const name = await call(t.app, 'PATCH', '/api/me', { token, origin: SITE, body: { first_name: 'Ma\u0007ya' } })
    assert.equal(name.status, 400)
    assert.deepEqual((await name.json()).error.fields, { first_name: [PLATFORM_MESSAGES.controlCharacters('First name')] })
    assert.equal(await rowCount(t.database, goals), 0)
    // A multi-line text keeps its line breaks and tabs.
    assert.equal((await createGoal(t.app, token, { title: 'Sprint', description: 'Monday:\n\tcone drills' })).status, 201)
  }))

Deno.test('attack: a body sent as a form or plain text instead of JSON gets 415 and changes nothing', () =>
  withApp({}, async (t) => {
    const { token } = await signUp(t.app)
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await t.app.request('/api/goals', {
        method: 'POST',
        headers: { 'content-type': type, cookie: `pp_session=${token}`, origin: SITE },
        body: JSON.stringify(goalBody()),
      }, { remoteAddr: { hostname: '127.0.0.1' } })
      assert.equal(res.status, 415, type)
      assert.deepEqual(await res.json(), { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: PLATFORM_MESSAGES.unsupportedMediaType } })
    }
    assert.equal(await rowCount(t.database, goals), 0)
    // JSON with a charset is JSON; a bare POST without a body needs no type.
    const ok = await t.app.request('/api/goals', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', cookie: `pp_session=${token}`, origin: SITE },
      body: JSON.stringify(goalBody()),
    })
    assert.equal(ok.status, 201)
    // A DELETE with no body, as the site's proxy forwards a Remove button's (no length, an empty stream, no type), is no body.
    const { goal } = await ok.json()
    const removed = await t.app.request(`/api/goals/${goal.id}`, {
      method: 'DELETE',
      headers: { cookie: `pp_session=${token}`, origin: SITE },
      body: new ReadableStream({ start: (c) => c.close() }),
    })
    assert.equal(removed.status, 204)
  }))

/** What health says of the API and its database (the migration it reports is health.test.ts's). */
const healthOf = ({ status, database, version }: Record<string, unknown>) => ({ status, database, version })

/** Caps the file at its current size: SQLite then fails the next write that needs a page with SQLITE_FULL, as on a full disk. */
async function fillDisk(t: TestApp, full: boolean) {
  const [pages] = await t.database.db.all<[number]>(sql`PRAGMA page_count`)
  await t.database.write((db) => db.run(sql.raw(`PRAGMA max_page_count = ${full ? (pages as unknown as number[])[0] : 1_000_000_000}`)))
}

Deno.test('attack: on a full disk writes answer 503, health says not writable, the log names the SQLite error once per burst', () =>
  withApp({}, async (t) => {
    const { token } = await signUp(t.app)
    const goal = (await (await createGoal(t.app, token)).json()).goal
    const plan = () =>
      call(t.app, 'POST', `/api/goals/${goal.id}/sessions`, {
        token,
        origin: SITE,
        body: { session_date: '2026-11-30', start_time: '16:00', notes: 'n'.repeat(500) },
      })
    await fillDisk(t, true)
    const { result, lines } = await capturingErrors(async () => {
      let saved = 0
      let res = await plan()
      while (res.status === 201 && saved < 29) {
        saved++
        res = await plan()
      }
      const again = await plan()
      return { saved, res, again }
    })
    const { saved, res, again } = result
    assert.equal(res.status, 503)
    assert.equal(res.headers.get('retry-after'), '60')
    assert.deepEqual(await res.json(), { error: { code: 'DATABASE_UNAVAILABLE', message: PLATFORM_MESSAGES.databaseUnavailable } })
    assert.equal(again.status, 503)
    // Nothing of the refused writes was kept.
    assert.equal(await rowCount(t.database, plannedSessions), saved)
    // The real error, once for the burst, never the rollback that would hide it.
    assert.equal(lines.length, 1, lines.join('\n'))
    assert.match(lines[0]!, /SQLITE_FULL: database or disk is full/)
    assert.ok(!lines.some((l) => /cannot rollback|no transaction is active|no such savepoint/.test(l)))

    const health = await call(t.app, 'GET', '/api/health')
    assert.equal(health.status, 503)
    assert.deepEqual(healthOf(await health.json()), { status: 'degraded', database: 'full', version: '0.1.0' })

    // Room again: the next write is saved and health is ok at once.
    const { lines: recovered } = await capturingErrors(() => fillDisk(t, false))
    assert.match(recovered.join('\n'), /writes work again; 1 more failures like "SQLITE_FULL: database or disk is full"/)
    assert.equal((await plan()).status, 201)
    assert.equal((await call(t.app, 'GET', '/api/health')).status, 200)
  }))

Deno.test('attack: on a read-only database writes answer 503 and health says read-only', () =>
  withApp({}, async (t) => {
    const { token } = await signUp(t.app)
    // The writing connection refuses every change, as a read-only file or mount makes it.
    await t.database.write((db) => db.run(sql`PRAGMA query_only = ON`))
    const { result, lines } = await capturingErrors(async () => ({
      goal: await createGoal(t.app, token),
      health: await call(t.app, 'GET', '/api/health'),
    }))
    assert.equal(result.goal.status, 503)
    assert.equal((await result.goal.json()).error.code, 'DATABASE_UNAVAILABLE')
    assert.equal(result.health.status, 503)
    assert.deepEqual(healthOf(await result.health.json()), { status: 'degraded', database: 'read_only', version: '0.1.0' })
    assert.match(lines.join('\n'), /SQLITE_READONLY: attempt to write a readonly database/)
    assert.equal(await rowCount(t.database, goals), 0)
    await t.database.write((db) => db.run(sql`PRAGMA query_only = OFF`))
  }))

Deno.test('protects behaviour: health probes a write it undoes: a healthy database says ok and keeps no trace of the probe', () =>
  withApp({}, async (t) => {
    const res = await call(t.app, 'GET', '/api/health')
    assert.equal(res.status, 200)
    assert.deepEqual(healthOf(await res.json()), { status: 'ok', database: 'ok', version: '0.1.0' })
    const tables = await t.database.db.all(sql`select name from sqlite_master where name = 'pitchpath_write_probe'`)
    assert.deepEqual(tables, [])
  }))

/** Runs main.ts to its end (it must not start) and returns its exit code and output. */
async function startAndFail(env: Record<string, string>) {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ['run', '-A', MAIN],
    env: { PORT: '0', APP_ENV: 'test', SEED_DEMO: 'false', ...env },
    clearEnv: false,
    stdout: 'piped',
    stderr: 'piped',
  }).output()
  return { code, stdout: new TextDecoder().decode(stdout), stderr: new TextDecoder().decode(stderr) }
}

Deno.test('attack: starting the API on an unusable database path prints one clear line and exits non-zero', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-bad-db-' })
  try {
    await Deno.writeTextFile(join(dir, 'plain-file'), 'x')
    await Deno.writeTextFile(join(dir, 'garbage.db'), 'this is not a database, just text long enough to be read as a header '.repeat(20))
    const cases: Array<[string, RegExp]> = [
      [dir, /the database file .* cannot be used: it is a folder, not a file\. Fix that, or set DATABASE_FILE/],
      [
        join(dir, 'plain-file', 'api.db'),
        /the database file .*plain-file\/api\.db cannot be used: its folder .* does not exist and cannot be made/,
      ],
      [join(dir, 'garbage.db'), /the database .*garbage\.db cannot be opened and prepared \(SQLITE_NOTADB: file is not a database\)/],
    ]
    for (const [file, reason] of cases) {
      const run = await startAndFail({ DATABASE_FILE: file })
      assert.equal(run.code, 1, `${file}: ${run.stderr}`)
      const lines = run.stderr.trim().split('\n')
      assert.equal(lines.length, 1, run.stderr)
      assert.match(lines[0]!, /^\[api\] PitchPath API cannot start: /)
      assert.match(lines[0]!, reason)
      assert.ok(!/\s+at /.test(run.stderr), 'no stack trace')
    }
  } finally {
    await Deno.remove(dir, { recursive: true })
  }
})

Deno.test('attack: a production API without its own secrets (a key known to all, no proxy secret) refuses to start, naming them', async () => {
  const run = await startAndFail({ APP_ENV: 'production', SECRETS_KEY: '', PROXY_SECRET: '', MAIL_HTTP_URL: '', LIBSQL_URL: '' })
  assert.equal(run.code, 1)
  const lines = run.stderr.trim().split('\n')
  assert.equal(lines.length, 1, run.stderr)
  for (const name of ['SECRETS_KEY', 'PROXY_SECRET', 'MAIL_HTTP_URL', 'MAIL_HTTP_TOKEN', 'MAIL_FROM']) {
    assert.match(lines[0]!, new RegExp(`- ${name}: `))
  }
})

Deno.test('protects behaviour: development makes its own random secrets key on the first start, private to the user, and keeps it', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-key-' })
  try {
    const env = { APP_ENV: 'development', SEED_DEMO: 'false', DATABASE_FILE: join(dir, 'api.db'), SECRETS_KEY: '' }
    const first = await startApiProcess(env)
    await first.stop()
    const file = join(dir, 'secrets.key')
    const key = (await Deno.readTextFile(file)).trim()
    assert.equal(atob(key).length, 32)
    assert.equal((await Deno.stat(file)).mode! & 0o777, 0o600)
    const second = await startApiProcess(env)
    await second.stop()
    assert.equal((await Deno.readTextFile(file)).trim(), key)
  } finally {
    await Deno.remove(dir, { recursive: true })
  }
})
