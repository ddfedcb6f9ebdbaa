import assert from 'node:assert/strict'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { sessions } from '../../db/schema/index.ts'
import { call, rowCount, sessionToken, signUp, SITE, viaProxy, withApp } from '../../test-support/test-app.ts'

const signIn = (app: Parameters<typeof call>[0], email: string, password: string, extra: Parameters<typeof call>[3] = {}) =>
  call(app, 'POST', '/api/auth/sign-in', { body: { email, password }, origin: SITE, ...extra })

Deno.test('protects behaviour: the right email (any case) and password sign in with 200, the user and a new session', () =>
  withApp({}, async ({ app }) => {
    const { id } = await signUp(app)
    const res = await signIn(app, 'MAYA@example.com ', 'secret-123')
    assert.equal(res.status, 200)
    assert.equal((await res.json()).user.id, id)
    const me = await call(app, 'GET', '/api/me', { token: sessionToken(res) })
    assert.equal(me.status, 200)
  }))

Deno.test('protects behaviour: a wrong password and an unknown email get the same 401 INVALID_CREDENTIALS answer', () =>
  withApp({}, async ({ app }) => {
    await signUp(app)
    const expected = { error: { code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.invalidCredentials } }
    const wrong = await signIn(app, 'maya@example.com', 'wrong-password')
    const unknown = await signIn(app, 'nobody@example.com', 'wrong-password')
    assert.equal(wrong.status, 401)
    assert.equal(unknown.status, 401)
    assert.deepEqual(await wrong.json(), expected)
    assert.deepEqual(await unknown.json(), expected)
    assert.equal(sessionToken(wrong), null)
  }))

Deno.test('protects behaviour: an unknown email takes about as long as a wrong password (a dummy hash is verified)', () =>
  withApp({}, async ({ app }) => {
    await signUp(app)
    const median = async (email: string) => {
      const times: number[] = []
      for (let i = 0; i < 5; i++) {
        const started = performance.now()
        await (await signIn(app, email, `wrong-${i}`)).body?.cancel()
        times.push(performance.now() - started)
      }
      return times.sort((a, b) => a - b)[2]!
    }
    const known = await median('maya@example.com')
    const unknown = await median('nobody@example.com')
    assert.ok(unknown > known / 3, `unknown ${unknown.toFixed(1)} ms vs known ${known.toFixed(1)} ms`)
  }))

Deno.test('protects behaviour: sign-in rotates the session, so the token the browser had before no longer works', () =>
  withApp({}, async ({ app, database }) => {
    const { token: before } = await signUp(app)
    const res = await signIn(app, 'maya@example.com', 'secret-123', { token: before })
    const after = sessionToken(res)!
    assert.notEqual(after, before)
    assert.equal((await call(app, 'GET', '/api/me', { token: before })).status, 401)
    assert.equal((await call(app, 'GET', '/api/me', { token: after })).status, 200)
    assert.equal(await rowCount(database, sessions), 1)
  }))

Deno.test('protects behaviour: sign-out answers 204, clears the cookie and the token is dead afterwards', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    const res = await call(app, 'POST', '/api/auth/sign-out', { token, origin: SITE })
    assert.equal(res.status, 204)
    assert.match(res.headers.getSetCookie().join(), /pp_session=; Max-Age=0/)
    assert.equal((await call(app, 'GET', '/api/me', { token })).status, 401)
    assert.equal(await rowCount(database, sessions), 0)
    assert.equal((await call(app, 'POST', '/api/auth/sign-out')).status, 204) // signed out already: still fine
  }))

Deno.test('protects behaviour: after the free wrong passwords each further sign-in waits twice as long (429, Retry-After), never locked', () =>
  withApp({ RATE_LIMIT_SIGN_IN_PER_EMAIL: '3' }, async ({ app, clock }) => {
    await signUp(app)
    for (let i = 0; i < 3; i++) assert.equal((await signIn(app, 'maya@example.com', 'wrong')).status, 401)
    const limited = await signIn(app, 'maya@example.com', 'secret-123') // even the right password waits its turn
    assert.equal(limited.status, 429)
    assert.equal(limited.headers.get('retry-after'), '1')
    assert.deepEqual(await limited.json(), { error: { code: 'RATE_LIMITED', message: AUTH_MESSAGES.waitBeforeTrying(1) } })
    const waits: string[] = []
    for (let i = 0; i < 4; i++) {
      clock.advance(Number(waits.at(-1) ?? 1) * 1000)
      assert.equal((await signIn(app, 'maya@example.com', 'wrong')).status, 401)
      waits.push((await signIn(app, 'maya@example.com', 'wrong')).headers.get('retry-after')!)
    }
    assert.deepEqual(waits, ['2', '4', '8', '16'])
    clock.advance(16_000)
    assert.equal((await signIn(app, 'maya@example.com', 'secret-123')).status, 200)
    // A success starts the count over.
    assert.equal((await signIn(app, 'maya@example.com', 'wrong')).status, 401)
  }))

Deno.test('protects behaviour: the delay never grows past 15 minutes, and a quiet hour forgives one failure', () =>
  withApp({ RATE_LIMIT_SIGN_IN_PER_EMAIL: '1' }, async ({ app, clock }) => {
    await signUp(app)
    for (let i = 0; i < 14; i++) {
      assert.equal((await signIn(app, 'maya@example.com', 'wrong')).status, 401)
      clock.advance(15 * 60_000)
    }
    clock.advance(-15 * 60_000)
    assert.equal((await signIn(app, 'maya@example.com', 'secret-123')).headers.get('retry-after'), '900')
    clock.advance(15 * 60_000)
    assert.equal((await signIn(app, 'maya@example.com', 'secret-123')).status, 200)
  }))

Deno.test('protects behaviour: sign-in attempts are limited per client address, read from the proxy-added X-Forwarded-For entry', () =>
  withApp({ RATE_LIMIT_SIGN_IN_PER_ADDRESS: '4' }, async ({ app }) => {
    // The client forges a different first hop each time; our proxy's entry (the last) stays the same.
    const from = (forged: string, real: string) => ({ headers: viaProxy(`${forged}, ${real}`) })
    for (let i = 0; i < 4; i++) assert.equal((await signIn(app, `u${i}@example.com`, 'x', from(`10.0.0.${i}`, '203.0.113.7'))).status, 401)
    const limited = await signIn(app, 'u9@example.com', 'x', from('10.9.9.9', '203.0.113.7'))
    assert.equal(limited.status, 429)
    assert.ok(Number(limited.headers.get('retry-after')) > 0)
    assert.equal((await signIn(app, 'u9@example.com', 'x', from('10.9.9.9', '198.51.100.2'))).status, 401)
  }))

Deno.test('protects behaviour: GET /api/auth/session answers 200 with the user when signed in and null when not', () =>
  withApp({}, async ({ app }) => {
    const signedOut = await call(app, 'GET', '/api/auth/session')
    assert.equal(signedOut.status, 200)
    assert.deepEqual(await signedOut.json(), { user: null })
    const bogus = await call(app, 'GET', '/api/auth/session', { token: 'not-a-real-session-token' })
    assert.deepEqual(await bogus.json(), { user: null })

    const { id } = await signUp(app)
    const res = await signIn(app, 'maya@example.com', 'secret-123')
    const mine = await call(app, 'GET', '/api/auth/session', { token: sessionToken(res) })
    assert.equal(mine.status, 200)
    assert.equal((await mine.json()).user.id, id)
  }))
