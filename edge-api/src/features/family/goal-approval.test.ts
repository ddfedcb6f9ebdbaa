import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { FamilyDashboardResponse, FamilyResponse } from '@app/shared/schemas/family.ts'
import { GoalResponse, SaveWizardGoalsResponse } from '@app/shared/schemas/goals.ts'
import { familyAuditLog, goals, outboxMails } from '../../db/schema/index.ts'
import { snapshot } from '../../test-support/db-snapshot.ts'
import { call, SITE, withApp } from '../../test-support/test-app.ts'
import { createGoal, goalBody, setTier, wizardGoal } from '../goals/goal-fixtures.ts'
import { createFamily, get, inviteGuardian, linkChild, patch, type Person, post, signUpChild, signUpParent } from './family-fixtures.ts'

const DAY = 86_400_000
type App = Parameters<typeof get>[0]

async function newGoal(app: App, who: Person, title: string) {
  const res = await createGoal(app, who.token, { title })
  assert.equal(res.status, 201, await res.clone().text())
  return GoalResponse.parse(await res.json()).goal
}
const complete = (app: App, who: Person, id: string) => post(app, `/api/goals/${id}/complete`, who.token)
const approve = (app: App, who: Person | null, id: string) => post(app, `/api/family/goals/${id}/approve`, who?.token ?? null)
const decline = (app: App, who: Person | null, id: string, body: unknown = {}) =>
  post(app, `/api/family/goals/${id}/decline`, who?.token ?? null, body)
const approvals = async (app: App, admin: Person) =>
  FamilyDashboardResponse.parse(await (await get(app, '/api/family/dashboard', admin.token)).json()).goal_approvals

Deno.test("protects behaviour: with goal approval on, a child's new goals wait for the admin, cannot be completed until approved, and an approved goal is the child's to complete", () =>
  withApp({}, async ({ app, database, clock }) => {
    const admin = await signUpParent(app, 'sam@example.com', 'Sam')
    await createFamily(app, admin)
    const maya = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const mayaMember = await linkChild(app, database, admin, maya, 'view_only')
    await setTier(database, maya.id, 'pro') // room for the four goals below

    // Before approval is on, goals are the child's at once.
    const free = await newGoal(app, maya, 'Before approval')
    assert.equal(free.approval, null)

    const on = await patch(app, `/api/family/members/${mayaMember}`, admin.token, { goal_approval: true })
    assert.equal(on.status, 200)
    assert.equal(FamilyResponse.parse(await on.json()).family!.members.find((m) => m.id === mayaMember)!.goal_approval, true)

    const waiting = await newGoal(app, maya, 'Juggle 50')
    assert.equal(waiting.approval, 'pending')
    const [mail] = await database.db.select().from(outboxMails).where(eq(outboxMails.to, 'sam@example.com')).orderBy(outboxMails.sentAt)
      .then((rows) => rows.filter((m) => m.subject.includes('to approve')))
    assert.equal(mail?.subject, 'Maya Lopez set a new goal for you to approve')
    assert.match(mail!.text, /- Juggle 50/)

    // The wizard's goals wait too.
    clock.advance(60_000)
    const batch = await post(app, '/api/goals/batch', maya.token, {
      goals: [wizardGoal({ title: 'Weak foot' }), wizardGoal({ title: 'Sprint' })],
    })
    assert.equal(batch.status, 201, await batch.clone().text())
    assert.deepEqual(SaveWizardGoalsResponse.parse(await batch.json()).goals.map((g) => g.approval), ['pending', 'pending'])

    const refused = await complete(app, maya, waiting.id)
    assert.equal(refused.status, 409)
    assert.equal((await refused.json()).error.message, GOAL_MESSAGES.awaitingApproval)
    assert.deepEqual((await approvals(app, admin)).map((a) => [a.first_name, a.goal.title]), [
      ['Maya', 'Juggle 50'],
      ['Maya', 'Weak foot'],
      ['Maya', 'Sprint'],
    ])

    const approved = await approve(app, admin, waiting.id)
    assert.equal(approved.status, 200)
    assert.equal(GoalResponse.parse(await approved.json()).goal.approval, null)
    assert.equal((await approve(app, admin, waiting.id)).status, 409, 'an approved goal is not waiting any more')
    assert.equal((await complete(app, maya, waiting.id)).status, 200)
    assert.deepEqual((await approvals(app, admin)).map((a) => a.goal.title), ['Weak foot', 'Sprint'])
    const [entry] = await database.db.select().from(familyAuditLog).where(eq(familyAuditLog.actionType, 'goal_approved'))
    assert.deepEqual([entry?.parentId, entry?.childId, entry?.metadata], [admin.id, maya.id, { goal: 'Juggle 50' }])
  }))

Deno.test("protects behaviour: a goal sent back carries the parent's note, cannot be completed, and the child's edit asks again", () =>
  withApp({}, async ({ app, database }) => {
    const admin = await signUpParent(app, 'sam@example.com', 'Sam')
    await createFamily(app, admin)
    const maya = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const mayaMember = await linkChild(app, database, admin, maya, 'full_access')
    await patch(app, `/api/family/members/${mayaMember}`, admin.token, { goal_approval: true })
    const goal = await newGoal(app, maya, 'Train 7 days a week')

    const tooLong = await decline(app, admin, goal.id, { note: 'x'.repeat(281) })
    assert.equal(tooLong.status, 400)
    assert.deepEqual((await tooLong.json()).error.fields.note, [FAMILY_MESSAGES.approvalNoteTooLong])
    const sent = await decline(app, admin, goal.id, { note: '  Rest days matter: try 4 a week.  ' })
    assert.equal(sent.status, 200)
    const back = GoalResponse.parse(await sent.json()).goal
    assert.deepEqual([back.approval, back.approval_note, back.status], ['declined', 'Rest days matter: try 4 a week.', 'active'])
    assert.equal((await complete(app, maya, goal.id)).status, 409)
    assert.equal((await decline(app, admin, goal.id)).status, 409, 'a goal already sent back is not waiting')

    // The admin's own edit (full access) does not answer for the child.
    assert.equal(
      (await call(app, 'PUT', `/api/family/goals/${goal.id}`, {
        token: admin.token,
        origin: SITE,
        body: goalBody({ title: 'Train 5 days a week' }),
      })).status,
      200,
    )
    assert.equal((await (await call(app, 'GET', `/api/goals/${goal.id}`, { token: maya.token })).json()).goal.approval, 'declined')

    const edited = await call(app, 'PUT', `/api/goals/${goal.id}`, {
      token: maya.token,
      origin: SITE,
      body: goalBody({ title: 'Train 4 days a week' }),
    })
    assert.equal(edited.status, 200)
    assert.equal(GoalResponse.parse(await edited.json()).goal.approval, 'pending')
    assert.deepEqual((await approvals(app, admin)).map((a) => a.goal.title), ['Train 4 days a week'])
    assert.equal((await database.db.select().from(familyAuditLog).where(eq(familyAuditLog.actionType, 'goal_declined'))).length, 1)
  }))

Deno.test("protects behaviour: only the family admin answers a waiting goal, approval is for children only, and turning it off, leaving or removal releases the child's goals", () =>
  withApp({}, async ({ app, database, clock }) => {
    const admin = await signUpParent(app, 'sam@example.com', 'Sam')
    const guardian = await signUpParent(app, 'ana@example.com', 'Ana')
    const outsider = await signUpParent(app, 'olga@example.com', 'Olga')
    await createFamily(app, admin)
    await createFamily(app, outsider, 'Other Family')
    const maya = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const leo = await signUpChild(app, 'leo@example.com', 15, 'Leo')
    const mayaMember = await linkChild(app, database, admin, maya)
    const leoMember = await linkChild(app, database, admin, leo)
    const guardianMember = await inviteGuardian(app, database, admin, guardian)
    for (const member of [mayaMember, leoMember]) {
      assert.equal((await patch(app, `/api/family/members/${member}`, admin.token, { goal_approval: true })).status, 200)
    }
    const mayaGoal = await newGoal(app, maya, 'Maya waits')
    const leoGoal = await newGoal(app, leo, 'Leo waits')

    const before = await snapshot(database)
    for (
      const [who, status, why] of [[guardian, 403, 'a guardian'], [leo, 403, 'a sibling'], [maya, 403, 'the child herself'], [
        outsider,
        404,
        'another family',
      ], [null, 401, 'signed out']] as const
    ) {
      for (const res of [await approve(app, who, mayaGoal.id), await decline(app, who, mayaGoal.id, { note: 'no' })]) {
        assert.equal(res.status, status, `${why}: ${await res.text()}`)
      }
    }
    const forGuardian = await patch(app, `/api/family/members/${guardianMember}`, admin.token, { goal_approval: true })
    assert.equal(forGuardian.status, 403)
    assert.equal((await forGuardian.json()).error.message, FAMILY_MESSAGES.approvalOnlyForChildren)
    assert.equal((await patch(app, `/api/family/members/${mayaMember}`, guardian.token, { goal_approval: false })).status, 403)
    assert.equal(await snapshot(database), before, 'no refused request changed anything')

    // Off: Maya's waiting goal is hers again, and her next goal does not wait.
    await patch(app, `/api/family/members/${mayaMember}`, admin.token, { goal_approval: false })
    assert.equal((await complete(app, maya, mayaGoal.id)).status, 200)
    assert.equal((await newGoal(app, maya, 'No wait')).approval, null)
    // Leaving the family releases too.
    assert.equal((await post(app, '/api/family/leave', leo.token)).status, 204)
    const [leoRow] = await database.db.select().from(goals).where(eq(goals.id, leoGoal.id))
    assert.equal(leoRow?.approval, null)

    // After the trial, on the free plan, a child's new goals do not wait: the admin could not see them.
    const teen = await signUpChild(app, 'tia@example.com', 13, 'Tia')
    const teenMember = await linkChild(app, database, admin, teen)
    await patch(app, `/api/family/members/${teenMember}`, admin.token, { goal_approval: true })
    clock.advance(8 * DAY)
    assert.equal((await newGoal(app, teen, 'After the trial')).approval, null)
    await setTier(database, admin.id, 'parent')
    assert.equal((await newGoal(app, teen, 'On Parent')).approval, 'pending')
  }))
