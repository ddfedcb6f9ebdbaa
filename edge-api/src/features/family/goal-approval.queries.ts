import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import { type GoalApproval, newGoalApproval } from '@app/shared/domain/family/goal-approval.ts'
import type { GoalApprovalView } from '@app/shared/schemas/family.ts'
import type { SubscriptionTier } from '@app/shared/domain/account.ts'
import type { Db, Tx } from '../../db/client.ts'
import { fixed, valuesFixed } from '../../db/fixed-sql.ts'
import { familyMembers, goals, users } from '../../db/schema/index.ts'
import { toWireGoal } from '../goals/public.ts'
import { familyPlanActiveFor } from './family-guards.ts'
import { findMembership } from './family.queries.ts'

type Reader = Db | Tx

/**
 * Whether a player's new goals wait for approval now. Read in the transaction that inserts them,
 * so an admin turning approval on cannot slip between the check and the insert.
 */
export async function approvalForNewGoals(tx: Reader, userId: string, at: number): Promise<GoalApproval> {
  // One fixed statement for the membership, its family and the admin's tier: this runs in every
  // transaction that creates goals, and drizzle building the two-table join cost more than the rest
  // of creating a goal (docs/benchmarks.md).
  const [row] = await valuesFixed<[number, string, string, number, SubscriptionTier | null]>(
    tx,
    fixed`select m.goal_approval, m.relationship_type, f.primary_account_id, f.created_at, u.subscription_tier
    from family_members m join family_accounts f on f.id = m.family_id left join users u on u.id = f.primary_account_id
    where m.user_id = ${userId}`,
  )
  if (!row?.[0]) return null
  const [, relationship, primaryAccountId, familyCreatedAt, adminTier] = row
  const member = { relationship, goalApproval: true, isAdmin: primaryAccountId === userId }
  return newGoalApproval(member, familyPlanActiveFor(familyCreatedAt, adminTier ?? undefined, at))
}

/**
 * Who to tell that a child's goal waits: the family admin's email, and the child's full name (which
 * is also how deleting the child's account finds this mail: features/account/personal-data.ts).
 */
export async function approvalRecipient(db: Reader, childId: string): Promise<{ to: string; childName: string } | null> {
  const found = await findMembership(db, childId)
  if (!found) return null
  const [row] = await db.select({ to: users.email }).from(users).where(eq(users.id, found.family.primaryAccountId))
  const [child] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, childId))
  return row && child ? { to: row.to, childName: `${child.first} ${child.last}` } : null
}

/**
 * Nothing is awaited any more for this player's goals: approval was turned off, or the child left
 * or was removed from the family. Goals that waited, or were sent back, are the child's to complete.
 */
export async function releaseGoals(tx: Tx, userId: string): Promise<void> {
  await tx.update(goals).set({ approval: null, approvalNote: null }).where(and(eq(goals.userId, userId), isNotNull(goals.approval)))
}

/** The goals of a family's members that wait for the admin, oldest first (the first asked, first answered). */
export async function pendingApprovals(db: Reader, familyId: string): Promise<GoalApprovalView[]> {
  const rows = await db.select({ goal: goals, memberId: familyMembers.id, firstName: users.firstName }).from(goals)
    .innerJoin(familyMembers, and(eq(familyMembers.userId, goals.userId), eq(familyMembers.familyId, familyId)))
    .innerJoin(users, eq(users.id, goals.userId))
    .where(eq(goals.approval, 'pending'))
    // Goals saved together (the wizard) share a time: the row order keeps them as the child listed them.
    .orderBy(asc(goals.updatedAt), sql`"goals"."rowid"`)
  return rows.map((r) => ({ goal: toWireGoal(r.goal), member_id: r.memberId, first_name: r.firstName }))
}
