import assert from 'node:assert/strict'
import { MAX_SESSIONS_PER_ACCOUNT } from '../auth/public.ts'
import { call, sessionToken, SITE, type TestApp, withApp } from '../../test-support/test-app.ts'
import { signUpParent } from '../family/family-fixtures.ts'

// GET /api/me/sessions is served from memory until this process writes the sessions table or the
// first listed session ends (http/cached-answer.ts); the caller's own session is part of the key.
const DAY = 24 * 60 * 60 * 1000
const PHONE = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36'
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0'

const signIn = async (t: TestApp, email: string, ua: string) =>
  sessionToken(
    await call(t.app, 'POST', '/api/auth/sign-in', {
      body: { email, password: 'parent-123' },
      origin: SITE,
      headers: { 'user-agent': ua },
    }),
  )!
const devices = async (t: TestApp, token: string) => {
  const res = await call(t.app, 'GET', '/api/me/sessions', { token })
  assert.equal(res.status, 200)
  return ((await res.json()).sessions as { device: string; current: boolean }[]).map((s) => `${s.device}${s.current ? ' (this)' : ''}`)
}

Deno.test('protects behaviour: the session list shows each sign-in, sign-out and ending on the next read, marked for the device asking', () =>
  withApp({}, async (t) => {
    const sam = await signUpParent(t.app, 'sam@example.com')
    const phone = await signIn(t, sam.email, PHONE)
    assert.deepEqual(await devices(t, phone), ['Unknown device', 'Chrome on Android (this)'])
    assert.deepEqual(await devices(t, phone), ['Unknown device', 'Chrome on Android (this)'])
    // The same URL from another device of the same account marks that device.
    assert.deepEqual(await devices(t, sam.token), ['Unknown device (this)', 'Chrome on Android'])

    t.clock.advance(29.5 * DAY)
    const laptop = await signIn(t, sam.email, LAPTOP)
    assert.deepEqual(await devices(t, laptop), ['Unknown device', 'Chrome on Android', 'Firefox on macOS (this)'])
    // Nothing is written when the first two end 30 days after their last use: the list drops them.
    t.clock.advance(0.5 * DAY + 60_000)
    assert.deepEqual(await devices(t, laptop), ['Firefox on macOS (this)'])

    const tablet = await signIn(t, sam.email, PHONE)
    assert.deepEqual(await devices(t, laptop), ['Firefox on macOS (this)', 'Chrome on Android'])
    assert.equal((await call(t.app, 'POST', '/api/me/sessions/sign-out-everywhere', { token: tablet, origin: SITE })).status, 200)
    assert.equal((await call(t.app, 'GET', '/api/me/sessions', { token: laptop })).status, 401, 'signed out: refused, though in memory')
  }))

Deno.test(`protects behaviour: an account keeps its ${MAX_SESSIONS_PER_ACCOUNT} most recently used sessions; a sign-in past that ends the least used`, () =>
  withApp({}, async (t) => {
    const sam = await signUpParent(t.app, 'sam@example.com')
    const tokens: string[] = []
    for (let i = 0; i < MAX_SESSIONS_PER_ACCOUNT + 5; i++) {
      t.clock.advance(60_000)
      tokens.push(await signIn(t, sam.email, LAPTOP))
      // Sam's first device stays in use, so it is never the least recently used.
      if (i === 0) continue
      t.clock.advance(DAY + 1)
      assert.equal((await call(t.app, 'GET', '/api/me', { token: sam.token })).status, 200)
    }
    const listed = await devices(t, tokens.at(-1)!)
    assert.equal(listed.length, MAX_SESSIONS_PER_ACCOUNT)
    assert.equal((await call(t.app, 'GET', '/api/me', { token: sam.token })).status, 200, 'the device in use is kept')
    assert.equal((await call(t.app, 'GET', '/api/me', { token: tokens[0] })).status, 401, 'the least used sign-in ended')
    for (const token of tokens.slice(-(MAX_SESSIONS_PER_ACCOUNT - 1))) {
      assert.equal((await call(t.app, 'GET', '/api/me', { token })).status, 200)
    }
  }))
