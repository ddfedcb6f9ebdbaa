import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { familyAccounts, familyAuditLog, familyMembers, parentalConsents, users } from '../../db/schema/index.ts'
import { call, SITE, withApp } from '../../test-support/test-app.ts'
import { createGoal, setTier } from '../goals/goal-fixtures.ts'
import { logSession } from '../training/training-fixtures.ts'
import { createFamily, get, linkChild, signUpChild, signUpParent } from './family-fixtures.ts'

// GET /api/family/members/:id keeps what it shows in memory until this process writes a table it
// reads, the member's day (or the UTC day) changes, a consent stops covering the member or the trial
// ends; every view by someone else still writes its view_goals row (docs/features/family.md).
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

Deno.test('protects behaviour: a member page shows each kind of write and the clock on the next read, and every view is audited', () =>
  withApp({}, async ({ app, database, clock }) => {
    const sam = await signUpParent(app, 'sam@example.com', 'Sam')
    const familyId = await createFamily(app, sam)
    const maya = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const memberId = await linkChild(app, database, sam, maya, 'full_access')
    const zone = { time_zone: 'Pacific/Kiritimati' }
    assert.equal((await call(app, 'PUT', '/api/me/time-zone', { token: maya.token, origin: SITE, body: zone })).status, 200)
    const path = `/api/family/members/${memberId}`
    const views = async () =>
      (await database.db.select().from(familyAuditLog).where(eq(familyAuditLog.familyId, familyId))).filter((r) =>
        r.actionType === 'view_goals'
      ).length
    const page = async () => {
      const res = await get(app, path, sam.token)
      assert.equal(res.status, 200, await res.clone().text())
      const body = await res.json()
      return `${body.member.first_name} ${body.member.birth_date} ${body.access} level ${body.stats.level} streak ${body.stats.current_streak} ` +
        `goals ${body.stats.active_goals}/${body.goals?.length} edit ${body.can_edit_goals} manage ${body.can_manage_account}`
    }
    let seen = await page()
    assert.equal(seen, 'Maya null all level 1 streak 0 goals 0/0 edit true manage false')
    assert.equal(await page(), seen)
    assert.equal(await views(), 2, 'a kept view is audited too')

    const step = async (what: string, write: () => Promise<unknown>) => {
      clock.advance(MINUTE)
      await write()
      const now = await page()
      assert.notEqual(now, seen, `${what} shows`)
      seen = now
    }
    await step('a session (player_levels, training_streaks)', async () => assert.equal((await logSession(app, maya.token)).status, 201))
    assert.match(seen, / streak 1 /)
    await step('a goal (goals)', async () => assert.equal((await createGoal(app, maya.token)).status, 201))
    await step(
      'a birth date (family_members)',
      () => database.write((db) => db.update(familyMembers).set({ birthDate: '2012-01-01' }).where(eq(familyMembers.id, memberId))),
    )
    await step('a new name (users)', () => database.write((db) => db.update(users).set({ firstName: 'Mia' }).where(eq(users.id, maya.id))))
    // Sam's consent now covers Mia for ten minutes (parental_consents): Sam manages her account.
    const coveredUntil = clock.now() + 11 * MINUTE
    await database.write((db) => db.update(users).set({ consentStatus: 'approved' }).where(eq(users.id, maya.id)))
    assert.equal(await page(), seen, 'an approved status without a consent row protects no one')
    await step('a consent (parental_consents)', () =>
      database.write((db) =>
        db.insert(parentalConsents).values({
          id: crypto.randomUUID(),
          childUserId: maya.id,
          parentEmail: sam.email,
          tokenHash: crypto.randomUUID(),
          expiresAt: clock.now(),
          coversUntil: coveredUntil,
          approvedAt: clock.now(),
          approvedBy: sam.id,
          consentText: 'test',
          createdAt: clock.now(),
        })
      ))
    assert.match(seen, / manage true$/)
    // Then it ends, nothing written.
    clock.advance(coveredUntil - clock.now() - MINUTE)
    assert.match(await page(), / manage true$/)
    clock.advance(2 * MINUTE)
    seen = await page()
    assert.match(seen, / manage false$/)

    // Two days on her calendar without training, the streak shows it, nothing written.
    clock.advance(2 * DAY)
    const later = await page()
    assert.match(later, / streak 0 /)
    seen = later

    // Another admin (family_accounts): Sam is no longer the admin and no longer edits her goals.
    const ana = await signUpParent(app, 'ana@example.com', 'Ana')
    await step(
      'another admin (family_accounts)',
      () => database.write((db) => db.update(familyAccounts).set({ primaryAccountId: ana.id }).where(eq(familyAccounts.id, familyId))),
    )
    assert.match(seen, / edit false /)
    // Someone outside the family reads the same URL and is refused.
    const olga = await signUpParent(app, 'olga@example.com', 'Olga')
    await createFamily(app, olga, 'Other Family')
    assert.equal((await get(app, path, olga.token)).status, 404)
    const count = await views()
    assert.ok(count >= 12, `every view was audited (${count})`)
  }))

Deno.test('protects behaviour: a kept member page ends with the trial when the admin is not on Parent', () =>
  withApp({}, async ({ app, database, clock }) => {
    const sam = await signUpParent(app, 'sam@example.com', 'Sam')
    await createFamily(app, sam)
    const maya = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const memberId = await linkChild(app, database, sam, maya)
    assert.equal((await get(app, `/api/family/members/${memberId}`, sam.token)).status, 200)
    clock.advance(7 * DAY)
    assert.equal((await get(app, `/api/family/members/${memberId}`, sam.token)).status, 402)
    await setTier(database, sam.id, 'parent')
    assert.equal((await get(app, `/api/family/members/${memberId}`, sam.token)).status, 200)
  }))

Deno.test('protects behaviour: audit rows are keyed in the order they were written (time-ordered ids, appended to the index)', () =>
  withApp({}, async ({ app, database, clock }) => {
    const sam = await signUpParent(app, 'sam@example.com', 'Sam')
    await createFamily(app, sam)
    const maya = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const memberId = await linkChild(app, database, sam, maya, 'full_access')
    for (let i = 0; i < 5; i++) {
      clock.advance(MINUTE)
      assert.equal((await get(app, `/api/family/members/${memberId}`, sam.token)).status, 200)
    }
    const rows = await database.db.select().from(familyAuditLog)
    const byId = [...rows].sort((a, b) => a.id.localeCompare(b.id)).map((r) => r.createdAt)
    assert.equal(rows.filter((r) => r.actionType === 'view_goals').length, 5)
    assert.deepEqual(byId, rows.map((r) => r.createdAt).sort((a, b) => a - b))
  }))
