import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { GoalResponse } from '@app/shared/schemas/goals.ts'
import { familyAuditLog, goals } from '../../db/schema/index.ts'
import { call, SITE, withApp } from '../../test-support/test-app.ts'
import { createGoal, goalBody } from '../goals/goal-fixtures.ts'
import { createFamily, get, inviteGuardian, linkChild, patch, type Person, signUpChild, signUpParent } from './family-fixtures.ts'

const put = (app: Parameters<typeof call>[0], id: string, token: string | null, body: unknown = goalBody({ title: 'Edited by family' })) =>
  call(app, 'PUT', `/api/family/goals/${id}`, { token, origin: SITE, body })

async function goalOf(app: Parameters<typeof call>[0], who: Person, title: string): Promise<string> {
  const res = await createGoal(app, who.token, { title, target_date: '2026-12-31' })
  assert.equal(res.status, 201, await res.clone().text())
  return GoalResponse.parse(await res.json()).goal.id
}

Deno.test("protects behaviour: the family admin edits a child's goal only when the child's access is full access; everyone else is refused and nothing changes", () =>
  withApp({}, async ({ app, database }) => {
    const admin = await signUpParent(app, 'sam@example.com', 'Sam')
    const guardian = await signUpParent(app, 'ana@example.com', 'Ana')
    const teen = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const outsider = await signUpParent(app, 'olga@example.com', 'Olga')
    await createFamily(app, admin)
    const young = await signUpChild(app, 'mia@example.com', 10, 'Mia') // approved by Sam: full access
    await inviteGuardian(app, database, admin, guardian)
    const teenMember = await linkChild(app, database, admin, teen, 'view_only')
    await createFamily(app, outsider, 'Other Family')
    const youngMember = (await (await get(app, '/api/family', young.token)).json()).family.my_member_id as string
    const youngGoal = await goalOf(app, young, 'Juggle 20')
    const teenGoal = await goalOf(app, teen, 'Sprint faster')
    const adminGoal = await goalOf(app, admin, 'Coach a session')

    const before = JSON.stringify(await database.db.select().from(goals))
    const refused: Array<[string, Person | null, string, number, string | undefined]> = [
      ['view only child', admin, teenGoal, 403, FAMILY_MESSAGES.editGoalsNotAllowed],
      ['a guardian, not the admin', guardian, youngGoal, 403, FAMILY_MESSAGES.editGoalsNotAllowed],
      ['a child editing a sibling', teen, youngGoal, 403, FAMILY_MESSAGES.editGoalsNotAllowed],
      ["the admin's own goal (edited as a player)", admin, adminGoal, 403, FAMILY_MESSAGES.editGoalsNotAllowed],
      ['another family', outsider, youngGoal, 404, GOAL_MESSAGES.goalNotFound],
      ['an unknown goal', admin, crypto.randomUUID(), 404, GOAL_MESSAGES.goalNotFound],
      ['not a goal id', admin, 'not-a-uuid', 404, GOAL_MESSAGES.goalNotFound],
      ['signed out', null, youngGoal, 401, undefined],
    ]
    for (const [why, who, id, status, message] of refused) {
      const res = await put(app, id, who?.token ?? null)
      const body = await res.json()
      assert.equal(res.status, status, `${why}: ${JSON.stringify(body)}`)
      if (message) assert.equal(body.error.message, message, why)
    }
    const bad = await put(app, youngGoal, admin.token, goalBody({ title: ' ' }))
    assert.equal(bad.status, 400)
    assert.deepEqual((await bad.json()).error.fields.title, [GOAL_MESSAGES.enterTitle])
    assert.equal(JSON.stringify(await database.db.select().from(goals)), before, 'no refused edit changed a goal')
    assert.equal((await database.db.select().from(familyAuditLog).where(eq(familyAuditLog.actionType, 'goal_edited'))).length, 0)

    // Full access: the edit is saved on the child's goal, still theirs, and audited in the same transaction.
    const detail = async (memberId: string) =>
      (await (await get(app, `/api/family/members/${memberId}`, admin.token)).json()).can_edit_goals
    assert.deepEqual([await detail(youngMember), await detail(teenMember)], [true, false])
    const res = await put(app, youngGoal, admin.token, goalBody({ title: 'Juggle 30', pillar: 'mental' }))
    assert.equal(res.status, 200)
    const { goal } = GoalResponse.parse(await res.json())
    assert.deepEqual([goal.title, goal.pillar, goal.user_id, goal.status], ['Juggle 30', 'mental', young.id, 'active'])
    const own = await (await call(app, 'GET', `/api/goals/${youngGoal}`, { token: young.token })).json()
    assert.equal(own.goal.title, 'Juggle 30')
    const [entry] = await database.db.select().from(familyAuditLog).where(eq(familyAuditLog.actionType, 'goal_edited'))
    assert.deepEqual([entry?.parentId, entry?.childId, entry?.metadata], [admin.id, young.id, { goal: 'Juggle 20' }])

    // Raising the teen's access to full access lets the admin edit there too.
    assert.equal((await patch(app, `/api/family/members/${teenMember}`, admin.token, { permission_level: 'full_access' })).status, 200)
    assert.equal((await put(app, teenGoal, admin.token)).status, 200)
  }))
