import assert from 'node:assert/strict'
import { sessionBody } from '../features/training/training-fixtures.ts'
import { request, signUpPlayer, startApiProcess } from '../test-support/api-process.ts'
import { startLibsqlHttpServer } from '../test-support/libsql-http-server.ts'

/**
 * Deno Deploy's limits, enforced by Deno's own permissions: no native code (--deny-ffi), no
 * writes to the filesystem (--deny-write), no subprocesses. With LIBSQL_URL the API must start and
 * serve real traffic under them, over @libsql/client/web, against a libSQL server.
 */
Deno.test('protects behaviour: with LIBSQL_URL the API runs as on Deno Deploy (no native code, no file writes) and signs up, counts wrong passwords, logs and reads over HTTP', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-deploy-' })
  const libsql = startLibsqlHttpServer(`${dir}/server.db`)
  // The production number of free wrong passwords, so the shared limits' path is exercised too.
  const api = await startApiProcess({ LIBSQL_URL: libsql.url, RATE_LIMIT_SIGN_IN_PER_EMAIL: '5' }, {
    permissions: ['--allow-net=127.0.0.1,localhost', '--allow-env', '--allow-read', '--deny-write', '--deny-ffi', '--deny-run'],
  })
  try {
    await signUpPlayer(api)
    // Signing in checks the WASM argon2id hash made at sign-up.
    const signIn = await request(api, 'POST', '/api/auth/sign-in', undefined, { email: 'maya@example.com', password: 'secret-123' })
    assert.equal(signIn.status, 200)
    const token = signIn.token!
    const session = sessionBody()
    const logged = await request(api, 'POST', '/api/training', token, session)
    assert.equal(logged.status, 201, JSON.stringify(logged.body))
    const list = (await request(api, 'GET', '/api/training', token)).body
    assert.deepEqual(list.logs.map((l: { id: string }) => l.id), [session.id])
    const { level } = (await request(api, 'GET', '/api/progress/level', token)).body
    assert.equal(level.total_xp, logged.body.log.xp_earned)
    // The limits live in the database (docs/decisions/070-limits-live-in-the-database.md): each wrong
    // password is counted there and read back, so the sixth waits.
    const guess = () => request(api, 'POST', '/api/auth/sign-in', undefined, { email: 'maya@example.com', password: 'wrong-guess' })
    for (let i = 0; i < 5; i++) assert.equal((await guess()).status, 401)
    const slowed = await guess()
    assert.equal(slowed.status, 429, JSON.stringify(slowed.body))
    assert.equal(slowed.headers.get('retry-after'), '1')
    assert.doesNotMatch(api.output(), /PermissionDenied|NotCapable/)
  } finally {
    await api.stop()
    await libsql.stop()
    await Deno.remove(dir, { recursive: true })
  }
})
