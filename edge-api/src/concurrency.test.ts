import assert from 'node:assert/strict'
import { sessions, users } from './db/schema/index.ts'
import { makeTestApp, playerSignUp, rowCount, type TestApp } from './test-support/test-app.ts'

/** A real Deno.serve on a random port, so requests really arrive at the same time over sockets. */
function serve(t: TestApp) {
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, t.app.fetch)
  const base = `http://127.0.0.1:${server.addr.port}`
  const signUp = (body: unknown) =>
    fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify(body),
    })
  return { server, signUp }
}

Deno.test('protects behaviour: 50 simultaneous sign-ups with different emails all succeed (writes are queued, no SQLITE_BUSY)', async () => {
  const t = await makeTestApp()
  const { server, signUp } = serve(t)
  try {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => signUp(playerSignUp({ email: `player${i}@example.com` }))))
    const statuses = await Promise.all(responses.map(async (r) => (await r.body?.cancel(), r.status)))
    assert.deepEqual(statuses, Array(50).fill(201))
    assert.equal(await rowCount(t.database, users), 50)
    assert.equal(await rowCount(t.database, sessions), 50)
  } finally {
    await server.shutdown()
    await t.close()
  }
})

Deno.test('protects behaviour: two simultaneous sign-ups with the same email give exactly one 201 and one 409', async () => {
  const t = await makeTestApp()
  const { server, signUp } = serve(t)
  try {
    const [a, b] = await Promise.all([signUp(playerSignUp()), signUp(playerSignUp({ email: 'MAYA@example.com' }))])
    const bodies = await Promise.all([a!.json(), b!.json()])
    assert.deepEqual([a!.status, b!.status].sort(), [201, 409])
    assert.equal(bodies.find((x) => x.error)?.error.code, 'CONFLICT')
    assert.equal(await rowCount(t.database, users), 1)
    assert.equal(await rowCount(t.database, sessions), 1)
  } finally {
    await server.shutdown()
    await t.close()
  }
})
