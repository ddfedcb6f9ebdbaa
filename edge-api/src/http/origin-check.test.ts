import assert from 'node:assert/strict'
import { sessions, users } from '../db/schema/index.ts'
import { call, playerSignUp, rowCount, signUp, SITE, withApp } from '../test-support/test-app.ts'

const FORBIDDEN = { error: { code: 'FORBIDDEN_ORIGIN', message: 'Request refused: foreign origin' } }

Deno.test('protects behaviour: a write from a foreign Origin is refused with 403 FORBIDDEN_ORIGIN and writes nothing', () =>
  withApp({}, async ({ app, database }) => {
    const res = await call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp(), origin: 'https://evil.example' })
    assert.equal(res.status, 403)
    assert.deepEqual(await res.json(), FORBIDDEN)
    assert.equal(await rowCount(database, users), 0)
    const nullOrigin = await call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp(), origin: 'null' })
    assert.equal(nullOrigin.status, 403)
    assert.equal(await rowCount(database, users), 0)
  }))

Deno.test("protects behaviour: a foreign site cannot change a signed-in person's data or sign them out", () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    const patch = await call(app, 'PATCH', '/api/me', { token, origin: 'https://evil.example', body: { first_name: 'Pwned' } })
    assert.equal(patch.status, 403)
    const signOut = await call(app, 'POST', '/api/auth/sign-out', { token, origin: 'http://localhost:3000.evil.example' })
    assert.equal(signOut.status, 403)
    const me = await (await call(app, 'GET', '/api/me', { token })).json()
    assert.equal(me.user.first_name, 'Maya')
    assert.equal(await rowCount(database, sessions), 1)
  }))

Deno.test('protects behaviour: a write carrying the session cookie but no Origin needs a Referer from our sites', () =>
  withApp({}, async ({ app }) => {
    const { token } = await signUp(app)
    const body = { first_name: 'Mia' }
    assert.equal((await call(app, 'PATCH', '/api/me', { token, body })).status, 403)
    const foreign = await call(app, 'PATCH', '/api/me', { token, body, headers: { referer: 'https://evil.example/page' } })
    assert.equal(foreign.status, 403)
    const ours = await call(app, 'PATCH', '/api/me', { token, body, headers: { referer: 'http://127.0.0.1:3002/app/games' } })
    assert.equal(ours.status, 200)
  }))

Deno.test('protects behaviour: every front-end origin (3000-3004, localhost and 127.0.0.1) may write; reads and cookie-less scripts pass', () =>
  withApp({}, async ({ app }) => {
    for (const [i, origin] of ['http://localhost:3000', 'http://localhost:3004', 'http://127.0.0.1:3001'].entries()) {
      const res = await call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp({ email: `p${i}@example.com` }), origin })
      assert.equal(res.status, 201, origin)
    }
    assert.equal((await call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp({ email: 'curl@example.com' }) })).status, 201)
    assert.equal((await call(app, 'GET', '/api/health', { origin: 'https://evil.example' })).status, 200)
  }))

Deno.test('protects behaviour: ALLOWED_ORIGINS replaces the default list, and PUBLIC_ORIGIN is always allowed', () =>
  withApp({ ALLOWED_ORIGINS: 'https://app.pitchpath.example', PUBLIC_ORIGIN: 'https://www.pitchpath.example' }, async ({ app }) => {
    const post = (origin: string, email: string) => call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp({ email }), origin })
    assert.equal((await post('https://app.pitchpath.example', 'a@example.com')).status, 201)
    assert.equal((await post('https://www.pitchpath.example', 'b@example.com')).status, 201)
    assert.equal((await post(SITE, 'c@example.com')).status, 403)
  }))
