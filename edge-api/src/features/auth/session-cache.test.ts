import assert from 'node:assert/strict'
import type { Database } from '../../db/client.ts'
import { call, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { type FoundSession, SessionCache } from './session-cache.ts'

const USER = { id: 'u1', notificationPreferences: { methods: {}, triggers: {} } } as unknown as FoundSession['user']

/** A database whose write version the test moves by hand. */
function versioned(start: number | null) {
  let version = start
  return { database: { tableVersion: () => version } as unknown as Database, write: () => (version = (version ?? 0) + 1) }
}

function counting(found: () => FoundSession | null = () => ({ expiresAt: 10, lastSeenAt: 1, user: { ...USER } })) {
  let loads = 0
  return { load: async () => (loads++, found()), loads: () => loads }
}

Deno.test('protects behaviour: between two writes a session is read from the database once, and a write makes the next request read it again', async () => {
  const { database, write } = versioned(0)
  const cache = new SessionCache(database)
  const source = counting()
  await cache.find('s1', source.load)
  await cache.find('s1', source.load)
  assert.equal(source.loads(), 1)
  write()
  await cache.find('s1', source.load)
  assert.equal(source.loads(), 2)
})

Deno.test('protects behaviour: a write that lands while a session is being read keeps that read from being served again', async () => {
  const { database, write } = versioned(0)
  const cache = new SessionCache(database)
  const source = counting()
  await cache.find('s1', async () => {
    write() // committed during the read: what was read may already be outdated
    return source.load()
  })
  await cache.find('s1', source.load)
  assert.equal(source.loads(), 2)
})

Deno.test('protects behaviour: where other processes also write and nothing tells this one (a remote primary) every request reads its session', async () => {
  const cache = new SessionCache(versioned(null).database)
  const source = counting()
  for (let i = 0; i < 3; i++) await cache.find('s1', source.load)
  assert.equal(source.loads(), 3)
})

Deno.test('protects behaviour: an unknown session is never remembered, and a cached user cannot be changed by the route that gets it', async () => {
  const cache = new SessionCache(versioned(0).database)
  const missing = counting(() => null)
  await cache.find('gone', missing.load)
  await cache.find('gone', missing.load)
  assert.equal(missing.loads(), 2)
  const found = await cache.find('s1', counting().load)
  assert.throws(() => ((found!.user as { first_name: string }).first_name = 'Mallory'), TypeError)
  assert.throws(() => ((found!.user.notificationPreferences as { enabled: boolean }).enabled = false), TypeError)
})

Deno.test('protects behaviour: signing out ends the session at once for the requests that follow, cache or not', () =>
  withApp({}, async ({ app }) => {
    const { token } = await signUp(app)
    for (let i = 0; i < 3; i++) assert.equal((await call(app, 'GET', '/api/me', { token })).status, 200)
    assert.equal((await call(app, 'POST', '/api/auth/sign-out', { token, origin: SITE })).status, 204)
    assert.equal((await call(app, 'GET', '/api/me', { token })).status, 401)
  }))

Deno.test('protects behaviour: a profile change shows in the very next read of the signed-in person', () =>
  withApp({}, async ({ app }) => {
    const { token } = await signUp(app)
    assert.equal((await (await call(app, 'GET', '/api/me', { token })).json()).user.first_name, 'Maya')
    assert.equal((await call(app, 'PATCH', '/api/me', { token, origin: SITE, body: { first_name: 'Mia' } })).status, 200)
    assert.equal((await (await call(app, 'GET', '/api/me', { token })).json()).user.first_name, 'Mia')
  }))
