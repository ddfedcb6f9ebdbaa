import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { adminEditsGoals } from '@app/shared/domain/family/member-access.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { GoalResponse, UpdateGoalRequest } from '@app/shared/schemas/goals.ts'
import type { AppDeps } from '../../app-deps.ts'
import { familyMembers, goals } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser, session } from '../../http/session.ts'
import { valid, validParams } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { applyGoalEdit } from '../goals/goal-edit.ts'
import { goalNotFound } from '../goals/goals.routes.ts'
import { toWireGoal } from '../goals/goals.queries.ts'
import { requireFamilyPlan, requireMembership } from './family-guards.ts'
import { audit } from './family.queries.ts'

const GoalIdParams = z.strictObject({ id: z.uuid() })

export const childGoalDocs: RouteDoc[] = [
  {
    tag: 'family', auth: true, method: 'put', path: '/api/family/goals/{id}',
    summary: "Edit a child's goal (the family admin, when the child's link gives full access: spec §5 \"view and edit goals\"); audited as goal_edited",
    params: GoalIdParams, body: UpdateGoalRequest, success: { status: 200, description: 'Edited goal', schema: GoalResponse }, errors: [400, 401, 402, 403, 404],
    errorNotes: { 403: 'FORBIDDEN: not the admin, or the child\'s access is not full access', 404: 'NOT_FOUND: Goal not found (also a goal of someone outside the family)' },
  },
]

export function childGoalRoutes(deps: AppDeps) {
  const { database, now } = deps
  const signedIn = [session({ database, now, secureCookies: deps.config.secureCookies }), requireUser] as const
  return new Hono<SignedInEnv>().put('/:id', ...signedIn, validParams(GoalIdParams, GOAL_MESSAGES.goalNotFound), valid('json', UpdateGoalRequest), async (c) => {
    const user = c.var.user
    const { id } = c.req.valid('param')
    const at = now()
    const { family, isAdmin } = await requireMembership(database.db, user)
    // A goal of anyone outside the caller's family answers exactly like an unknown one.
    const [found] = await database.db.select({ goal: goals, member: familyMembers }).from(goals)
      .innerJoin(familyMembers, and(eq(familyMembers.userId, goals.userId), eq(familyMembers.familyId, family.id)))
      .where(eq(goals.id, id))
    if (!found) throw goalNotFound()
    const { goal: before, member } = found
    if (!adminEditsGoals({ userId: user.id, isAdmin }, { userId: member.userId, relationship: member.relationshipType, permissionLevel: member.permissionLevel })) {
      throw new AppError('FORBIDDEN', 403, FAMILY_MESSAGES.editGoalsNotAllowed)
    }
    await requireFamilyPlan(database.db, family, at)
    const goal = await applyGoalEdit(database, before, c.req.valid('json'), at, (tx) =>
      audit(tx, { familyId: family.id, actorId: user.id, subjectId: member.userId, action: 'goal_edited', metadata: { goal: before.title } }, at))
    if (!goal) throw goalNotFound()
    return c.json(GoalResponse.parse({ goal: toWireGoal(goal) }))
  })
}
