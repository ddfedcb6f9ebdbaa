import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { CONSENT_MESSAGES, CONSENT_TEXT, CONSENT_TEXT_VERSION } from '@app/shared/domain/family/parental-consent.ts'
import { childLinkRequests, familyAuditLog, familyMembers, outboxMails, parentalConsents, sessions, users } from '../../db/schema/index.ts'
import { call, playerSignUp, rowCount, sessionToken, SITE, withApp } from '../../test-support/test-app.ts'
import { createFamily, get, post, signUpParent } from './family-fixtures.ts'
import { purgeExpiredConsents } from './parental-consent.ts'

const DAY = 24 * 60 * 60 * 1000
const youngSignUp = { email: 'mia@example.com', age: 10, first_name: 'Mia', parentEmail: 'sam@example.com' }

async function consentToken(database: Parameters<Parameters<typeof withApp>[1]>[0]['database']): Promise<string> {
  const [mail] = await database.db.select().from(outboxMails).where(eq(outboxMails.to, 'sam@example.com'))
  const token = mail?.text.match(/#token=([A-Za-z0-9_-]+)/)?.[1]
  if (!token) throw new Error('no consent mail')
  return token
}

Deno.test('protects behaviour: a player under 13 who signs up waits for a parent: no session, no mail to the child, a link to the parent', () =>
  withApp({}, async ({ app, database }) => {
    const res = await call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp(youngSignUp), origin: SITE })
    assert.equal(res.status, 202)
    const body = await res.json()
    assert.equal(body.user, null)
    assert.equal(body.awaiting_consent.message, CONSENT_MESSAGES.awaiting('sam@example.com'))
    assert.equal(sessionToken(res), null)
    assert.equal(await rowCount(database, sessions), 0)
    const [row] = await database.db.select().from(users).where(eq(users.email, 'mia@example.com'))
    assert.equal(row?.consentStatus, 'pending')
    const signIn = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: 'mia@example.com', password: 'secret-123' },
      origin: SITE,
    })
    assert.equal(signIn.status, 403)
    assert.deepEqual([(await signIn.json()).error.code, sessionToken(signIn)], ['CONSENT_REQUIRED', null])
    // Not even a password reset mail goes to the child.
    await call(app, 'POST', '/api/auth/password-reset', { body: { email: 'mia@example.com' }, origin: SITE })
    assert.equal((await database.db.select().from(outboxMails).where(eq(outboxMails.to, 'mia@example.com'))).length, 0)
    assert.ok(await consentToken(database))
    // 13 and over start at once.
    const teen = await call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp({ email: 'teen@example.com', age: 13 }), origin: SITE })
    assert.equal(teen.status, 201)
  }))

Deno.test("protects behaviour: the consent link approves once, by a signed-in parent, who becomes the child's family admin with the consent in the audit trail", () =>
  withApp({}, async ({ app, database }) => {
    await call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp(youngSignUp), origin: SITE })
    const token = await consentToken(database)
    const review = await post(app, '/api/family/consent/lookup', null, { token })
    assert.equal(review.status, 200)
    const reviewed = await review.json()
    assert.deepEqual([reviewed.child_first_name, reviewed.child_age, reviewed.consent_text], ['Mia', 10, CONSENT_TEXT])

    assert.equal((await post(app, '/api/family/consent/approve', null, { token })).status, 401)
    const player = await call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp({ email: 'kid@example.com', age: 15 }), origin: SITE })
    const notParent = await post(app, '/api/family/consent/approve', sessionToken(player), { token })
    assert.equal(notParent.status, 403)
    assert.equal((await notParent.json()).error.message, CONSENT_MESSAGES.parentOnly)

    const parent = await signUpParent(app, 'sam@example.com', 'Sam')
    const approved = await post(app, '/api/family/consent/approve', parent.token, { token })
    assert.equal(approved.status, 200)
    const { family } = await approved.json()
    assert.equal(family.role, 'admin')
    assert.deepEqual(family.members.map((m: { first_name: string; relationship_type: string }) => [m.first_name, m.relationship_type]), [[
      'Sam',
      'parent',
    ], ['Mia', 'child']])
    const [consent] = await database.db.select().from(parentalConsents)
    assert.equal(consent?.approvedBy, parent.id)
    assert.ok(consent?.consentText?.includes(CONSENT_TEXT))
    const given = (await database.db.select().from(familyAuditLog)).find((r) => r.actionType === 'consent_given')
    assert.equal(given?.parentId, parent.id)
    const trail = (await (await get(app, '/api/family/audit', parent.token)).json()).entries
    const shown = trail.find((e: { action_type: string }) => e.action_type === 'consent_given')
    assert.deepEqual([shown.actor_name, shown.subject_name, shown.detail], [
      'Sam Lopez',
      'Mia Lopez',
      `approved by sam@example.com, consent text of ${CONSENT_TEXT_VERSION}`,
    ])

    // Once: the same link again changes nothing.
    assert.equal((await post(app, '/api/family/consent/approve', parent.token, { token })).status, 404)
    assert.equal(await rowCount(database, familyMembers), 2)
    const signIn = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: 'mia@example.com', password: 'secret-123' },
      origin: SITE,
    })
    assert.equal(signIn.status, 200)
  }))

Deno.test("protects behaviour: without approval in 7 days the child's account and every row naming it are deleted", () =>
  withApp({}, async ({ app, database, clock }) => {
    await call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp(youngSignUp), origin: SITE })
    const admin = await signUpParent(app, 'other@example.com', 'Olga')
    await createFamily(app, admin)
    await post(app, '/api/family/link-requests', admin.token, { child_email: 'mia@example.com' })
    assert.equal(
      (await database.db.select().from(outboxMails).where(eq(outboxMails.to, 'mia@example.com'))).length,
      0,
      'no mail to the child',
    )

    assert.equal(await purgeExpiredConsents(database, clock.now() + 7 * DAY - 1), 0, 'not before 7 days')
    assert.equal(await purgeExpiredConsents(database, clock.now() + 7 * DAY), 1)
    assert.equal((await database.db.select().from(users).where(eq(users.email, 'mia@example.com'))).length, 0)
    assert.equal(await rowCount(database, parentalConsents), 0)
    assert.equal(await rowCount(database, childLinkRequests), 0)
    assert.equal((await database.db.select().from(outboxMails).where(eq(outboxMails.to, 'sam@example.com'))).length, 0)
    assert.equal(await rowCount(database, users), 1)
  }))

Deno.test('protects behaviour: the admin can create a child account directly, approved and linked, with the consent audited', () =>
  withApp({}, async ({ app, database }) => {
    const admin = await signUpParent(app, 'sam@example.com', 'Sam')
    const body = { first_name: 'Mia', last_name: 'Lopez', email: 'mia@example.com', password: 'secret-123', age: 9 }
    assert.equal((await post(app, '/api/family/children', admin.token, body)).status, 404, 'needs a family first')
    await createFamily(app, admin)
    const created = await post(app, '/api/family/children', admin.token, body)
    assert.equal(created.status, 201)
    assert.equal((await post(app, '/api/family/children', admin.token, body)).status, 409)
    const signIn = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email: 'mia@example.com', password: 'secret-123' },
      origin: SITE,
    })
    assert.equal(signIn.status, 200)
    const child = sessionToken(signIn)
    assert.equal((await post(app, '/api/family/children', child, { ...body, email: 'x@example.com' })).status, 403)
    const actions = (await database.db.select().from(familyAuditLog)).map((r) => r.actionType)
    assert.deepEqual(actions.slice(-2), ['child_account_created', 'consent_given'])
    const dashboard = await (await get(app, '/api/family/dashboard', admin.token)).json()
    assert.deepEqual(dashboard.children.map((c: { first_name: string }) => c.first_name), ['Mia'])
  }))
