import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { User } from '@app/shared/schemas/user.ts'
import { findSession } from '../auth/sessions.queries.ts'
import { hashToken } from '../auth/tokens.ts'
import { seedDemo } from '../db/seed.ts'
import { users } from '../db/schema/index.ts'
import { call, sessionToken, START, withApp } from '../test-support/test-app.ts'
import { DEMO_ACCOUNTS } from '../db/demo-accounts.ts'
import { hasFamilySql, toWireUser } from './users.queries.ts'

Deno.test('protects behaviour: the session read gives exactly the schema-checked wire user, family flag included, and no other field', () =>
  withApp({}, async ({ app, database }) => {
    await seedDemo(database, START)
    for (const account of DEMO_ACCOUNTS) {
      const res = await call(app, 'POST', '/api/auth/sign-in', { body: { email: account.email, password: account.password } })
      const found = await findSession(database.db, hashToken(sessionToken(res)!))
      const [row] = await database.db.select({ row: users, hasFamily: hasFamilySql }).from(users).where(eq(users.email, account.email))
      const expected = toWireUser(row!.row, row!.hasFamily)
      assert.deepEqual(found?.user, expected, account.email)
      assert.deepEqual(User.strict().parse(found?.user), expected)
    }
  }))
