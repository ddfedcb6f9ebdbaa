import assert from 'node:assert/strict'
import { fileURLToPath } from 'node:url'
import { SESSION_COOKIE } from '../http/session-cookie.ts'
import { sessionBody } from '../routes/training/training-fixtures.ts'
import { startLibsqlHttpServer } from '../test-support/libsql-http-server.ts'
import { freePort, waitUntil } from '../test-support/primary.ts'
import { playerSignUp, SITE } from '../test-support/test-app.ts'

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))

/**
 * Deno Deploy's limits, enforced by Deno's own permissions: no native code (--deny-ffi), no
 * writes to the filesystem (--deny-write), no subprocesses. With LIBSQL_URL set, the API must
 * start and serve real traffic under them, over @libsql/client/web, against a libSQL server.
 */
Deno.test('protects behaviour: with LIBSQL_URL the API runs as on Deno Deploy (no native code, no file writes) and signs up, logs and reads over HTTP', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-deploy-' })
  const libsql = startLibsqlHttpServer(`${dir}/server.db`)
  const port = await freePort()
  const api = new Deno.Command(Deno.execPath(), {
    args: ['run', '--allow-net=127.0.0.1,localhost', '--allow-env', '--allow-read', '--deny-write', '--deny-ffi', '--deny-run', MAIN],
    env: { PORT: String(port), APP_ENV: 'test', LIBSQL_URL: libsql.url, SEED_DEMO: 'false' },
    stdout: 'piped',
    stderr: 'piped',
  }).spawn()
  let output = ''
  const decoder = new TextDecoder()
  for (const stream of [api.stdout, api.stderr]) void stream.pipeTo(new WritableStream({ write: (c) => void (output += decoder.decode(c)) })).catch(() => {})
  const base = `http://127.0.0.1:${port}/api`
  try {
    await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API answering', 60_000).catch((e) => {
      throw new Error(`${e.message}\n${output}`)
    })
    const send = (method: string, path: string, body?: unknown, token?: string) =>
      fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: SITE, ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const signUp = await send('POST', '/auth/sign-up', playerSignUp())
    assert.equal(signUp.status, 201, await signUp.clone().text())
    await signUp.body?.cancel()
    // Signing in checks the WASM argon2id hash made at sign-up.
    const signIn = await send('POST', '/auth/sign-in', { email: 'maya@example.com', password: 'secret-123' })
    assert.equal(signIn.status, 200)
    await signIn.body?.cancel()
    const token = signIn.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0]!.slice(SESSION_COOKIE.length + 1)
    const session = sessionBody()
    const logged = await send('POST', '/training', session, token)
    assert.equal(logged.status, 201, await logged.clone().text())
    const { log } = await logged.json()
    const list = await (await send('GET', '/training', undefined, token)).json()
    assert.deepEqual(list.logs.map((l: { id: string }) => l.id), [session.id])
    const { level } = await (await send('GET', '/progress/level', undefined, token)).json()
    assert.equal(level.total_xp, log.xp_earned)
    assert.doesNotMatch(output, /PermissionDenied|NotCapable/)
  } finally {
    try {
      api.kill('SIGTERM')
    } catch { /* gone */ }
    await api.status
    await libsql.stop()
    await Deno.remove(dir, { recursive: true })
  }
})
