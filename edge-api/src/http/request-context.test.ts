import assert from 'node:assert/strict'
import { call, signUp, SITE, TEST_PROXY_SECRET, type TestApp, viaProxy, withApp } from '../test-support/test-app.ts'
import { PROXY_HEADER } from './client-address.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const LOGGING = { LOG_REQUESTS: 'on', INSTANCE_NAME: 'api-test-1' }

type Line = Record<string, unknown>

/** What `fn` wrote on stdout (console.log) and stderr (console.error), each line parsed as JSON. */
async function capturing<T>(fn: () => Promise<T>): Promise<{ result: T; out: Line[]; err: Line[] }> {
  const out: string[] = []
  const err: string[] = []
  // Lines of earlier requests, still waiting for their batch, go out first.
  await new Promise((resolve) => setTimeout(resolve, 0))
  const original = { log: console.log, error: console.error }
  console.log = (...args: unknown[]) => void out.push(args.map(String).join(' '))
  console.error = (...args: unknown[]) => void err.push(args.map(String).join(' '))
  try {
    const result = await fn()
    // Request lines are written in batches on the next timer turn (batchedStdout).
    await new Promise((resolve) => setTimeout(resolve, 0))
    const lines = (texts: string[]) => texts.flatMap((text) => text.split('\n')).map((line) => JSON.parse(line))
    return { result, out: lines(out), err: lines(err) }
  } finally {
    Object.assign(console, original)
  }
}

/** A route that fails as a bug would: a plain Error, not one of ours. */
function withFailingRoute(t: TestApp) {
  t.app.get('/api/test-only/boom/:id', () => {
    throw new Error('boom')
  })
}

Deno.test('protects behaviour: every answer carries a new X-Request-Id: ok, 404, 400, 429 and 500 alike', () =>
  withApp({ RATE_LIMIT_RESET_PER_EMAIL: '1' }, async (t) => {
    withFailingRoute(t)
    const reset = () => call(t.app, 'POST', '/api/auth/password-reset', { body: { email: 'maya@example.com' }, origin: SITE })
    assert.equal((await reset()).status, 202)
    const answers = await capturing(async () => [
      await call(t.app, 'GET', '/api/health'),
      await call(t.app, 'GET', '/api/no-such-route'),
      await call(t.app, 'GET', '/'),
      await call(t.app, 'POST', '/api/auth/sign-up', { body: { email: 'not an address' }, origin: SITE }),
      await reset(),
      await call(t.app, 'GET', '/api/test-only/boom/1'),
    ])
    const res = answers.result
    assert.deepEqual(res.map((r) => r.status), [200, 404, 404, 400, 429, 500])
    const ids = res.map((r) => r.headers.get('x-request-id') ?? '')
    for (const id of ids) assert.match(id, UUID)
    assert.equal(new Set(ids).size, ids.length)
  }))

Deno.test('attack: a request id is taken over only from our own proxy, and only in a safe shape', () =>
  withApp({}, async (t) => {
    const fromProxy = (id: string) => call(t.app, 'GET', '/api/health', { headers: { ...viaProxy('203.0.113.9'), 'x-request-id': id } })
    const safe = 'edge-7f3a9c_01'
    assert.equal((await fromProxy(safe)).headers.get('x-request-id'), safe)
    // The same id from a client that is not our proxy (no secret, or a wrong one) is replaced.
    const direct = await call(t.app, 'GET', '/api/health', { headers: { 'x-request-id': safe } })
    assert.match(direct.headers.get('x-request-id')!, UUID)
    const guessed = await call(t.app, 'GET', '/api/health', { headers: { [PROXY_HEADER]: `${TEST_PROXY_SECRET}x`, 'x-request-id': safe } })
    assert.match(guessed.headers.get('x-request-id')!, UUID)
    // Through our proxy, an id that could break a log line or fill it is replaced too.
    for (const unsafe of ['short', 'a'.repeat(65), 'id with spaces', '{"msg":"forged"}', 'abc\tdefghij', 'ünïcödé-id-123']) {
      assert.match((await fromProxy(unsafe)).headers.get('x-request-id')!, UUID, unsafe)
    }
  }))

Deno.test('protects behaviour: one JSON log line per request: method, route pattern, status, duration, hashed user, instance, id', () =>
  withApp(LOGGING, async (t) => {
    const { token, id: userId, email } = await signUp(t.app)
    const { result, out } = await capturing(async () => ({
      goal: await call(t.app, 'GET', '/api/goals/5f1c1b8e-6a43-4c38-9a55-1c0b7c6f0a11?secret=query-token', { token }),
      anonymous: await call(t.app, 'GET', '/api/health'),
    }))
    assert.equal(result.goal.status, 404)
    assert.equal(out.length, 2, JSON.stringify(out))
    const [goal, anonymous] = out as [Line, Line]
    assert.deepEqual(Object.keys(goal).sort(), ['instance', 'method', 'ms', 'msg', 'requestId', 'route', 'status', 'user'])
    assert.equal(goal.msg, 'request')
    assert.equal(goal.requestId, result.goal.headers.get('x-request-id'))
    assert.equal(goal.method, 'GET')
    assert.equal(goal.route, '/api/goals/:id')
    assert.equal(goal.status, 404)
    assert.equal(typeof goal.ms, 'number')
    assert.ok((goal.ms as number) >= 0)
    assert.equal(goal.instance, 'api-test-1')
    assert.match(goal.user as string, /^[\w-]{16}$/)
    // Nothing that names the person, the goal or the query.
    const text = JSON.stringify(goal)
    for (const secret of [userId, email, token, '5f1c1b8e', 'query-token']) assert.ok(!text.includes(secret), secret)
    assert.equal(anonymous.user, null)
    assert.equal(anonymous.route, '/api/health')
    assert.equal(anonymous.requestId, result.anonymous.headers.get('x-request-id'))
    // The same person is the same hash on the next request: their lines can be followed.
    const again = await capturing(() => call(t.app, 'GET', '/api/me', { token }))
    assert.equal(again.out[0]!.user, goal.user)
  }))

Deno.test('protects behaviour: an unknown path logs its line without a route; with LOG_REQUESTS off nothing is written', async () => {
  await withApp(LOGGING, async (t) => {
    const { out } = await capturing(() => call(t.app, 'GET', '/api/no-such-route/123'))
    assert.equal(out.length, 1)
    assert.equal(out[0]!.route, null)
    assert.equal(out[0]!.status, 404)
  })
  await withApp({}, async (t) => {
    const { out, err } = await capturing(() => call(t.app, 'GET', '/api/health'))
    assert.deepEqual([out, err], [[], []])
  })
})

Deno.test('protects behaviour: a failing request logs its error once, with its id, and its one request line says 500', () =>
  withApp(LOGGING, async (t) => {
    withFailingRoute(t)
    const { result, out, err } = await capturing(() => call(t.app, 'GET', '/api/test-only/boom/42'))
    const id = result.headers.get('x-request-id')
    assert.equal(result.status, 500)
    assert.deepEqual(await result.json(), { error: { code: 'INTERNAL', message: 'Something went wrong' } })
    assert.equal(err.length, 1, JSON.stringify(err))
    assert.equal(err[0]!.msg, 'request failed')
    assert.equal(err[0]!.requestId, id)
    assert.equal(err[0]!.route, '/api/test-only/boom/:id')
    assert.equal(err[0]!.error, 'Error: boom')
    assert.match(err[0]!.stack as string, /boom/)
    assert.equal(out.length, 1)
    assert.equal(out[0]!.requestId, id)
    assert.equal(out[0]!.status, 500)
  }))

Deno.test('protects behaviour: the dashboard and the parts it asks in-process log under the dashboard request id', () =>
  withApp(LOGGING, async (t) => {
    const { token } = await signUp(t.app)
    const { result, out } = await capturing(() => call(t.app, 'GET', '/api/dashboard', { token }))
    assert.equal(result.status, 200)
    const id = result.headers.get('x-request-id')
    assert.ok(out.length > 1)
    assert.ok(out.every((line) => line.requestId === id), JSON.stringify(out))
    assert.equal(out.filter((line) => line.route === '/api/dashboard').length, 1)
  }))
