import assert from 'node:assert/strict'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { sessions, users } from '../../db/schema/index.ts'
import { call, playerSignUp, rowCount, sessionToken, signUp, SITE, withApp } from '../../test-support/test-app.ts'

Deno.test('protects behaviour: a player signs up, gets 201 with the user and a session cookie that works', () =>
  withApp({}, async ({ app }) => {
    const res = await call(app, 'POST', '/api/auth/sign-up', {
      body: playerSignUp({ email: ' Maya@Example.com', timeZone: 'Europe/Madrid' }),
      origin: SITE,
    })
    assert.equal(res.status, 201)
    const { user } = await res.json()
    assert.equal(user.email, 'maya@example.com')
    assert.equal(user.age_group, '13-17')
    assert.equal(user.skill_level, 'beginner')
    assert.equal(user.position_preference, 'versatile')
    assert.equal(user.training_availability, 'medium')
    assert.equal(user.subscription_tier, 'free')
    assert.equal(user.parentEmail, 'parent@example.com')
    assert.equal(user.hasFamily, false)
    assert.equal('password_hash' in user || 'passwordHash' in user, false)
    const cookie = res.headers.getSetCookie().join('\n')
    assert.match(cookie, /pp_session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/)
    assert.doesNotMatch(cookie, /Secure/) // http://localhost site: a Secure cookie would be dropped
    const me = await call(app, 'GET', '/api/me', { token: sessionToken(res) })
    assert.equal((await me.json()).user.id, user.id)
  }))

Deno.test('protects behaviour: the age group follows the age (12 → 8-12) and a parent stores no age or parent email', () =>
  withApp({}, async ({ app }) => {
    const kid = await signUp(app, { email: 'kid@example.com', age: 12 })
    assert.equal((await (await call(app, 'GET', '/api/me', { token: kid.token })).json()).user.age_group, '8-12')
    const parent = await call(app, 'POST', '/api/auth/sign-up', {
      body: playerSignUp({ email: 'mum@example.com', accountType: 'parent', age: 15, parentEmail: 'x@example.com' }),
    })
    assert.equal(parent.status, 201)
    const { user } = await parent.json()
    assert.deepEqual([user.accountType, user.age, user.parentEmail], ['parent', null, null])
  }))

Deno.test('protects behaviour: bad sign-up input answers 400 with field errors and writes nothing', () =>
  withApp({}, async ({ app, database }) => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ parentEmail: '' }, ['parentEmail']],
      [{ age: 5 }, ['age']],
      [{ age: 19 }, ['age']],
      [{ password: '12345' }, ['password']],
      [{ email: 'not-an-email', first_name: ' ' }, ['email', 'first_name']],
      [{ accountType: 'family_admin' }, ['accountType']],
      [{ timeZone: 'Mars/Olympus' }, ['timeZone']],
    ]
    for (const [overrides, fields] of cases) {
      const res = await call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp(overrides) })
      assert.equal(res.status, 400, JSON.stringify(overrides))
      const { error } = await res.json()
      assert.equal(error.code, 'VALIDATION_FAILED')
      assert.deepEqual(Object.keys(error.fields).sort(), fields, JSON.stringify(overrides))
    }
    const short = await (await call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp({ password: '123' }) })).json()
    assert.deepEqual(short.error.fields.password, [AUTH_MESSAGES.passwordTooShort])
    assert.equal(await rowCount(database, users), 0)
    assert.equal(await rowCount(database, sessions), 0)
  }))

Deno.test('protects behaviour: malformed JSON or a missing body answers 400 VALIDATION_FAILED in the error shape', () =>
  withApp({}, async ({ app, database }) => {
    const malformed = await call(app, 'POST', '/api/auth/sign-up', { raw: '{"email": ' })
    assert.equal(malformed.status, 400)
    assert.equal((await malformed.json()).error.code, 'VALIDATION_FAILED')
    const empty = await call(app, 'POST', '/api/auth/sign-up')
    assert.equal(empty.status, 400)
    assert.equal((await empty.json()).error.code, 'VALIDATION_FAILED')
    assert.equal(await rowCount(database, users), 0)
  }))

Deno.test('protects behaviour: a second account with the same email (any case) answers 409 CONFLICT on the email field', () =>
  withApp({}, async ({ app, database }) => {
    assert.equal((await call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp() })).status, 201)
    const res = await call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp({ email: 'MAYA@example.com', first_name: 'Other' }) })
    assert.equal(res.status, 409)
    assert.deepEqual(await res.json(), {
      error: { code: 'CONFLICT', message: AUTH_MESSAGES.emailTaken, fields: { email: [AUTH_MESSAGES.emailTaken] } },
    })
    assert.equal(sessionToken(res), null)
    assert.equal(await rowCount(database, users), 1)
    assert.equal(await rowCount(database, sessions), 1)
  }))
