import assert from 'node:assert/strict'
import { counterAt, totpCode } from '../auth/public.ts'
import { call, sessionToken, signUp, SITE, type TestApp, withApp } from '../../test-support/test-app.ts'
import { signUpParent } from '../family/family-fixtures.ts'

// GET /api/me/time-zone and /api/me/two-factor are served from memory until this process writes
// their tables (http/cached-answer.ts); the time zone's wait after a change ends by the clock.
const HOUR = 60 * 60 * 1000
const PASSWORD = 'parent-123'
const read = async (t: TestApp, url: string, token: string) => {
  const res = await call(t.app, 'GET', url, { token })
  assert.equal(res.status, 200, url)
  return await res.json()
}

Deno.test('protects behaviour: a time-zone change shows on the next read, and the wait after it ends on time without a write', () =>
  withApp({}, async (t) => {
    const maya = await signUp(t.app, { timeZone: 'Asia/Tokyo' })
    const first = (await read(t, '/api/me/time-zone', maya.token)).time_zone
    assert.equal(first.time_zone, 'Asia/Tokyo')
    assert.deepEqual((await read(t, '/api/me/time-zone', maya.token)).time_zone, first, 'served again from memory')

    const moved = await call(t.app, 'PUT', '/api/me/time-zone', { token: maya.token, origin: SITE, body: { time_zone: 'UTC' } })
    assert.equal(moved.status, 200)
    const after = (await read(t, '/api/me/time-zone', maya.token)).time_zone
    assert.equal(after.time_zone, 'UTC')
    assert.equal(after.next_change_at, new Date(t.clock.now() + 24 * HOUR).toISOString())

    t.clock.advance(24 * HOUR - 1)
    assert.equal((await read(t, '/api/me/time-zone', maya.token)).time_zone.next_change_at, after.next_change_at)
    t.clock.advance(1)
    assert.equal((await read(t, '/api/me/time-zone', maya.token)).time_zone.next_change_at, null, 'may change again')

    // Another account's read never answers with Maya's setting.
    const leo = await signUp(t.app, { email: 'leo@example.com', timeZone: 'Europe/Paris' })
    assert.equal((await read(t, '/api/me/time-zone', leo.token)).time_zone.time_zone, 'Europe/Paris')
  }))

Deno.test('protects behaviour: turning two-step sign-in on, using a recovery code and turning it off each show on the next status read', () =>
  withApp({}, async (t) => {
    const sam = await signUpParent(t.app, 'sam@example.com')
    const status = () => read(t, '/api/me/two-factor', sam.token)
    assert.deepEqual(await status(), { enabled: false, recovery_codes_left: 0, available: true })
    assert.deepEqual(await status(), { enabled: false, recovery_codes_left: 0, available: true })

    const setup = await call(t.app, 'POST', '/api/me/two-factor/setup', { token: sam.token, origin: SITE, body: { password: PASSWORD } })
    const { secret } = await setup.json()
    assert.deepEqual(await status(), { enabled: false, recovery_codes_left: 0, available: true }, 'set up, not yet on')
    const enable = { code: totpCode(secret, counterAt(t.clock.now())) }
    const enabled = await call(t.app, 'POST', '/api/me/two-factor/enable', { token: sam.token, origin: SITE, body: enable })
    assert.equal(enabled.status, 200)
    const codes: string[] = (await enabled.json()).recovery_codes
    assert.deepEqual(await status(), { enabled: true, recovery_codes_left: 10, available: true })

    // A recovery code used at sign-in (recovery_codes) shows on the first session's next read.
    const signIn = await call(t.app, 'POST', '/api/auth/sign-in', {
      origin: SITE,
      body: { email: sam.email, password: PASSWORD, code: codes[0] },
    })
    assert.equal(signIn.status, 200)
    assert.equal((await status()).recovery_codes_left, 9)

    t.clock.advance(30_000)
    const off = { password: PASSWORD, code: totpCode(secret, counterAt(t.clock.now())) }
    const disabled = await call(t.app, 'DELETE', '/api/me/two-factor', { token: sessionToken(signIn)!, origin: SITE, body: off })
    assert.equal(disabled.status, 200, await disabled.clone().text())
    assert.deepEqual(await read(t, '/api/me/two-factor', sessionToken(signIn)!), {
      enabled: false,
      recovery_codes_left: 0,
      available: true,
    })

    // A player's own status is theirs: not offered, whatever Sam's was.
    const maya = await signUp(t.app)
    assert.deepEqual(await read(t, '/api/me/two-factor', maya.token), { enabled: false, recovery_codes_left: 0, available: false })
  }))
