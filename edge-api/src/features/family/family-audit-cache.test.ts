import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { familyAccounts, familyAuditLog, users } from '../../db/schema/index.ts'
import { call, type TestApp, withApp } from '../../test-support/test-app.ts'
import { createFamily, get, patch, signUpParent } from './family-fixtures.ts'

// GET /api/family/audit is served from memory until this process writes family_audit_log,
// family_accounts, family_members or users (http/cached-answer.ts): each shows on the next read.
const audit = async (t: TestApp, token: string) => {
  const res = await get(t.app, '/api/family/audit', token)
  assert.equal(res.status, 200)
  return ((await res.json()).entries as { action_type: string; actor_name: string }[]).map((e) => `${e.action_type} ${e.actor_name}`)
}

Deno.test("protects behaviour: a family's new entries, renamed actors and a new admin show on the next audit read, never another family's", () =>
  withApp({}, async (t) => {
    const sam = await signUpParent(t.app, 'sam@example.com')
    const familyId = await createFamily(t.app, sam)
    assert.deepEqual(await audit(t, sam.token), ['family_created Sam Lopez'])
    assert.deepEqual(await audit(t, sam.token), ['family_created Sam Lopez'])

    t.clock.advance(60_000)
    assert.equal((await patch(t.app, '/api/family', sam.token, { family_name: 'Lopez Squad' })).status, 200)
    assert.deepEqual(await audit(t, sam.token), ['family_renamed Sam Lopez', 'family_created Sam Lopez'])

    // A name change on the account (users) shows in the entries it acted in.
    await t.database.write((db) => db.update(users).set({ firstName: 'Samuel' }).where(eq(users.id, sam.id)))
    assert.deepEqual(await audit(t, sam.token), ['family_renamed Samuel Lopez', 'family_created Samuel Lopez'])

    // An entry written alone (family_audit_log) shows too.
    t.clock.advance(60_000)
    await t.database.write((db) =>
      db.insert(familyAuditLog).values({
        id: crypto.randomUUID(),
        familyId,
        parentId: sam.id,
        childId: null,
        actionType: 'family_renamed',
        metadata: {},
        createdAt: t.clock.now(),
      })
    )
    assert.equal((await audit(t, sam.token)).length, 3)

    // Another family's admin reads the same URL and gets their own log.
    const ana = await signUpParent(t.app, 'ana@example.com', 'Ana')
    await createFamily(t.app, ana, 'Other Family')
    assert.deepEqual(await audit(t, ana.token), ['family_created Ana Lopez'])

    // Once Sam no longer administers the family (family_accounts), the kept answer is not served.
    await t.database.write((db) => db.update(familyAccounts).set({ primaryAccountId: ana.id }).where(eq(familyAccounts.id, familyId)))
    assert.equal((await call(t.app, 'GET', '/api/family/audit', { token: sam.token })).status, 403)
  }))
