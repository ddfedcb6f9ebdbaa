import assert from 'node:assert/strict'
import { SECURITY_MESSAGES } from '@app/shared/domain/messages/security.ts'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'
import { eq } from 'drizzle-orm'
import { createSecretBox } from '../../secrets/secret-box.ts'
import { counterAt, totpCode } from '../auth/public.ts'
import { secondFactors } from '../../db/schema/index.ts'
import { call, sessionToken, signUp, SITE, type TestApp, withApp } from '../../test-support/test-app.ts'
import { createFamily, inviteGuardian, signUpParent } from '../family/family-fixtures.ts'

const PASSWORD = 'parent-123'
const send = (app: TestApp['app'], method: string, path: string, token: string | null, body?: unknown, headers?: Record<string, string>) =>
  call(app, method, path, { token, body, origin: SITE, headers })
const signIn = (
  t: TestApp,
  email: string,
  extra: Record<string, unknown> = {},
  ua = 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36',
) =>
  call(t.app, 'POST', '/api/auth/sign-in', { body: { email, password: PASSWORD, ...extra }, origin: SITE, headers: { 'user-agent': ua } })

/** Turns two-step sign-in on for a parent; returns the secret (as the app would store it) and the recovery codes. */
async function turnOn(t: TestApp, token: string): Promise<{ secret: string; codes: string[] }> {
  const setup = await send(t.app, 'POST', '/api/me/two-factor/setup', token, { password: PASSWORD })
  assert.equal(setup.status, 200)
  const { secret, otpauth_uri } = await setup.json()
  assert.match(otpauth_uri, new RegExp(`^otpauth://totp/PitchPath%3A.*secret=${secret}`))
  const enabled = await send(t.app, 'POST', '/api/me/two-factor/enable', token, { code: totpCode(secret, counterAt(t.clock.now())) })
  assert.equal(enabled.status, 200)
  return { secret, codes: (await enabled.json()).recovery_codes }
}
const nextCode = (t: TestApp, secret: string) => {
  t.clock.advance(30_000) // each code counts once: the next one belongs to the next 30 s step
  return totpCode(secret, counterAt(t.clock.now()))
}

Deno.test('protects behaviour: with two-step sign-in on, sign-in needs a fresh code or an unused recovery code after the right password', () =>
  withApp({}, async (t) => {
    const parent = await signUpParent(t.app, 'sam@example.com')
    const { secret, codes } = await turnOn(t, parent.token)
    assert.equal(codes.length, 10)
    assert.equal(new Set(codes).size, 10)
    assert.deepEqual(await (await call(t.app, 'GET', '/api/me/two-factor', { token: parent.token })).json(), {
      enabled: true,
      recovery_codes_left: 10,
      available: true,
    })

    const noCode = await signIn(t, parent.email)
    assert.equal(noCode.status, 401)
    assert.deepEqual([(await noCode.json()).error.code, sessionToken(noCode)], ['SECOND_FACTOR_REQUIRED', null])
    // A wrong password still answers as before: the code is never asked for before the password is right.
    const wrongPassword = await signIn(t, parent.email, { password: 'nope-nope' })
    assert.equal((await wrongPassword.json()).error.code, 'INVALID_CREDENTIALS')
    const wrongCode = await signIn(t, parent.email, { code: '000000' })
    assert.equal(wrongCode.status, 403)
    assert.deepEqual((await wrongCode.json()).error.fields.code, [SECURITY_MESSAGES.codeWrong])

    const code = nextCode(t, secret)
    const ok = await signIn(t, parent.email, { code })
    assert.equal(ok.status, 200)
    assert.ok(sessionToken(ok))
    assert.equal((await signIn(t, parent.email, { code })).status, 403, 'a code works once')

    const recovery = await signIn(t, parent.email, { code: codes[0]!.toUpperCase() })
    assert.equal(recovery.status, 200)
    assert.equal((await signIn(t, parent.email, { code: codes[0] })).status, 403, 'a recovery code works once')
    assert.equal((await (await call(t.app, 'GET', '/api/me/two-factor', { token: sessionToken(recovery) })).json()).recovery_codes_left, 9)
  }))

Deno.test('protects behaviour: billing and family permission changes need a code entered in the last 10 minutes when two-step sign-in is on', () =>
  withApp({}, async (t) => {
    const admin = await signUpParent(t.app, 'sam@example.com')
    await createFamily(t.app, admin)
    const guardian = await signUpParent(t.app, 'gus@example.com', 'Gus')
    const guardianMember = await inviteGuardian(t.app, t.database, admin, guardian)
    const { secret } = await turnOn(t, admin.token)
    const changePermission = (token: string, level: string) =>
      send(t.app, 'PATCH', `/api/family/members/${guardianMember}`, token, { permission_level: level })
    const checkout = (token: string) =>
      send(t.app, 'POST', '/api/billing/checkout', token, {
        checkout_id: crypto.randomUUID(),
        plan: 'parent',
        payment_token: SIMULATED_TOKENS.ok,
      })

    // Setting it up counted as entering a code: allowed now, refused 10 minutes later.
    assert.equal((await changePermission(admin.token, 'limited')).status, 200)
    t.clock.advance(10 * 60_000 + 1)
    const refused = await changePermission(admin.token, 'full_access')
    assert.equal(refused.status, 403)
    assert.deepEqual([(await refused.json()).error.code], ['SECOND_FACTOR_REQUIRED'])
    assert.equal((await checkout(admin.token)).status, 403)
    const family = await (await call(t.app, 'GET', '/api/family', { token: admin.token })).json()
    assert.equal(family.family.members.find((m: { id: string }) => m.id === guardianMember).permission_level, 'limited', 'nothing changed')

    assert.equal((await send(t.app, 'POST', '/api/me/two-factor/verify', admin.token, { code: '123456' })).status, 403)
    assert.equal((await send(t.app, 'POST', '/api/me/two-factor/verify', admin.token, { code: nextCode(t, secret) })).status, 200)
    assert.equal((await changePermission(admin.token, 'full_access')).status, 200)
    assert.equal((await checkout(admin.token)).status, 201)
    // Without two-step sign-in the same changes need nothing more than the session.
    assert.equal((await checkout(guardian.token)).status, 201)
  }))

Deno.test('protects behaviour: two-step sign-in is for grown-ups, and turning it off takes the password and a code', () =>
  withApp({}, async (t) => {
    const player = await signUp(t.app)
    const refused = await send(t.app, 'POST', '/api/me/two-factor/setup', player.token, { password: 'secret-123' })
    assert.equal(refused.status, 403)
    assert.equal((await refused.json()).error.message, SECURITY_MESSAGES.parentsOnly)
    assert.equal((await (await call(t.app, 'GET', '/api/me/two-factor', { token: player.token })).json()).available, false)

    const parent = await signUpParent(t.app, 'sam@example.com')
    assert.equal((await send(t.app, 'POST', '/api/me/two-factor/setup', parent.token, { password: 'wrong-one' })).status, 403)
    assert.equal((await send(t.app, 'POST', '/api/me/two-factor/enable', parent.token, { code: '123456' })).status, 409, 'no setup started')
    const { secret } = await turnOn(t, parent.token)
    assert.equal((await send(t.app, 'POST', '/api/me/two-factor/setup', parent.token, { password: PASSWORD })).status, 409, 'already on')
    assert.equal((await send(t.app, 'DELETE', '/api/me/two-factor', parent.token, { password: PASSWORD, code: '000000' })).status, 403)
    assert.equal(
      (await send(t.app, 'DELETE', '/api/me/two-factor', parent.token, { password: PASSWORD, code: nextCode(t, secret) })).status,
      200,
    )
    assert.equal((await signIn(t, parent.email)).status, 200, 'the password alone signs in again')
  }))

Deno.test("protects behaviour: a person sees their own sessions, ends one of them, or signs out everywhere; nobody else's", () =>
  withApp({}, async (t) => {
    const parent = await signUpParent(t.app, 'sam@example.com')
    const phone = sessionToken(await signIn(t, parent.email, {}, 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36'))!
    const laptop = sessionToken(
      await signIn(t, parent.email, {}, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0'),
    )!
    const list = await (await call(t.app, 'GET', '/api/me/sessions', { token: laptop })).json()
    assert.equal(list.sessions.length, 3)
    assert.deepEqual(list.sessions.map((s: { device: string; current: boolean }) => [s.device, s.current]).slice(1), [[
      'Chrome on Android',
      false,
    ], ['Firefox on macOS', true]])
    const phoneId = list.sessions[1].id

    const other = await signUpParent(t.app, 'zed@example.com', 'Zed')
    assert.equal((await send(t.app, 'DELETE', `/api/me/sessions/${phoneId}`, other.token)).status, 404, "someone else's session")
    assert.equal((await call(t.app, 'GET', '/api/me', { token: phone })).status, 200)
    assert.equal((await send(t.app, 'DELETE', `/api/me/sessions/${phoneId}`, laptop)).status, 200)
    assert.equal((await call(t.app, 'GET', '/api/me', { token: phone })).status, 401)
    assert.equal((await send(t.app, 'DELETE', `/api/me/sessions/${phoneId}`, laptop)).status, 404, 'already ended')
    assert.equal((await send(t.app, 'DELETE', '/api/me/sessions/not-an-id', laptop)).status, 404)

    const everywhere = await send(t.app, 'POST', '/api/me/sessions/sign-out-everywhere', laptop)
    assert.equal(everywhere.status, 200)
    assert.equal(sessionToken(everywhere), null)
    for (const token of [laptop, parent.token]) assert.equal((await call(t.app, 'GET', '/api/me', { token })).status, 401)
    assert.equal((await call(t.app, 'GET', '/api/me', { token: other.token })).status, 200)
  }))

Deno.test('protects behaviour: guessing second-factor codes is slowed per account (429 and Retry-After), even the right code waits its turn', () =>
  withApp({ RATE_LIMIT_SIGN_IN_PER_EMAIL: '3' }, async (t) => {
    const parent = await signUpParent(t.app, 'sam@example.com')
    const { secret } = await turnOn(t, parent.token)
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await send(t.app, 'POST', '/api/me/two-factor/verify', parent.token, { code: '000000' })).status)
    }
    assert.deepEqual(statuses, [403, 403, 403, 429])
    const code = totpCode(secret, counterAt(t.clock.now() + 30_000))
    t.clock.advance(500)
    const early = await send(t.app, 'POST', '/api/me/two-factor/verify', parent.token, { code })
    assert.deepEqual([early.status, early.headers.get('retry-after')], [429, '1'])
    t.clock.advance(30_000)
    assert.equal((await send(t.app, 'POST', '/api/me/two-factor/verify', parent.token, { code })).status, 200)
  }))

Deno.test('protects behaviour: the session cookie is HttpOnly and SameSite=Lax always, and Secure when the site is served over https', () =>
  withApp({ PUBLIC_ORIGIN: 'https://pitchpath.example' }, async (t) => {
    const res = await call(t.app, 'POST', '/api/auth/sign-up', {
      origin: 'https://pitchpath.example',
      body: { email: 'sec@example.com', password: PASSWORD, first_name: 'Se', last_name: 'Cure', accountType: 'parent' },
    })
    assert.equal(res.status, 201)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('pp_session='))!
    for (const attribute of [/; HttpOnly/i, /; SameSite=Lax/i, /; Secure/i, /; Path=\//]) assert.match(cookie, attribute)
    // A write from any other origin is refused before it runs.
    const foreign = await call(t.app, 'POST', '/api/auth/sign-in', {
      origin: 'https://evil.example',
      body: { email: 'sec@example.com', password: PASSWORD },
    })
    assert.equal(foreign.status, 403)
  }))

Deno.test('protects behaviour: the two-step key is stored sealed with the server key, and a key stored in the clear before is sealed on its next use', () =>
  withApp({}, async (t) => {
    const parent = await signUpParent(t.app, 'sam@example.com')
    const { secret } = await turnOn(t, parent.token)
    const stored = async () =>
      (await t.database.db.select({ secret: secondFactors.secret }).from(secondFactors).where(eq(secondFactors.userId, parent.id)))[0]!
        .secret
    const sealed = await stored()
    assert.ok(!sealed.includes(secret), 'not in the clear')
    assert.equal(await createSecretBox(t.config.secretsKey).open(sealed, parent.id), secret)
    assert.equal(await createSecretBox(btoa('another key, 32 bytes long......')).open(sealed, parent.id), null)

    // As stored before sealing existed: sign-in still works with it, and leaves it sealed.
    await t.database.write((db) => db.update(secondFactors).set({ secret }).where(eq(secondFactors.userId, parent.id)))
    assert.equal((await signIn(t, parent.email, { code: nextCode(t, secret) })).status, 200)
    const resealed = await stored()
    assert.ok(!resealed.includes(secret))
    assert.equal(await createSecretBox(t.config.secretsKey).open(resealed, parent.id), secret)
  }))
