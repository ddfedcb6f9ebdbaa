import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { PAID_FEATURES } from '@app/shared/domain/billing/tier-features.ts'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'
import { FamilyDashboardResponse, FamilyResponse, LinkReviewResponse } from '@app/shared/schemas/family.ts'
import { childLinkRequests, familyAuditLog, familyInvitations, familyMembers, outboxMails, users } from '../../db/schema/index.ts'
import { rowCount, START, withApp } from '../../test-support/test-app.ts'
import {
  createFamily,
  del,
  get,
  INVITE_CODE,
  LINK_CODE,
  linkChild,
  mailedCode,
  patch,
  post,
  signUpChild,
  signUpParent,
} from './family-fixtures.ts'

const DAY = 24 * 60 * 60 * 1000

Deno.test('protects behaviour: creating a family makes the creator its admin, in a 7-day trial for up to 5 members, audited', () =>
  withApp({}, async ({ app, database }) => {
    const admin = await signUpParent(app, 'sam@example.com')
    const empty = await post(app, '/api/family', admin.token, { family_name: '   ' })
    assert.equal(empty.status, 400)
    assert.deepEqual((await empty.json()).error.fields.family_name, [FAMILY_MESSAGES.familyNameRequired])
    const res = await post(app, '/api/family', admin.token, { family_name: 'Lopez Family' })
    assert.equal(res.status, 201)
    const { family } = FamilyResponse.parse(await res.json())
    assert.ok(family)
    assert.deepEqual([family.family_name, family.role, family.subscription_status, family.member_limit, family.trial_ends_at], [
      'Lopez Family',
      'admin',
      'trial',
      5,
      new Date(START + 7 * DAY).toISOString(),
    ])
    assert.deepEqual(family.members.map((m) => [m.relationship_type, m.permission_level, m.is_admin]), [['parent', 'full_access', true]])
    const me = await (await get(app, '/api/auth/session', admin.token)).json()
    assert.deepEqual([me.user.accountType, me.user.hasFamily], ['family_admin', true])
    const [entry] = await database.db.select().from(familyAuditLog)
    assert.equal(entry?.actionType, 'family_created')
  }))

Deno.test('protects behaviour: an invitation code works once, upper-cased, for 7 days; a guardian joins with full access, a child with view only', () =>
  withApp({}, async ({ app, database, clock }) => {
    const admin = await signUpParent(app, 'sam@example.com')
    await createFamily(app, admin)
    const guardian = await signUpParent(app, 'ana@example.com', 'Ana')
    const teen = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const other = await signUpChild(app, 'leo@example.com', 15, 'Leo')

    const sent = await post(app, '/api/family/invitations', admin.token, { email: 'ANA@example.com ', relationship: 'guardian' })
    assert.equal(sent.status, 201)
    const { invitation } = await sent.json()
    assert.match(invitation.code, /^[A-HJ-NP-Z2-9]{8}$/)
    assert.equal(await mailedCode(database, 'ana@example.com', INVITE_CODE), invitation.code)
    assert.equal(invitation.relationship_type, 'parent', 'guardian is stored as parent')

    const joined = await post(app, '/api/family/invitations/accept', guardian.token, { code: ` ${invitation.code.toLowerCase()} ` })
    assert.equal(joined.status, 200)
    const family = FamilyResponse.parse(await joined.json()).family!
    assert.deepEqual(family.members.find((m) => m.user_id === guardian.id)?.permission_level, 'full_access')
    const [g] = await database.db.select({ type: users.accountType }).from(users).where(eq(users.id, guardian.id))
    assert.equal(g?.type, 'family_member')

    // Used: nobody else can use it, and nothing changes.
    const before = await rowCount(database, familyMembers)
    const reused = await post(app, '/api/family/invitations/accept', other.token, { code: invitation.code })
    assert.equal(reused.status, 400)
    assert.equal((await reused.json()).error.message, FAMILY_MESSAGES.invalidInvitation)
    assert.equal(await rowCount(database, familyMembers), before)

    // A child invitation gives view only; after 7 days it has expired.
    const childInvite = (await (await post(app, '/api/family/invitations', admin.token, { email: 'leo@example.com' })).json()).invitation
    assert.equal(childInvite.relationship_type, 'child')
    const late = (await (await post(app, '/api/family/invitations', admin.token, { email: 'maya@example.com' })).json()).invitation
    clock.advance(7 * DAY)
    const expired = await post(app, '/api/family/invitations/accept', teen.token, { code: late.code })
    assert.equal(expired.status, 400)
    assert.equal((await expired.json()).error.message, FAMILY_MESSAGES.invalidInvitation)
    const [lateRow] = await database.db.select().from(familyInvitations).where(eq(familyInvitations.id, late.id))
    assert.equal(lateRow?.usedAt, null)
    const malformed = await post(app, '/api/family/invitations/accept', teen.token, { code: 'OOOO0000' })
    assert.equal(malformed.status, 400)
  }))

Deno.test('protects behaviour: two people racing to accept one invitation: exactly one joins', () =>
  withApp({}, async ({ app, database }) => {
    const admin = await signUpParent(app, 'sam@example.com')
    await createFamily(app, admin)
    const a = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const b = await signUpChild(app, 'leo@example.com', 15, 'Leo')
    const { invitation } = await (await post(app, '/api/family/invitations', admin.token, { email: 'maya@example.com' })).json()
    const results = await Promise.all([a, b].map((p) => post(app, '/api/family/invitations/accept', p.token, { code: invitation.code })))
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 400])
    assert.equal(await rowCount(database, familyMembers), 2)
  }))

Deno.test("protects behaviour: a link request goes pending → verified → accepted, the code only in the child's mail, checked against the child's email, status and expiry", () =>
  withApp({}, async ({ app, database, clock }) => {
    const admin = await signUpParent(app, 'sam@example.com')
    await createFamily(app, admin)
    const child = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const stranger = await signUpChild(app, 'leo@example.com', 15, 'Leo')

    const missing = await post(app, '/api/family/link-requests', admin.token, { child_email: '' })
    assert.deepEqual((await missing.json()).error.fields.child_email, [FAMILY_MESSAGES.childEmailRequired])
    const sent = await post(app, '/api/family/link-requests', admin.token, {
      child_email: 'maya@example.com',
      permission_level: 'full_access',
    })
    assert.equal(sent.status, 201)
    const { link_request } = await sent.json()
    assert.deepEqual([link_request.status, link_request.status_text, link_request.parent_message], [
      'pending',
      'Awaiting verification',
      "I'd like to add you to our family account: Lopez Family",
    ])
    assert.equal('verification_code' in link_request || 'code' in link_request, false, 'the admin never sees the code')
    const code = await mailedCode(database, 'maya@example.com', LINK_CODE)
    const wrong = String(((Number(code) - 100000 + 1) % 900000) + 100000)

    // Another account with the right code, and the child with a wrong one: refused, nothing changes.
    for (const [who, tryCode] of [[stranger, code], [child, wrong]] as const) {
      const res = await post(app, '/api/family/link-requests/verify', who.token, { code: tryCode })
      assert.equal(res.status, 400)
      assert.equal((await res.json()).error.message, FAMILY_MESSAGES.invalidVerificationCode)
    }
    const badShape = await post(app, '/api/family/link-requests/verify', child.token, { code: '12345' })
    assert.deepEqual((await badShape.json()).error.fields.code, [FAMILY_MESSAGES.codeInvalid])
    assert.equal((await database.db.select().from(childLinkRequests))[0]?.status, 'pending')

    const verified = await post(app, '/api/family/link-requests/verify', child.token, { code })
    assert.equal(verified.status, 200)
    const { request } = LinkReviewResponse.parse(await verified.json())
    assert.deepEqual([request.family_name, request.parent_name, request.permission_level], ['Lopez Family', 'Sam Lopez', 'full_access'])
    const dashboard = FamilyDashboardResponse.parse(await (await get(app, '/api/family/dashboard', admin.token)).json())
    assert.equal(dashboard.link_requests[0]?.status_text, "Verified - Awaiting child's response")
    // A verified code cannot be verified again, and someone else cannot accept the request.
    assert.equal((await post(app, '/api/family/link-requests/verify', child.token, { code })).status, 400)
    const hijack = await post(app, `/api/family/link-requests/${request.id}/accept`, stranger.token)
    assert.equal(hijack.status, 404)
    assert.equal((await hijack.json()).error.message, FAMILY_MESSAGES.linkNotFound)

    const accepted = await post(app, `/api/family/link-requests/${request.id}/accept`, child.token)
    assert.equal(accepted.status, 200)
    const family = FamilyResponse.parse(await accepted.json()).family!
    assert.deepEqual(family.members.find((m) => m.user_id === child.id)?.permission_level, 'full_access')
    assert.equal((await post(app, `/api/family/link-requests/${request.id}/accept`, child.token)).status, 404, 'accepted once')
    const statuses = (await database.db.select().from(childLinkRequests)).map((r) => r.status)
    assert.deepEqual(statuses, ['accepted'])
    const actions = (await database.db.select().from(familyAuditLog)).map((r) => r.actionType)
    assert.deepEqual(actions, ['family_created', 'link_requested', 'link_verified', 'link_accepted'])

    // An expired request cannot be verified.
    const later = await signUpChild(app, 'mia@example.com', 14, 'Mia')
    await post(app, '/api/family/link-requests', admin.token, { child_email: 'mia@example.com' })
    const miaCode = await mailedCode(database, 'mia@example.com', LINK_CODE)
    clock.advance(7 * DAY + 1)
    assert.equal((await post(app, '/api/family/link-requests/verify', later.token, { code: miaCode })).status, 400)
  }))

Deno.test('protects behaviour: a child can decline a verified request, and nothing joins', () =>
  withApp({}, async ({ app, database }) => {
    const admin = await signUpParent(app, 'sam@example.com')
    await createFamily(app, admin)
    const child = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    await post(app, '/api/family/link-requests', admin.token, { child_email: 'maya@example.com', message: 'Hi Maya!' })
    const { request } = await (await post(app, '/api/family/link-requests/verify', child.token, {
      code: await mailedCode(database, 'maya@example.com', LINK_CODE),
    })).json()
    assert.equal(request.parent_message, 'Hi Maya!')
    assert.equal((await post(app, `/api/family/link-requests/${request.id}/reject`, child.token)).status, 204)
    assert.equal((await post(app, `/api/family/link-requests/${request.id}/accept`, child.token)).status, 404)
    assert.equal(await rowCount(database, familyMembers), 1)
    assert.equal((await database.db.select().from(childLinkRequests))[0]?.status, 'rejected')
  }))

Deno.test('protects behaviour: five wrong codes lock verification for 15 minutes, even for the right code', () =>
  withApp({}, async ({ app, database, clock }) => {
    const admin = await signUpParent(app, 'sam@example.com')
    await createFamily(app, admin)
    const child = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    await post(app, '/api/family/link-requests', admin.token, { child_email: 'maya@example.com' })
    const code = await mailedCode(database, 'maya@example.com', LINK_CODE)
    const wrong = code === '111111' ? '222222' : '111111'
    for (let i = 0; i < 5; i++) {
      assert.equal((await post(app, '/api/family/link-requests/verify', child.token, { code: wrong })).status, 400)
    }
    const locked = await post(app, '/api/family/link-requests/verify', child.token, { code })
    assert.equal(locked.status, 429)
    assert.equal((await locked.json()).error.message, FAMILY_MESSAGES.tooManyCodeAttempts)
    clock.advance(15 * 60 * 1000 + 1)
    assert.equal((await post(app, '/api/family/link-requests/verify', child.token, { code })).status, 200)
  }))

Deno.test("protects behaviour: the activity feed shows the children's last 7 days newest first, and viewing a member is audited", () =>
  withApp({}, async ({ app, database, clock }) => {
    const admin = await signUpParent(app, 'sam@example.com')
    await createFamily(app, admin)
    const child = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const memberId = await linkChild(app, database, admin, child)
    // Past the family's 7-day trial, following children is the Parent plan's.
    await post(app, '/api/billing/checkout', admin.token, {
      checkout_id: crypto.randomUUID(),
      plan: 'parent',
      payment_token: SIMULATED_TOKENS.ok,
    })
    const log = (minutes: number) =>
      post(app, '/api/training', child.token, {
        id: crypto.randomUUID(),
        session_type: 'technical',
        skill_focus: ['technical'],
        duration_minutes: minutes,
        energy_level: 3,
        time_zone: 'UTC',
      })
    assert.equal((await log(30)).status, 201)
    clock.advance(8 * DAY)
    assert.equal((await log(45)).status, 201)
    clock.advance(2 * 60 * 1000)
    const { items } = await (await get(app, '/api/family/activity', admin.token)).json()
    const descriptions = items.map((i: { description: string }) => i.description)
    assert.ok(descriptions.includes('Logged a 45-minute Technical session'), JSON.stringify(descriptions))
    assert.ok(!descriptions.includes('Logged a 30-minute Technical session'), 'older than 7 days')
    assert.ok(items.every((i: { member_name: string }) => i.member_name === 'Maya'))
    assert.ok(items.every((i: { at: string }, n: number) => n === 0 || items[n - 1].at >= i.at))

    const dashboard = FamilyDashboardResponse.parse(await (await get(app, '/api/family/dashboard', admin.token)).json())
    assert.deepEqual(dashboard.children.map((c) => [c.first_name, c.current_streak, c.active_goals]), [['Maya', 1, 0]])
    const viewed = await get(app, `/api/family/members/${memberId}`, admin.token)
    assert.equal(viewed.status, 200)
    const views = (await database.db.select().from(familyAuditLog)).filter((r) => r.actionType === 'view_goals')
    assert.deepEqual(views.map((v) => [v.parentId, v.childId]), [[admin.id, child.id]])
  }))

Deno.test('protects behaviour: permissions change and members leave or are removed with an audit entry each; a child leaving notifies the admin', () =>
  withApp({}, async ({ app, database }) => {
    const admin = await signUpParent(app, 'sam@example.com')
    await createFamily(app, admin)
    const child = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const other = await signUpChild(app, 'leo@example.com', 15, 'Leo')
    const mayaId = await linkChild(app, database, admin, child)
    const leoId = await linkChild(app, database, admin, other)

    const changed = await patch(app, `/api/family/members/${mayaId}`, admin.token, {
      permission_level: 'limited',
      birth_date: '2015-03-01',
    })
    assert.equal(changed.status, 200)
    const maya = FamilyResponse.parse(await changed.json()).family!.members.find((m) => m.id === mayaId)
    assert.deepEqual([maya?.permission_level, maya?.birth_date], ['limited', '2015-03-01'])
    assert.equal((await patch(app, `/api/family/members/${mayaId}`, admin.token, { birth_date: '2015-02-30' })).status, 400)

    assert.equal((await post(app, '/api/family/leave', child.token)).status, 204)
    const [notice] = await database.db.select().from(outboxMails).where(eq(outboxMails.to, 'sam@example.com'))
    assert.match(notice?.subject ?? '', /Maya Lopez left Lopez Family/)
    assert.equal((await (await get(app, '/api/family', child.token)).json()).family, null)

    assert.equal((await del(app, `/api/family/members/${leoId}`, admin.token)).status, 204)
    assert.equal(await rowCount(database, familyMembers), 1)
    const actions = (await database.db.select().from(familyAuditLog)).map((r) => r.actionType)
    assert.deepEqual(actions.slice(-4), ['permission_changed', 'member_updated', 'member_left', 'member_removed'])
    const trail = await (await get(app, '/api/family/audit', admin.token)).json()
    assert.equal(trail.entries[0].action_type, 'member_removed')
    assert.equal(trail.entries[0].subject_name, 'Leo Lopez')
  }))

Deno.test("protects behaviour: after the family's 7-day trial, following children needs the Parent plan, while managing the family stays open", () =>
  withApp({}, async ({ app, database, clock }) => {
    const admin = await signUpParent(app, 'sam@example.com')
    await createFamily(app, admin)
    const child = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const memberId = await linkChild(app, database, admin, child)
    assert.equal((await get(app, '/api/family/dashboard', admin.token)).status, 200)
    clock.advance(7 * DAY)
    for (
      const res of [
        await get(app, '/api/family/dashboard', admin.token),
        await get(app, '/api/family/activity', admin.token),
        await get(app, '/api/family/report', admin.token),
        await get(app, `/api/family/members/${memberId}`, admin.token),
        await post(app, '/api/family/invitations', admin.token, { email: 'ana@example.com' }),
      ]
    ) {
      assert.equal(res.status, 402)
      assert.equal((await res.json()).error.message, PAID_FEATURES.familyDashboard.message)
    }
    assert.equal((await get(app, '/api/family/audit', admin.token)).status, 200)
    assert.equal((await patch(app, `/api/family/members/${memberId}`, admin.token, { permission_level: 'limited' })).status, 200)
    // Pro is not enough; Parent is.
    const token = admin.token
    await post(app, '/api/billing/checkout', token, { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: SIMULATED_TOKENS.ok })
    assert.equal((await get(app, '/api/family/dashboard', token)).status, 402)
    await post(app, '/api/billing/checkout', token, {
      checkout_id: crypto.randomUUID(),
      plan: 'parent',
      payment_token: SIMULATED_TOKENS.ok,
    })
    assert.equal((await get(app, '/api/family/dashboard', token)).status, 200)
  }))
