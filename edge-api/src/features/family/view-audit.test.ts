import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { familyAuditLog } from '../../db/schema/index.ts'
import { withApp } from '../../test-support/test-app.ts'
import { createFamily, get, linkChild, signUpChild, signUpParent } from './family-fixtures.ts'
import { viewAuditor } from './view-audit.ts'

// Every view of a member's page by someone else is saved as a view_goals row before it is answered
// (ADR 125); views at the same moment share one statement (view-audit.ts).

/** The database, counting the write transactions begun through it. */
function counting(database: Database) {
  const counted = { transactions: 0, database: { ...database } as Database }
  counted.database.transaction = (task) => {
    counted.transactions++
    return database.transaction(task)
  }
  return counted
}

async function familyOfTwo(t: Parameters<Parameters<typeof withApp>[1]>[0]) {
  const sam = await signUpParent(t.app, 'sam@example.com', 'Sam')
  const familyId = await createFamily(t.app, sam)
  const maya = await signUpChild(t.app, 'maya@example.com', 14, 'Maya')
  const memberId = await linkChild(t.app, t.database, sam, maya, 'full_access')
  return { sam, maya, familyId, memberId }
}

const viewRows = (database: Database, familyId: string) =>
  database.db.select().from(familyAuditLog).where(eq(familyAuditLog.familyId, familyId)).then((rows) =>
    rows.filter((r) => r.actionType === 'view_goals')
  )

Deno.test('protects behaviour: views at the same moment are each saved, sharing one transaction', () =>
  withApp({}, async (t) => {
    const { sam, maya, familyId } = await familyOfTwo(t)
    const counted = counting(t.database)
    const auditView = viewAuditor(counted.database)
    const at = t.clock.now()
    await Promise.all(Array.from({ length: 20 }, () => auditView({ familyId, actorId: sam.id, subjectId: maya.id }, at)))
    assert.equal(counted.transactions, 1)
    const rows = await viewRows(t.database, familyId)
    assert.equal(rows.length, 20)
    assert.equal(new Set(rows.map((r) => r.id)).size, 20)
    assert.ok(rows.every((r) => r.parentId === sam.id && r.childId === maya.id && r.createdAt === at))
    // A view after the batch is answered starts one of its own.
    await auditView({ familyId, actorId: sam.id, subjectId: maya.id }, at)
    assert.equal(counted.transactions, 2)
    assert.equal((await viewRows(t.database, familyId)).length, 21)
  }))

Deno.test('protects behaviour: a view whose row cannot be saved fails alone; the views batched with it are saved', () =>
  withApp({}, async (t) => {
    const { sam, maya, familyId } = await familyOfTwo(t)
    const auditView = viewAuditor(t.database)
    const at = t.clock.now()
    const outcomes = await Promise.allSettled([
      auditView({ familyId, actorId: sam.id, subjectId: maya.id }, at),
      // A family that no longer exists: its key is refused.
      auditView({ familyId: crypto.randomUUID(), actorId: sam.id, subjectId: maya.id }, at),
      auditView({ familyId, actorId: sam.id, subjectId: maya.id }, at),
    ])
    assert.deepEqual(outcomes.map((o) => o.status), ['fulfilled', 'rejected', 'fulfilled'])
    assert.equal((await viewRows(t.database, familyId)).length, 2)
  }))

Deno.test("attack: a parent's burst of page views is answered in full and each view audited", () =>
  withApp({}, async (t) => {
    const { sam, familyId, memberId } = await familyOfTwo(t)
    const pages = await Promise.all(Array.from({ length: 30 }, () => get(t.app, `/api/family/members/${memberId}`, sam.token)))
    assert.deepEqual(new Set(pages.map((p) => p.status)), new Set([200]))
    assert.equal((await viewRows(t.database, familyId)).length, 30)
  }))
