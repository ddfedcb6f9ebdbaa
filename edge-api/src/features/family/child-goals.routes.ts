import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { adminEditsGoals } from '@app/shared/domain/family/member-access.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { DeclineGoalRequest } from '@app/shared/schemas/family.ts'
import { GoalResponse, UpdateGoalRequest } from '@app/shared/schemas/goals.ts'
import type { User } from '@app/shared/schemas/user.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { Db, Tx } from '../../db/client.ts'
import { familyMembers, goals } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../auth/public.ts'
import { valid, validParams } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { applyGoalEdit } from '../goals/public.ts'
import { goalNotFound } from '../goals/public.ts'
import { findGoal, toWireGoal } from '../goals/public.ts'
import { requireFamilyPlan, requireMembership } from './family-guards.ts'
import { audit } from './family.queries.ts'

const GoalIdParams = z.strictObject({ id: z.uuid() })
const doc = { tag: 'family', auth: true } as const
const notFoundNote = { 404: 'NOT_FOUND: Goal not found (also a goal of someone outside the family)' }
const approvalNotes = { ...notFoundNote, 403: 'FORBIDDEN: not the family admin', 409: 'CONFLICT: the goal is not waiting for approval' }

export const childGoalDocs: RouteDoc[] = [
  {
    ...doc,
    method: 'put',
    path: '/api/family/goals/{id}',
    summary:
      'Edit a child\'s goal (the family admin, when the child\'s link gives full access, which is "view and edit goals"); audited as goal_edited',
    params: GoalIdParams,
    body: UpdateGoalRequest,
    success: { status: 200, description: 'Edited goal', schema: GoalResponse },
    errors: [400, 401, 402, 403, 404],
    errorNotes: { ...notFoundNote, 403: "FORBIDDEN: not the admin, or the child's access is not full access" },
  },
  {
    ...doc,
    method: 'post',
    path: '/api/family/goals/{id}/approve',
    summary: "Approve a child's goal that waits for approval (the family admin); audited as goal_approved",
    params: GoalIdParams,
    success: { status: 200, description: 'Approved goal', schema: GoalResponse },
    errors: [401, 402, 403, 404, 409],
    errorNotes: approvalNotes,
  },
  {
    ...doc,
    method: 'post',
    path: '/api/family/goals/{id}/decline',
    summary: 'Send a waiting goal back to the child, with an optional note (the family admin); audited as goal_declined',
    params: GoalIdParams,
    body: DeclineGoalRequest,
    success: { status: 200, description: 'Goal sent back', schema: GoalResponse },
    errors: [400, 401, 402, 403, 404, 409],
    errorNotes: approvalNotes,
  },
]

/** A goal of a member of the caller's family, with that member; anyone else's answers like an unknown one. */
async function familyGoal(db: Db | Tx, user: User, id: string) {
  const membership = await requireMembership(db, user)
  const [found] = await db.select({ goal: goals, member: familyMembers }).from(goals)
    .innerJoin(familyMembers, and(eq(familyMembers.userId, goals.userId), eq(familyMembers.familyId, membership.family.id)))
    .where(eq(goals.id, id))
  if (!found) throw goalNotFound()
  return { ...membership, ...found }
}

export function childGoalRoutes(deps: AppDeps) {
  const { database, now } = deps
  const signedIn = [deps.session, requireUser] as const
  const goalId = validParams(GoalIdParams, GOAL_MESSAGES.goalNotFound)

  /** The admin answers a waiting goal: the check, the change and its audit row are one transaction. */
  const answer = (decision: 'approve' | 'decline') => (user: User, id: string, note: string | null) => {
    const at = now()
    return database.transaction(async (tx) => {
      const { family, isAdmin, goal, member } = await familyGoal(tx, user, id)
      if (!isAdmin || member.userId === user.id) throw new AppError('FORBIDDEN', 403, FAMILY_MESSAGES.approvalAdminOnly)
      await requireFamilyPlan(tx, family, at)
      if (goal.approval !== 'pending') throw new AppError('CONFLICT', 409, FAMILY_MESSAGES.goalNotAwaiting)
      const change = decision === 'approve' ? { approval: null, approvalNote: null } : { approval: 'declined' as const, approvalNote: note }
      await tx.update(goals).set({ ...change, updatedAt: at }).where(eq(goals.id, goal.id))
      const action = decision === 'approve' ? 'goal_approved' : 'goal_declined'
      await audit(tx, { familyId: family.id, actorId: user.id, subjectId: member.userId, action, metadata: { goal: goal.title } }, at)
      return (await findGoal(tx, member.userId, goal.id))!
    })
  }
  const approve = answer('approve')
  const decline = answer('decline')

  return new Hono<SignedInEnv>()
    .put('/:id', ...signedIn, goalId, valid('json', UpdateGoalRequest), async (c) => {
      const user = c.var.user
      const at = now()
      const { family, isAdmin, goal: before, member } = await familyGoal(database.db, user, c.req.valid('param').id)
      if (
        !adminEditsGoals({ userId: user.id, isAdmin }, {
          userId: member.userId,
          relationship: member.relationshipType,
          permissionLevel: member.permissionLevel,
        })
      ) {
        throw new AppError('FORBIDDEN', 403, FAMILY_MESSAGES.editGoalsNotAllowed)
      }
      await requireFamilyPlan(database.db, family, at)
      const goal = await applyGoalEdit(database, before, c.req.valid('json'), at, {
        alongside: (tx) =>
          audit(tx, {
            familyId: family.id,
            actorId: user.id,
            subjectId: member.userId,
            action: 'goal_edited',
            metadata: { goal: before.title },
          }, at),
      })
      if (!goal) throw goalNotFound()
      return c.json(GoalResponse.parse({ goal: toWireGoal(goal) }))
    })
    .post('/:id/approve', ...signedIn, goalId, async (c) => {
      const goal = await approve(c.var.user, c.req.valid('param').id, null)
      return c.json(GoalResponse.parse({ goal: toWireGoal(goal) }))
    })
    .post('/:id/decline', ...signedIn, goalId, valid('json', DeclineGoalRequest), async (c) => {
      const goal = await decline(c.var.user, c.req.valid('param').id, c.req.valid('json').note ?? null)
      return c.json(GoalResponse.parse({ goal: toWireGoal(goal) }))
    })
}
