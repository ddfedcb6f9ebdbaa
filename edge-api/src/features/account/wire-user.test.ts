import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { strictObject } from 'zod/mini'
import { User } from '@app/shared/schemas/user.ts'
import { findSession } from '../auth/public.ts'
import { hashToken } from '../auth/public.ts'
import { seedDemo } from '../../db/seed.ts'
import { users } from '../../db/schema/index.ts'
import { call, sessionToken, START, withApp } from '../../test-support/test-app.ts'
import { DEMO_ACCOUNTS } from '../../db/demo-accounts.ts'
import { hasFamilySql, parentManagesUntilSql, toWireUser } from './users.queries.ts'
import { createFamily, post, signUpParent } from '../family/family-fixtures.ts'

Deno.test('protects behaviour: the session read gives exactly the schema-checked wire user, family flag included, and no other field', () =>
  withApp({}, async ({ app, database }) => {
    await seedDemo(database, START)
    for (const account of DEMO_ACCOUNTS) {
      const res = await call(app, 'POST', '/api/auth/sign-in', { body: { email: account.email, password: account.password } })
      const found = await findSession(database.db, hashToken(sessionToken(res)!))
      const [row] = await database.db.select({ row: users, hasFamily: hasFamilySql, until: parentManagesUntilSql }).from(users).where(
        eq(users.email, account.email),
      )
      const expected = toWireUser(row!.row, row!.hasFamily, row!.until)
      assert.deepEqual(found?.user, expected, account.email)
      assert.deepEqual(strictObject(User.shape).parse(found?.user), expected)
    }
  }))

Deno.test('protects behaviour: the session read writes created_at exactly as Date#toISOString does, to the millisecond', () =>
  withApp({}, async ({ app, database }) => {
    await seedDemo(database, START)
    const account = DEMO_ACCOUNTS[0]!
    const res = await call(app, 'POST', '/api/auth/sign-in', { body: { email: account.email, password: account.password } })
    const sessionId = hashToken(sessionToken(res)!)
    const moments = [
      0,
      1,
      999,
      1_000,
      START + 1,
      START + 123,
      START + 999,
      Date.parse('2024-02-29T23:59:59.999Z'),
      Date.parse('2099-12-31T00:00:00.001Z'),
    ]
    for (let n = 0; n < 200; n++) moments.push(START + Math.floor(Math.random() * 10 ** 11))
    for (const createdAt of moments) {
      await database.write((db) => db.update(users).set({ createdAt }).where(eq(users.email, account.email)))
      const found = await findSession(database.db, sessionId)
      assert.equal(found?.user.created_at, new Date(createdAt).toISOString(), String(createdAt))
    }
  }))

Deno.test('protects behaviour: a child whose parent created the account reads, in the session, until when the parent manages it', () =>
  withApp({}, async ({ app, database }) => {
    const parent = await signUpParent(app, 'sam@example.com')
    await createFamily(app, parent)
    const made = await post(app, '/api/family/children', parent.token, {
      first_name: 'Mia',
      last_name: 'Lopez',
      email: 'mia@example.com',
      password: 'secret-123',
      age: 10,
    })
    assert.equal(made.status, 201)
    const res = await call(app, 'POST', '/api/auth/sign-in', { body: { email: 'mia@example.com', password: 'secret-123' } })
    const found = await findSession(database.db, hashToken(sessionToken(res)!))
    const [row] = await database.db.select({ row: users, hasFamily: hasFamilySql, until: parentManagesUntilSql }).from(users).where(
      eq(users.email, 'mia@example.com'),
    )
    assert.equal(found?.user.parent_manages_until, new Date(Date.parse('2029-11-22T12:00:00Z')).toISOString())
    assert.deepEqual(found?.user, toWireUser(row!.row, row!.hasFamily, row!.until))
  }))
