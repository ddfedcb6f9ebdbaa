import assert from 'node:assert/strict'
import { familyAccounts, familyMembers, users } from './schema/index.ts'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'
import { seedDemo } from './seed.ts'
import { call, rowCount, sessionToken, START, withApp } from '../test-support/test-app.ts'

Deno.test('protects behaviour: the seed creates the demo accounts once, and every one can sign in with its listed password', () =>
  withApp({}, async ({ app, database }) => {
    assert.equal(await seedDemo(database, START), true)
    assert.equal(await seedDemo(database, START), false) // idempotent: a restart adds nothing
    assert.equal(await rowCount(database, users), 3)
    assert.equal(await rowCount(database, familyAccounts), 1)
    assert.equal(await rowCount(database, familyMembers), 2)
    const seen: Record<string, { accountType: string; subscription_tier: string; hasFamily: boolean; age: number | null }> = {}
    for (const account of DEMO_ACCOUNTS) {
      const res = await call(app, 'POST', '/api/auth/sign-in', { body: { email: account.email, password: account.password } })
      assert.equal(res.status, 200, account.email)
      const me = await (await call(app, 'GET', '/api/me', { token: sessionToken(res) })).json()
      seen[account.email] = me.user
    }
    assert.deepEqual(
      Object.values(seen).map((u) => [u.accountType, u.subscription_tier, u.hasFamily, u.age]),
      [['player', 'pro', false, 14], ['family_admin', 'parent', true, null], ['player', 'free', false, 11]],
    )
  }))

Deno.test('protects behaviour: the seed leaves a database that already has people untouched', () =>
  withApp({}, async ({ app, database }) => {
    await call(app, 'POST', '/api/auth/sign-up', {
      body: { email: 'real@example.com', password: 'secret-1', first_name: 'Real', last_name: 'Person', accountType: 'parent' },
    })
    assert.equal(await seedDemo(database, START), false)
    assert.equal(await rowCount(database, users), 1)
  }))
