import assert from 'node:assert/strict'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { familyAuditLog, familyMembers } from '../../db/schema/index.ts'
import { rowCount, withApp } from '../../test-support/test-app.ts'
import { createFamily, del, get, inviteGuardian, linkChild, patch, post, signUpChild, signUpParent } from './family-fixtures.ts'

/**
 * The authorization matrix: every family route against every role — the admin, a guardian member,
 * child members (view_only aged 14, limited aged 15, full_access aged 10 so under 13), someone in
 * no family, and a signed-out visitor — each cell asserted with its status and, for refusals, the
 * route's own message.
 */
Deno.test('protects behaviour: every family route answers each role exactly as the access rules say', () =>
  withApp({}, async ({ app, database }) => {
    const admin = await signUpParent(app, 'sam@example.com', 'Sam')
    const guardian = await signUpParent(app, 'ana@example.com', 'Ana')
    const teen = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const limited = await signUpChild(app, 'leo@example.com', 15, 'Leo')
    const outsider = await signUpParent(app, 'olga@example.com', 'Olga')
    await createFamily(app, admin)
    const young = await signUpChild(app, 'mia@example.com', 10, 'Mia')
    const ids = {
      guardian: await inviteGuardian(app, database, admin, guardian),
      teen: await linkChild(app, database, admin, teen, 'view_only'),
      limited: await linkChild(app, database, admin, limited, 'limited'),
      // Under 13: Sam approved Mia's account from the mailed link, which linked her with full access.
      young: (await (await get(app, '/api/family', young.token)).json()).family.my_member_id as string,
    }
    const adminMemberId = (await (await get(app, '/api/family', admin.token)).json()).family.my_member_id
    const outsiderFamily = await createFamily(app, outsider, 'Other Family')
    void outsiderFamily
    const outsiderMemberId = (await (await get(app, '/api/family', outsider.token)).json()).family.my_member_id

    type Role = 'admin' | 'guardian' | 'teen' | 'limited' | 'young' | 'outsider' | 'signedOut'
    const token: Record<Role, string | null> = {
      admin: admin.token,
      guardian: guardian.token,
      teen: teen.token,
      limited: limited.token,
      young: young.token,
      outsider: outsider.token,
      signedOut: null,
    }
    const members: Role[] = ['guardian', 'teen', 'limited', 'young']
    const expectCell = async (role: Role, res: Response, status: number, message?: string) => {
      const body = res.status === 204 ? null : await res.json()
      assert.equal(res.status, status, `${role}: ${JSON.stringify(body)}`)
      if (message) assert.equal(body.error.message, message, role)
    }

    // Reads any member may make.
    for (const role of ['admin', ...members] as Role[]) await expectCell(role, await get(app, '/api/family', token[role]), 200)
    assert.equal((await (await get(app, '/api/family', outsider.token)).json()).family.family_name, 'Other Family')
    await expectCell('signedOut', await get(app, '/api/family', null), 401)

    // Admin-only reads: members are told the dashboard is the admin's; another family's admin sees their own.
    for (const path of ['/api/family/dashboard', '/api/family/activity', '/api/family/report']) {
      await expectCell('admin', await get(app, path, admin.token), 200)
      for (const role of members) await expectCell(role, await get(app, path, token[role]), 403, FAMILY_MESSAGES.accessDenied)
      await expectCell('signedOut', await get(app, path, null), 401)
    }
    const outsiderDashboard = await (await get(app, '/api/family/dashboard', outsider.token)).json()
    assert.deepEqual(outsiderDashboard.children, [], "another family's admin sees none of these children")
    await expectCell('admin', await get(app, '/api/family/audit', admin.token), 200)
    for (const role of members) {
      await expectCell(role, await get(app, '/api/family/audit', token[role]), 403, FAMILY_MESSAGES.adminOnlySettings)
    }

    // Admin-only writes, each refused with a sentence naming what only the admin may do.
    const adminOnly: [string, (t: string | null) => Promise<Response>, string][] = [
      [
        'invite',
        (t) => post(app, '/api/family/invitations', t, { email: 'new@example.com', relationship: 'child' }),
        FAMILY_MESSAGES.adminOnlyInvite,
      ],
      ['link', (t) => post(app, '/api/family/link-requests', t, { child_email: 'new@example.com' }), FAMILY_MESSAGES.adminOnlyLink],
      [
        'permission',
        (t) => patch(app, `/api/family/members/${ids.teen}`, t, { permission_level: 'full_access' }),
        FAMILY_MESSAGES.adminOnlyPermissions,
      ],
      ['remove', (t) => del(app, `/api/family/members/${ids.teen}`, t), FAMILY_MESSAGES.adminOnlyRemove],
      ['rename', (t) => patch(app, '/api/family', t, { family_name: 'Hijacked' }), FAMILY_MESSAGES.adminOnlySettings],
    ]
    const auditRows = await rowCount(database, familyAuditLog)
    for (const [name, send, message] of adminOnly) {
      for (const role of members) await expectCell(role, await send(token[role]), 403, message)
      await expectCell('signedOut', await send(null), 401)
      void name
    }
    // The outsider's own family has no such member: 404, not someone else's data.
    await expectCell(
      'outsider',
      await patch(app, `/api/family/members/${ids.teen}`, outsider.token, { permission_level: 'limited' }),
      404,
      FAMILY_MESSAGES.memberNotFound,
    )
    await expectCell('outsider', await del(app, `/api/family/members/${ids.teen}`, outsider.token), 404, FAMILY_MESSAGES.memberNotFound)
    assert.equal(await rowCount(database, familyAuditLog), auditRows, 'no refused write left a trace')
    assert.equal(await rowCount(database, familyMembers), 6, 'five in ours, one in the other family')
    // The family is full (admin + 4): the admin passes the check and meets the member limit.
    await expectCell(
      'admin',
      await post(app, '/api/family/invitations', admin.token, { email: 'new@example.com' }),
      409,
      FAMILY_MESSAGES.familyFull,
    )
    await expectCell(
      'admin',
      await post(app, '/api/family/link-requests', admin.token, { child_email: 'new@example.com' }),
      409,
      FAMILY_MESSAGES.familyFull,
    )

    // Member detail: the access table (docs/features/family.md), viewer by target.
    const detail = async (role: Role, memberId: string) => get(app, `/api/family/members/${memberId}`, token[role])
    for (const target of [...Object.values(ids), adminMemberId]) {
      const res = await detail('admin', target)
      assert.equal(res.status, 200)
      assert.equal((await res.json()).access, 'all')
    }
    const expectAccess = async (role: Role, target: string, access: 'all' | 'overview' | 403) => {
      const res = await detail(role, target)
      if (access === 403) return expectCell(role, res, 403, FAMILY_MESSAGES.noPermission)
      assert.equal(res.status, 200, role)
      const body = await res.json()
      assert.equal(body.access, access, `${role} → ${target}`)
      assert.equal(body.goals === null, access === 'overview')
    }
    await expectAccess('guardian', ids.teen, 'all')
    await expectAccess('guardian', ids.limited, 'overview')
    await expectAccess('guardian', ids.young, 403)
    await expectAccess('teen', ids.limited, 'overview')
    await expectAccess('teen', ids.young, 403)
    await expectAccess('teen', ids.teen, 'all')
    await expectAccess('young', ids.young, 'all')
    await expectAccess('limited', ids.teen, 'all')
    await expectAccess('young', adminMemberId, 'all')
    await expectCell('outsider', await detail('outsider', ids.teen), 404, FAMILY_MESSAGES.memberNotFound)
    await expectCell('admin', await detail('admin', outsiderMemberId), 404, FAMILY_MESSAGES.memberNotFound)
    await expectCell('signedOut', await detail('signedOut', ids.teen), 401)
    await expectCell('admin', await get(app, '/api/family/members/not-a-uuid', admin.token), 404, FAMILY_MESSAGES.memberNotFound)

    // Leaving: members may, the admin may not; someone in no family has nothing to leave.
    await expectCell('admin', await post(app, '/api/family/leave', admin.token), 403, FAMILY_MESSAGES.adminCannotLeave)
    await expectCell('signedOut', await post(app, '/api/family/leave', null), 401)
    const loner = await signUpParent(app, 'lone@example.com', 'Lone')
    await expectCell('outsider', await post(app, '/api/family/leave', loner.token), 404, FAMILY_MESSAGES.mustHaveFamily)

    // Creating a family: only adults not already in one.
    await expectCell('admin', await post(app, '/api/family', admin.token, { family_name: 'Second' }), 409, FAMILY_MESSAGES.alreadyInFamily)
    for (const role of ['teen', 'limited', 'young'] as Role[]) {
      await expectCell(role, await post(app, '/api/family', token[role], { family_name: 'Kids only' }), 403)
    }
    await expectCell('signedOut', await post(app, '/api/family', null, { family_name: 'Anon' }), 401, FAMILY_MESSAGES.signInToCreate)
  }))

Deno.test('protects behaviour: the child-side routes need sign-in, each refusal naming what it was for', () =>
  withApp({}, async ({ app }) => {
    const id = crypto.randomUUID()
    const cases: [Promise<Response>, string][] = [
      [post(app, '/api/family/invitations/accept', null, { code: 'ABCDEFGH' }), FAMILY_MESSAGES.signInToAcceptInvitation],
      [post(app, '/api/family/link-requests/verify', null, { code: '123456' }), FAMILY_MESSAGES.signInToVerify],
      [post(app, `/api/family/link-requests/${id}/accept`, null), FAMILY_MESSAGES.signInToAcceptLink],
      [post(app, `/api/family/link-requests/${id}/reject`, null), FAMILY_MESSAGES.signInToRejectLink],
    ]
    for (const [res, message] of cases) {
      const r = await res
      assert.equal(r.status, 401)
      assert.equal((await r.json()).error.message, message)
    }
  }))
