import assert from 'node:assert/strict'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { readRecoveryToken, RESET_TOKEN_TTL_MS } from '@app/shared/domain/password.ts'
import { outboxMails, passwordResetTokens, sessions } from '../../db/schema/index.ts'
import { type App, createApp } from '../../app.ts'
import type { Mail } from '../../mail/mailer.ts'
import { call, rowCount, sessionToken, signUp, SITE, START, viaProxy, withApp } from '../../test-support/test-app.ts'

const requestReset = (app: App, email: string, headers: Record<string, string> = {}) =>
  call(app, 'POST', '/api/auth/password-reset', { body: { email }, origin: SITE, headers })
const confirm = (app: App, token: string, password: string) =>
  call(app, 'POST', '/api/auth/password-reset/confirm', { body: { token, password }, origin: SITE })
const signIn = (app: App, password: string) => call(app, 'POST', '/api/auth/sign-in', { body: { email: 'maya@example.com', password } })

/** Reads the newest reset link from the dev outbox, the way a developer would. */
async function tokenFromOutbox(app: App, to: string): Promise<string> {
  const { mails } = await (await call(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()
  const link = (mails[0].text as string).match(/http\S+/)![0]
  assert.ok(link.startsWith('http://localhost:3000/app/reset-password#'))
  return readRecoveryToken(new URL(link).hash)!
}

Deno.test('protects behaviour: a reset request answers 202 {ok:true} alike for known and unknown emails; only a real account gets mail', () =>
  withApp({}, async ({ app, database }) => {
    await signUp(app)
    const known = await requestReset(app, 'maya@example.com')
    const unknown = await requestReset(app, 'nobody@example.com')
    assert.equal(known.status, 202)
    assert.equal(unknown.status, 202)
    assert.deepEqual(await known.json(), { ok: true })
    assert.deepEqual(await unknown.json(), { ok: true })
    assert.equal(await rowCount(database, outboxMails), 1)
    assert.equal(await rowCount(database, passwordResetTokens), 1)
    const { mails } = await (await call(app, 'GET', '/api/dev/outbox')).json()
    assert.equal(mails[0].to, 'maya@example.com')
    assert.equal(mails[0].subject, 'Reset your PitchPath password')
  }))

Deno.test("protects behaviour: a reset request answers before a real account's token and mail are made, so its timing tells nothing", () =>
  withApp({}, async ({ app, config, database }) => {
    await signUp(app)
    // A mail provider that holds every send until released.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const sent: Mail[] = []
    const slowMail = createApp({
      config,
      database,
      now: () => START,
      mailer: {
        transport: 'http',
        send: async (mail) => {
          await held
          sent.push(mail)
        },
        deliver: () => Promise.reject(new Error('not used here')),
      },
    })
    const res = await slowMail.request('/api/auth/password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify({ email: 'maya@example.com' }),
    })
    assert.equal(res.status, 202)
    assert.equal(sent.length, 0, 'answered while the mail was still being sent')
    release()
    await slowMail.settled()
    assert.deepEqual(sent.map((m) => m.to), ['maya@example.com'])
    assert.equal(await rowCount(database, passwordResetTokens), 1)
  }))

Deno.test('protects behaviour: the reset link sets a new password once, signs the account out everywhere, and cannot be reused', () =>
  withApp({}, async ({ app, database }) => {
    const { token: session } = await signUp(app)
    await requestReset(app, 'maya@example.com')
    const token = await tokenFromOutbox(app, 'maya@example.com')
    const res = await confirm(app, token, 'brand-new-1')
    assert.equal(res.status, 200)
    assert.deepEqual(await res.json(), { ok: true })
    assert.equal(await rowCount(database, sessions), 0)
    assert.equal((await call(app, 'GET', '/api/me', { token: session })).status, 401)
    assert.equal((await signIn(app, 'secret-123')).status, 401)
    assert.equal((await signIn(app, 'brand-new-1')).status, 200)
    const again = await confirm(app, token, 'another-pass-2')
    assert.equal(again.status, 400)
    assert.deepEqual(await again.json(), { error: { code: 'INVALID_RESET_TOKEN', message: AUTH_MESSAGES.invalidResetLink } })
    assert.equal((await signIn(app, 'brand-new-1')).status, 200)
  }))

Deno.test('protects behaviour: a reset link stops working after 1 hour', () =>
  withApp({}, async ({ app, clock }) => {
    await signUp(app)
    await requestReset(app, 'maya@example.com')
    const token = await tokenFromOutbox(app, 'maya@example.com')
    clock.advance(RESET_TOKEN_TTL_MS)
    const res = await confirm(app, token, 'brand-new-1')
    assert.equal(res.status, 400)
    assert.equal((await res.json()).error.code, 'INVALID_RESET_TOKEN')
    assert.equal((await signIn(app, 'secret-123')).status, 200)
  }))

Deno.test('protects behaviour: a made-up token and a too-short new password are refused without changing anything', () =>
  withApp({}, async ({ app }) => {
    const { token: session } = await signUp(app)
    const madeUp = await confirm(app, 'A'.repeat(43), 'brand-new-1')
    assert.equal(madeUp.status, 400)
    assert.equal((await madeUp.json()).error.code, 'INVALID_RESET_TOKEN')
    const short = await confirm(app, 'A'.repeat(43), '123')
    assert.equal((await short.json()).error.fields.password[0], AUTH_MESSAGES.passwordTooShort)
    assert.equal((await call(app, 'GET', '/api/me', { token: session })).status, 200)
  }))

Deno.test('protects behaviour: asking again retires the earlier link; only the newest one works', () =>
  withApp({}, async ({ app }) => {
    await signUp(app)
    await requestReset(app, 'maya@example.com')
    const first = await tokenFromOutbox(app, 'maya@example.com')
    await requestReset(app, 'maya@example.com')
    const second = await tokenFromOutbox(app, 'maya@example.com')
    assert.notEqual(first, second)
    assert.equal((await confirm(app, first, 'brand-new-1')).status, 400)
    assert.equal((await confirm(app, second, 'brand-new-1')).status, 200)
  }))

Deno.test('protects behaviour: reset requests are limited per email and per address with 429 and Retry-After', () =>
  withApp({ RATE_LIMIT_RESET_PER_EMAIL: '2', RATE_LIMIT_RESET_PER_ADDRESS: '3' }, async ({ app, database, clock }) => {
    await signUp(app)
    const ip = viaProxy('203.0.113.9')
    assert.equal((await requestReset(app, 'maya@example.com', ip)).status, 202)
    assert.equal((await requestReset(app, 'maya@example.com', ip)).status, 202)
    const perEmail = await requestReset(app, 'maya@example.com', viaProxy('198.51.100.1'))
    assert.equal(perEmail.status, 429)
    assert.equal(perEmail.headers.get('retry-after'), '3600')
    assert.equal(await rowCount(database, outboxMails), 2)
    assert.equal((await requestReset(app, 'other@example.com', ip)).status, 202)
    assert.equal((await requestReset(app, 'third@example.com', ip)).status, 429)
    clock.advance(60 * 60_000)
    assert.equal((await requestReset(app, 'maya@example.com', ip)).status, 202)
    assert.ok(sessionToken(perEmail) === null)
  }))
