import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { SECURITY_MESSAGES } from '@app/shared/domain/messages/security.ts'
import { KNOWN_DEVICE_COOKIE } from '../../features/auth/public.ts'
import { counterAt, totpCode } from '../../features/auth/public.ts'
import { secondFactors, users } from '../../db/schema/index.ts'
import { listOutbox } from '../../mail/outbox-mailer.ts'
import { call, sessionToken, SITE, type TestApp, withApp } from '../../test-support/test-app.ts'
import { signUpParent } from '../../features/family/family-fixtures.ts'

// Accounts and sign-in (docs/security.md): a session alone never changes who can get into an account, and wrong
// passwords slow whoever sends them without locking the owner out of their usual browser.

const PASSWORD = 'parent-123'
const OWNER = 'owner@example.com'
const HOME = '198.51.100.7'
const STRANGER = '203.0.113.66'

type Options = { peer?: string; cookie?: string; code?: string }
const signIn = (t: TestApp, email: string, password: string, o: Options = {}) =>
  call(t.app, 'POST', '/api/auth/sign-in', {
    body: { email, password, ...(o.code ? { code: o.code } : {}) },
    origin: SITE,
    peer: o.peer ?? HOME,
    headers: o.cookie ? { cookie: o.cookie } : {},
  })
const changePassword = (t: TestApp, token: string, body: unknown) => call(t.app, 'PUT', '/api/me/password', { token, body, origin: SITE })
const storedHash = async (t: TestApp, id: string) =>
  (await t.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.h
const alive = async (t: TestApp, token: string) => (await call(t.app, 'GET', '/api/me', { token })).status === 200
const mailsTo = (t: TestApp, to: string) => listOutbox(t.database.db, to)

/** The pp_device cookie a response set, as a Cookie header ("pp_device=…"). */
function deviceCookie(res: Response): string {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
  assert.ok(line, 'a known-device cookie was set')
  return line.split(';')[0]!
}

async function turnOnTwoStep(t: TestApp, token: string): Promise<string> {
  const { secret } = await (await call(t.app, 'POST', '/api/me/two-factor/setup', { token, origin: SITE, body: { password: PASSWORD } }))
    .json()
  const on = await call(t.app, 'POST', '/api/me/two-factor/enable', {
    token,
    origin: SITE,
    body: { code: totpCode(secret, counterAt(t.clock.now())) },
  })
  assert.equal(on.status, 200)
  return secret
}
const nextCode = (t: TestApp, secret: string) => {
  t.clock.advance(30_000)
  return totpCode(secret, counterAt(t.clock.now()))
}

Deno.test('attack: changing the password with only a stolen session is refused', () =>
  withApp({}, async (t) => {
    const owner = await signUpParent(t.app, OWNER)
    const before = await storedHash(t, owner.id)
    const bare = await changePassword(t, owner.token, { password: 'thief-pass-1' })
    assert.equal(bare.status, 400)
    assert.deepEqual((await bare.json()).error.fields.current_password, [AUTH_MESSAGES.currentPasswordRequired])
    const guessed = await changePassword(t, owner.token, { current_password: 'a-guess-1', password: 'thief-pass-1' })
    assert.equal(guessed.status, 403)
    assert.deepEqual((await guessed.json()).error, {
      code: 'INVALID_CREDENTIALS',
      message: AUTH_MESSAGES.currentPasswordWrong,
      fields: { current_password: [AUTH_MESSAGES.currentPasswordWrong] },
    })
    assert.equal(await storedHash(t, owner.id), before)
    assert.equal((await signIn(t, OWNER, PASSWORD)).status, 200)
    assert.equal((await signIn(t, OWNER, 'thief-pass-1')).status, 401)
    assert.equal((await mailsTo(t, OWNER)).length, 0, 'nothing changed, nothing to report')
  }))

Deno.test('attack: guessing the current password through a stolen session is slowed per account (429, growing Retry-After)', () =>
  withApp({ RATE_LIMIT_SIGN_IN_PER_EMAIL: '3' }, async (t) => {
    const owner = await signUpParent(t.app, OWNER)
    const before = await storedHash(t, owner.id)
    for (let i = 0; i < 3; i++) {
      assert.equal((await changePassword(t, owner.token, { current_password: `guess-${i}`, password: 'thief-pass-1' })).status, 403)
    }
    const waits: string[] = []
    for (let i = 0; i < 3; i++) {
      const limited = await changePassword(t, owner.token, { current_password: PASSWORD, password: 'thief-pass-1' })
      assert.equal(limited.status, 429, 'even the right password waits its turn')
      waits.push(limited.headers.get('retry-after')!)
      t.clock.advance(Number(waits.at(-1)) * 1000)
      assert.equal((await changePassword(t, owner.token, { current_password: `guess-again-${i}`, password: 'thief-pass-1' })).status, 403)
    }
    assert.deepEqual(waits, ['1', '2', '4'])
    assert.equal(await storedHash(t, owner.id), before)
    assert.ok(await alive(t, owner.token))
  }))

Deno.test('attack: with two-step sign-in on, a stolen session and the password but no code cannot change the password', () =>
  withApp({}, async (t) => {
    const owner = await signUpParent(t.app, OWNER)
    const secret = await turnOnTwoStep(t, owner.token)
    // The thief's session has just passed a code (the owner signed in a minute ago): still not enough.
    const session = sessionToken(await signIn(t, OWNER, PASSWORD, { code: nextCode(t, secret) }))!
    const before = await storedHash(t, owner.id)
    const noCode = await changePassword(t, session, { current_password: PASSWORD, password: 'thief-pass-1' })
    assert.equal(noCode.status, 403)
    assert.deepEqual((await noCode.json()).error, {
      code: 'SECOND_FACTOR_REQUIRED',
      message: SECURITY_MESSAGES.codeRequired,
      fields: { code: [SECURITY_MESSAGES.codeRequired] },
    })
    const wrongCode = await changePassword(t, session, { current_password: PASSWORD, password: 'thief-pass-1', code: '000000' })
    assert.equal(wrongCode.status, 403)
    assert.deepEqual((await wrongCode.json()).error.fields.code, [SECURITY_MESSAGES.codeWrong])
    assert.equal(await storedHash(t, owner.id), before)
    assert.ok(await alive(t, owner.token), 'no other session ended')
    assert.equal(
      (await changePassword(t, session, { current_password: PASSWORD, password: 'owner-pass-2', code: nextCode(t, secret) })).status,
      200,
    )
  }))

Deno.test('attack: a password changed on a signed-in device ends every other session and the owner is mailed', () =>
  withApp({}, async (t) => {
    const owner = await signUpParent(t.app, OWNER, 'Olivia')
    const phone = sessionToken(await signIn(t, OWNER, PASSWORD))!
    const res = await changePassword(t, phone, { current_password: PASSWORD, password: 'new-pass-22' })
    assert.equal(res.status, 200)
    assert.equal(await alive(t, owner.token), false, 'the other session ended')
    assert.ok(await alive(t, phone))
    const [mail] = await mailsTo(t, OWNER)
    assert.equal(mail?.subject, 'Your PitchPath password was changed')
    assert.match(mail!.text, /Hi Olivia/)
    assert.match(mail!.text, /If it was not you/)
    assert.ok(mail!.text.includes(`${t.config.publicOrigin}/app/forgot-password`))
  }))

Deno.test('attack: turning two-step sign-in off ends every other session and mails the owner; turning it on mails too', () =>
  withApp({}, async (t) => {
    const owner = await signUpParent(t.app, OWNER)
    const secret = await turnOnTwoStep(t, owner.token)
    assert.deepEqual((await mailsTo(t, OWNER)).map((m) => m.subject), ['Two-step sign-in is now on for your PitchPath account'])
    const other = sessionToken(await signIn(t, OWNER, PASSWORD, { code: nextCode(t, secret) }))!

    // The password alone (a stolen session that knows it) does not turn it off.
    const noCode = await call(t.app, 'DELETE', '/api/me/two-factor', {
      token: owner.token,
      origin: SITE,
      body: { password: PASSWORD, code: '000000' },
    })
    assert.equal(noCode.status, 403)
    assert.equal((await t.database.db.select().from(secondFactors).where(eq(secondFactors.userId, owner.id))).length, 1)
    assert.ok(await alive(t, other))

    const off = await call(t.app, 'DELETE', '/api/me/two-factor', {
      token: owner.token,
      origin: SITE,
      body: { password: PASSWORD, code: nextCode(t, secret) },
    })
    assert.equal(off.status, 200)
    assert.equal(await alive(t, other), false)
    assert.ok(await alive(t, owner.token))
    const [latest] = await mailsTo(t, OWNER)
    assert.equal(latest?.subject, 'Two-step sign-in was turned off on your PitchPath account')
    assert.ok(latest!.text.includes('/app/forgot-password'))
  }))

Deno.test("attack: a stranger's 50 wrong passwords do not stop the owner signing in from their known device", () =>
  withApp({ RATE_LIMIT_SIGN_IN_PER_EMAIL: '5' }, async (t) => {
    await signUpParent(t.app, OWNER)
    const first = await signIn(t, OWNER, PASSWORD)
    const device = deviceCookie(first)
    const attributes = first.headers.getSetCookie().find((l) => l.startsWith(`${KNOWN_DEVICE_COOKIE}=`))!
    for (const attribute of [/; HttpOnly/i, /; SameSite=Strict/i, /; Path=\/api\/auth(;|$)/]) assert.match(attributes, attribute)
    let refused = 0
    for (let i = 0; i < 50; i++) {
      const res = await signIn(t, OWNER, `guess-${i}`, { peer: STRANGER })
      if (res.status === 429) refused++
      t.clock.advance(1000)
    }
    assert.ok(refused > 0, 'the stranger was slowed')
    // A new browser must wait, as the stranger does; the owner's usual one signs in at once.
    assert.equal((await signIn(t, OWNER, PASSWORD)).status, 429)
    const owner = await signIn(t, OWNER, PASSWORD, { cookie: device })
    assert.equal(owner.status, 200)
    // Even a few typos there first count only against that browser.
    assert.equal((await signIn(t, OWNER, 'typo-typo', { cookie: device })).status, 401)
    assert.equal((await signIn(t, OWNER, PASSWORD, { cookie: device })).status, 200)
  }))

Deno.test('attack: a stranger guessing one email is slowed with a growing Retry-After, up to 15 minutes, and never gets in', () =>
  withApp({ RATE_LIMIT_SIGN_IN_PER_EMAIL: '5' }, async (t) => {
    const owner = await signUpParent(t.app, OWNER)
    const before = await storedHash(t, owner.id)
    for (let i = 0; i < 5; i++) assert.equal((await signIn(t, OWNER, `guess-${i}`, { peer: STRANGER })).status, 401)
    const waits: number[] = []
    for (let i = 0; i < 12; i++) {
      const limited = await signIn(t, OWNER, `guess-x${i}`, { peer: STRANGER })
      assert.equal(limited.status, 429)
      const body = await limited.json()
      const wait = Number(limited.headers.get('retry-after'))
      assert.deepEqual(body, { error: { code: 'RATE_LIMITED', message: AUTH_MESSAGES.waitBeforeTrying(wait) } })
      waits.push(wait)
      t.clock.advance(wait * 1000)
      assert.equal((await signIn(t, OWNER, `guess-y${i}`, { peer: STRANGER })).status, 401)
    }
    assert.deepEqual(waits, [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900])
    assert.equal(await storedHash(t, owner.id), before)
  }))

Deno.test("attack: a forged known-device cookie (another account's entry, a changed id, a made-up signature) gets no bucket of its own", () =>
  withApp({ RATE_LIMIT_SIGN_IN_PER_EMAIL: '2' }, async (t) => {
    const owner = await signUpParent(t.app, OWNER)
    await signUpParent(t.app, 'mallory@example.com')
    const mallorys = deviceCookie(await signIn(t, 'mallory@example.com', PASSWORD, { peer: STRANGER }))
    for (let i = 0; i < 2; i++) assert.equal((await signIn(t, OWNER, `guess-${i}`, { peer: STRANGER })).status, 401)
    assert.equal((await signIn(t, OWNER, 'guess-2', { peer: STRANGER })).status, 429)

    const [, value] = mallorys.split('=')
    const [malloryId, deviceId, mac] = value!.split('.')
    const forged = [
      mallorys, // valid, but for Mallory's account
      `${KNOWN_DEVICE_COOKIE}=${owner.id}.${deviceId}.${mac}`, // Mallory's entry relabelled as the owner's
      `${KNOWN_DEVICE_COOKIE}=${owner.id}.${'A'.repeat(22)}.${'B'.repeat(43)}`, // made up
      `${KNOWN_DEVICE_COOKIE}=${malloryId}.${deviceId!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.${mac}`, // device id changed
    ]
    for (const cookie of forged) {
      const res = await signIn(t, OWNER, 'guess-forged', { peer: STRANGER, cookie })
      assert.equal(res.status, 429, cookie)
    }
    assert.equal((await signIn(t, OWNER, PASSWORD, { peer: STRANGER, cookie: forged[1] })).status, 429, 'not even with the right password')
  }))

Deno.test('attack: successful sign-ins from one address (a school on one Wi-Fi) do not use up its limit; wrong ones still do', () =>
  withApp({ RATE_LIMIT_SIGN_IN_PER_ADDRESS: '3' }, async (t) => {
    const school = '192.0.2.10'
    for (let i = 0; i < 4; i++) await signUpParent(t.app, `coach${i}@example.com`)
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < 4; i++) assert.equal((await signIn(t, `coach${i}@example.com`, PASSWORD, { peer: school })).status, 200)
    }
    for (let i = 0; i < 3; i++) assert.equal((await signIn(t, `stranger${i}@example.com`, 'guess', { peer: school })).status, 401)
    const limited = await signIn(t, 'stranger9@example.com', 'guess', { peer: school })
    assert.equal(limited.status, 429)
    assert.equal(limited.headers.get('retry-after'), '1')
    // Another address is not affected.
    assert.equal((await signIn(t, 'stranger9@example.com', 'guess', { peer: STRANGER })).status, 401)
  }))

Deno.test('attack: guessing codes after the right password keeps counting, and asking for the code in between does not reset it', () =>
  withApp({ RATE_LIMIT_SIGN_IN_PER_EMAIL: '3' }, async (t) => {
    const owner = await signUpParent(t.app, OWNER)
    await turnOnTwoStep(t, owner.token)
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await signIn(t, OWNER, PASSWORD, { peer: STRANGER })).status) // no code: asked for, not counted
      statuses.push((await signIn(t, OWNER, PASSWORD, { peer: STRANGER, code: `00000${i}` })).status)
    }
    assert.deepEqual(statuses, [401, 403, 401, 403, 401, 403, 429, 429])
  }))

Deno.test('attack: a stranger slowing an email cannot keep its owner out on a new browser: the mailed reset link clears the delay and the owner hears of the change', () =>
  withApp({ RATE_LIMIT_SIGN_IN_PER_EMAIL: '2' }, async (t) => {
    await signUpParent(t.app, OWNER)
    for (let i = 0; i < 10; i++) {
      await signIn(t, OWNER, `guess-${i}`, { peer: STRANGER })
      t.clock.advance(60_000)
    }
    assert.equal((await signIn(t, OWNER, PASSWORD)).status, 429, 'a browser the account never used waits')
    assert.equal((await call(t.app, 'POST', '/api/auth/password-reset', { body: { email: OWNER }, origin: SITE, peer: HOME })).status, 202)
    const token = (await mailsTo(t, OWNER))[0]!.text.match(/token=([\w-]+)/)![1]
    assert.equal(
      (await call(t.app, 'POST', '/api/auth/password-reset/confirm', {
        body: { token, password: 'fresh-pass-3' },
        origin: SITE,
        peer: HOME,
      })).status,
      200,
    )
    assert.equal((await mailsTo(t, OWNER))[0]!.subject, 'Your PitchPath password was changed')
    assert.equal((await signIn(t, OWNER, 'fresh-pass-3')).status, 200)
  }))

Deno.test('protects behaviour: a burst of parallel wrong passwords is counted as it arrives, not after the hashes are checked', () =>
  withApp({ RATE_LIMIT_SIGN_IN_PER_EMAIL: '3' }, async (t) => {
    const owner = await signUpParent(t.app, OWNER)
    const before = await storedHash(t, owner.id)
    const statuses = (await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(t, OWNER, `guess-${i}`, { peer: STRANGER })))).map((
      r,
    ) => r.status)
    assert.equal(statuses.filter((s) => s === 401).length, 3, statuses.join())
    assert.equal(statuses.filter((s) => s === 429).length, 9)
    assert.equal(await storedHash(t, owner.id), before)
  }))
