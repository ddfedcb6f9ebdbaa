import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import { CONSENT_MESSAGES } from '@app/shared/domain/family/parental-consent.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'
import type { Database } from '../../db/client.ts'
import { checkouts, familyAuditLog, familyInvitations, familyMembers, outboxMails, parentalConsents, users } from '../../db/schema/index.ts'
import {
  createFamily,
  get,
  INVITE_CODE,
  linkChild,
  mailedCode,
  patch,
  type Person,
  post,
  signUpChild,
  signUpParent,
} from '../../features/family/family-fixtures.ts'
import { createGoal } from '../../features/goals/goal-fixtures.ts'
import { everyRowAsText } from '../../test-support/db-snapshot.ts'
import { call, playerSignUp, sessionToken, signUp, SITE, type TestApp, withApp } from '../../test-support/test-app.ts'

// Tables a refused request may write on purpose: its audit row, the mail telling the member, the
// counted wrong code, and the session's last-seen time. Everything else must stay as it was.
const EXPECTED_WRITES = new Set(['family_audit_log', 'outbox_mails', 'link_code_attempts', 'sessions'])

async function storedData(database: Database): Promise<string> {
  return JSON.stringify([...(await everyRowAsText(database))].filter(([table]) => !EXPECTED_WRITES.has(table)))
}

async function errorOf(res: Response): Promise<{ status: number; message: string }> {
  return { status: res.status, message: (await res.json()).error?.message }
}

async function auditActions(database: Database, subjectId?: string): Promise<string[]> {
  const rows = await database.db.select().from(familyAuditLog).orderBy(familyAuditLog.createdAt)
  return rows.filter((r) => subjectId === undefined || r.childId === subjectId).map((r) => r.actionType)
}

function mailsTo(database: Database, to: string) {
  return database.db.select().from(outboxMails).where(eq(outboxMails.to, to))
}

/** Sam runs a family; Tia (15) linked herself to it with her own link code and has a goal of her own. */
async function familyWithTeen({ app, database }: TestApp) {
  const admin = await signUpParent(app, 'sam@example.com')
  await createFamily(app, admin)
  const teen = await signUp(app, { email: 'tia@example.com', age: 15, first_name: 'Tia' })
  const teenMemberId = await linkChild(app, database, admin, teen, 'full_access')
  assert.equal((await createGoal(app, teen.token)).status, 201)
  return { admin, teen, teenMemberId }
}

/** Sam runs a family; Mia (10) signed up giving Sam's address, and Sam approved her from the mailed link. */
async function familyWithYoungChild({ app }: TestApp) {
  const admin = await signUpParent(app, 'sam@example.com')
  await createFamily(app, admin)
  const child = await signUpChild(app, 'mia@example.com', 10, 'Mia')
  const { family } = await (await get(app, '/api/family', admin.token)).json()
  const childMemberId: string = family.members.find((m: { user_id: string }) => m.user_id === child.id).id
  return { admin, child, childMemberId }
}

const deleteAccountOf = (t: TestApp, admin: Person, memberId: string) =>
  call(t.app, 'DELETE', `/api/family/members/${memberId}/account`, { token: admin.token, origin: SITE, body: { password: 'parent-123' } })

Deno.test("attack: an admin who sets a linked teen's birth date to 2016 cannot download the teen's data", () =>
  withApp({}, async (t) => {
    const { admin, teen, teenMemberId } = await familyWithTeen(t)
    assert.equal((await patch(t.app, `/api/family/members/${teenMemberId}`, admin.token, { birth_date: '2016-05-01' })).status, 200)
    const before = await storedData(t.database)

    const res = await get(t.app, `/api/family/members/${teenMemberId}/export`, admin.token)
    assert.deepEqual(await errorOf(res), { status: 403, message: FAMILY_MESSAGES.onlyConsentingParent })
    assert.equal(await storedData(t.database), before)
    // The teen is told that the admin asked, and the trail keeps the refused request.
    const mails = await mailsTo(t.database, teen.email)
    assert.ok(mails.some((m) => m.subject === 'Sam Lopez asked for your PitchPath data'))
    assert.ok((await auditActions(t.database, teen.id)).includes('data_request_refused'))
  }))

Deno.test("attack: an admin who sets a linked teen's birth date to 2016 cannot delete the teen's account", () =>
  withApp({}, async (t) => {
    const { admin, teen, teenMemberId } = await familyWithTeen(t)
    assert.equal((await patch(t.app, `/api/family/members/${teenMemberId}`, admin.token, { birth_date: '2016-05-01' })).status, 200)
    const before = await storedData(t.database)

    const res = await deleteAccountOf(t, admin, teenMemberId)
    assert.deepEqual(await errorOf(res), { status: 403, message: FAMILY_MESSAGES.onlyConsentingParent })
    assert.equal(await storedData(t.database), before)
    assert.equal((await call(t.app, 'GET', '/api/me', { token: teen.token })).status, 200)
    assert.ok((await mailsTo(t.database, teen.email)).some((m) => m.subject === 'Sam Lopez asked to delete your PitchPath account'))
    assert.ok((await auditActions(t.database, teen.id)).includes('deletion_refused'))
  }))

Deno.test("attack: an admin changes a linked teen's permissions behind the teen's back (the teen is mailed, the trail keeps it)", () =>
  withApp({}, async (t) => {
    const { admin, teen, teenMemberId } = await familyWithTeen(t)
    const res = await patch(t.app, `/api/family/members/${teenMemberId}`, admin.token, {
      permission_level: 'view_only',
      goal_approval: true,
    })
    assert.equal(res.status, 200)
    const [mail] = (await mailsTo(t.database, teen.email)).filter((m) => m.subject === 'Sam Lopez changed your settings in Lopez Family')
    assert.ok(mail, 'the teen is mailed')
    assert.match(mail.text, /Full access → View only/)
    assert.match(mail.text, /wait for the admin's approval/)
    const actions = await auditActions(t.database, teen.id)
    assert.ok(actions.includes('permission_changed') && actions.includes('goal_approval_changed'))
  }))

Deno.test('attack: a protected child under 13 sets their own age to 15 (refused, the age stays)', () =>
  withApp({}, async (t) => {
    const { child } = await familyWithYoungChild(t)
    const before = await storedData(t.database)
    const res = await call(t.app, 'PATCH', '/api/me', { token: child.token, origin: SITE, body: { age: 15 } })
    assert.deepEqual(await errorOf(res), { status: 403, message: CONSENT_MESSAGES.ageManagedByParent })
    assert.equal(await storedData(t.database), before)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, child.id))
    assert.deepEqual([row?.age, row?.ageGroup], [10, '8-12'])
  }))

Deno.test('attack: a protected child under 13 clears their own age (refused, the age stays)', () =>
  withApp({}, async (t) => {
    const { child } = await familyWithYoungChild(t)
    const before = await storedData(t.database)
    const res = await call(t.app, 'PATCH', '/api/me', { token: child.token, origin: SITE, body: { age: null, first_name: 'Mimi' } })
    assert.deepEqual(await errorOf(res), { status: 403, message: CONSENT_MESSAGES.ageManagedByParent })
    assert.equal(await storedData(t.database), before)
    // Other profile fields stay the child's own.
    assert.equal(
      (await call(t.app, 'PATCH', '/api/me', { token: child.token, origin: SITE, body: { first_name: 'Mimi', age: 10 } })).status,
      200,
    )
  }))

Deno.test('attack: a protected child under 13 leaves the family (refused, still a member)', () =>
  withApp({}, async (t) => {
    const { child } = await familyWithYoungChild(t)
    const before = await storedData(t.database)
    const res = await post(t.app, '/api/family/leave', child.token)
    assert.deepEqual(await errorOf(res), { status: 403, message: FAMILY_MESSAGES.childCannotLeave })
    assert.equal(await storedData(t.database), before)
    assert.equal((await t.database.db.select().from(familyMembers).where(eq(familyMembers.userId, child.id))).length, 1)
  }))

Deno.test('attack: a protected child under 13 buys a plan (refused, nothing charged)', () =>
  withApp({}, async (t) => {
    const { child } = await familyWithYoungChild(t)
    const before = await storedData(t.database)
    const res = await call(t.app, 'POST', '/api/billing/checkout', {
      token: child.token,
      origin: SITE,
      body: { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: SIMULATED_TOKENS.ok },
    })
    assert.deepEqual(await errorOf(res), { status: 403, message: CONSENT_MESSAGES.askParentForPlan })
    assert.equal(await storedData(t.database), before)
    assert.equal((await t.database.db.select().from(checkouts)).length, 0)
  }))

Deno.test("attack: an admin sets a protected child's birth date to 2000 (the child stays protected: the parent still manages the account)", () =>
  withApp({}, async (t) => {
    const { admin, child, childMemberId } = await familyWithYoungChild(t)
    assert.equal((await patch(t.app, `/api/family/members/${childMemberId}`, admin.token, { birth_date: '2000-01-01' })).status, 200)
    assert.equal((await post(t.app, '/api/family/leave', child.token)).status, 403)
    assert.equal((await call(t.app, 'PATCH', '/api/me', { token: child.token, origin: SITE, body: { age: 15 } })).status, 403)
    // The parent who consented still downloads and deletes, each in the trail; the child is never mailed.
    const exported = await get(t.app, `/api/family/members/${childMemberId}/export`, admin.token)
    assert.equal(exported.status, 200)
    assert.equal((await exported.json()).account.email, child.email)
    assert.equal((await deleteAccountOf(t, admin, childMemberId)).status, 200)
    assert.equal((await t.database.db.select().from(users).where(eq(users.id, child.id))).length, 0)
    const actions = (await t.database.db.select().from(familyAuditLog)).map((r) => r.actionType)
    assert.ok(actions.includes('child_data_downloaded') && actions.includes('child_account_deleted'))
    assert.equal((await mailsTo(t.database, child.email)).length, 0)
  }))

Deno.test('attack: a family admin who did not give the consent downloads or deletes a protected child (refused)', () =>
  withApp({}, async (t) => {
    const { admin, child, childMemberId } = await familyWithYoungChild(t)
    // The consent on record is another parent's (say a grandparent approved it): Sam runs the family, not her consent.
    const gran = await signUpParent(t.app, 'gran@example.com', 'Gran')
    await t.database.write((db) =>
      db.update(parentalConsents).set({ approvedBy: gran.id }).where(eq(parentalConsents.childUserId, child.id))
    )
    const before = await storedData(t.database)
    const res = await get(t.app, `/api/family/members/${childMemberId}/export`, admin.token)
    assert.deepEqual(await errorOf(res), { status: 403, message: FAMILY_MESSAGES.onlyConsentingParent })
    assert.equal((await deleteAccountOf(t, admin, childMemberId)).status, 403)
    assert.equal(await storedData(t.database), before)
    // Still protected (the consent is on record), so she is not mailed.
    assert.equal((await mailsTo(t.database, child.email)).length, 0)
  }))

Deno.test('attack: an invitation code used by another account is refused and the invitation stays open', () =>
  withApp({}, async (t) => {
    const admin = await signUpParent(t.app, 'sam@example.com')
    await createFamily(t.app, admin)
    assert.equal(
      (await post(t.app, '/api/family/invitations', admin.token, { email: 'gus@example.com', relationship: 'guardian' })).status,
      201,
    )
    const code = await mailedCode(t.database, 'gus@example.com', INVITE_CODE)
    const holder = await signUpParent(t.app, 'eve@example.com', 'Eve')
    const before = await storedData(t.database)

    const res = await post(t.app, '/api/family/invitations/accept', holder.token, { code })
    assert.deepEqual(await errorOf(res), { status: 403, message: FAMILY_MESSAGES.invitationForAnotherEmail })
    assert.equal(await storedData(t.database), before)
    const [invitation] = await t.database.db.select().from(familyInvitations)
    assert.deepEqual([invitation?.usedAt, invitation?.usedBy], [null, null])
    assert.ok((await auditActions(t.database)).includes('invitation_refused'))
    // The invited address still joins with it.
    const gus = await signUpParent(t.app, 'gus@example.com', 'Gus')
    assert.equal((await post(t.app, '/api/family/invitations/accept', gus.token, { code })).status, 200)
  }))

Deno.test('attack: guessing invitation codes is locked after five wrong codes (429, even with a right one)', () =>
  withApp({}, async (t) => {
    const admin = await signUpParent(t.app, 'sam@example.com')
    await createFamily(t.app, admin)
    assert.equal(
      (await post(t.app, '/api/family/invitations', admin.token, { email: 'gus@example.com', relationship: 'guardian' })).status,
      201,
    )
    const code = await mailedCode(t.database, 'gus@example.com', INVITE_CODE)
    const gus = await signUpParent(t.app, 'gus@example.com', 'Gus')
    for (let i = 0; i < 5; i++) {
      const wrong = await post(t.app, '/api/family/invitations/accept', gus.token, { code: `ZZZZZZZ${'ABCDE'[i]}` })
      assert.equal(wrong.status, 400)
    }
    const before = await storedData(t.database)
    const locked = await post(t.app, '/api/family/invitations/accept', gus.token, { code })
    assert.deepEqual(await errorOf(locked), { status: 429, message: FAMILY_MESSAGES.tooManyCodeAttempts })
    assert.ok(Number(locked.headers.get('retry-after')) > 0)
    assert.equal(await storedData(t.database), before)
    assert.equal((await t.database.db.select().from(familyMembers).where(eq(familyMembers.userId, gus.id))).length, 0)
    // After the lock, the right code works.
    t.clock.advance(15 * 60 * 1000 + 1)
    assert.equal((await post(t.app, '/api/family/invitations/accept', gus.token, { code })).status, 200)
  }))

Deno.test("attack: a parent on another address approves a child's consent link (refused, the child still waits)", () =>
  withApp({}, async (t) => {
    const signUpRes = await call(t.app, 'POST', '/api/auth/sign-up', {
      body: playerSignUp({ email: 'mia@example.com', age: 10, first_name: 'Mia', parentEmail: 'sam@example.com' }),
      origin: SITE,
    })
    assert.equal(signUpRes.status, 202)
    const [mail] = await mailsTo(t.database, 'sam@example.com')
    const token = mail?.text.match(/#token=([A-Za-z0-9_-]+)/)?.[1]
    assert.ok(token)
    const other = await signUpParent(t.app, 'eve@example.com', 'Eve')
    const before = await storedData(t.database)

    const res = await post(t.app, '/api/family/consent/approve', other.token, { token })
    assert.deepEqual(await errorOf(res), { status: 403, message: CONSENT_MESSAGES.otherParent })
    assert.equal(await storedData(t.database), before)
    const [child] = await t.database.db.select().from(users).where(eq(users.email, 'mia@example.com'))
    assert.equal(child?.consentStatus, 'pending')
    assert.equal(
      (await t.database.db.select().from(parentalConsents).where(and(eq(parentalConsents.childUserId, child!.id)))).at(0)?.approvedAt,
      null,
    )
    // The parent on the address the child gave approves.
    const sam = await signUpParent(t.app, 'sam@example.com')
    assert.equal((await post(t.app, '/api/family/consent/approve', sam.token, { token })).status, 200)
  }))

Deno.test('protects behaviour: a teen who linked themselves can leave the family', () =>
  withApp({}, async (t) => {
    const { teen } = await familyWithTeen(t)
    assert.equal((await post(t.app, '/api/family/leave', teen.token)).status, 204)
    assert.equal((await t.database.db.select().from(familyMembers).where(eq(familyMembers.userId, teen.id))).length, 0)
  }))

Deno.test('protects behaviour: the consent covers the child until 13 by the age recorded at consent, then the teen decides', () =>
  withApp({}, async (t) => {
    const { admin, child, childMemberId } = await familyWithYoungChild(t)
    // Mia was 10 at sign-up: three years on she is 13 at the latest.
    t.clock.advance(3 * 366 * 24 * 60 * 60 * 1000)
    const samToken = sessionToken(await post(t.app, '/api/auth/sign-in', null, { email: admin.email, password: 'parent-123' }))
    const miaToken = sessionToken(await post(t.app, '/api/auth/sign-in', null, { email: child.email, password: 'secret-123' }))
    const res = await get(t.app, `/api/family/members/${childMemberId}/export`, samToken)
    assert.equal(res.status, 403)
    assert.equal((await call(t.app, 'PATCH', '/api/me', { token: miaToken, origin: SITE, body: { age: 13 } })).status, 200)
    assert.equal((await post(t.app, '/api/family/leave', miaToken)).status, 204)
  }))
