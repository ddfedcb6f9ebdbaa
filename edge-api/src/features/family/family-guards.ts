import { createMiddleware } from 'hono/factory'
import { FAMILY_TRIAL_DAYS } from '@app/shared/domain/family/family.ts'
import { PAID_FEATURES, tierAllows } from '@app/shared/domain/billing/tier-features.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/index.ts'
import type { User } from '@app/shared/schemas/user.ts'
import type { SubscriptionTier } from '@app/shared/domain/account.ts'
import type { Db, Tx } from '../../db/client.ts'
import type { FamilyAccountRow, FamilyMemberRow } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { findMembership } from './family.queries.ts'

/** requireUser with each action's own refusal ('Must be logged in to …'). */
export function signedInFor(message: string) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    if (!c.var.user || !c.var.sessionId) throw new AppError('UNAUTHENTICATED', 401, message)
    await next()
  })
}

export type Membership = { member: FamilyMemberRow; family: FamilyAccountRow; isAdmin: boolean }

/** The caller's family; none answers 404 'Must have family account'. */
export async function requireMembership(db: Db | Tx, user: User): Promise<Membership> {
  const found = await findMembership(db, user.id)
  if (!found) throw new AppError('NOT_FOUND', 404, FAMILY_MESSAGES.mustHaveFamily)
  return { ...found, isAdmin: found.family.primaryAccountId === user.id }
}

/** The caller's family when they administer it; a member gets 403 with the action's own message. */
export async function requireAdmin(db: Db | Tx, user: User, deniedMessage: string): Promise<Membership> {
  const membership = await requireMembership(db, user)
  if (!membership.isAdmin) throw new AppError('FORBIDDEN', 403, deniedMessage)
  return membership
}

const TRIAL_MS = FAMILY_TRIAL_DAYS * 24 * 60 * 60 * 1000

/** When the family's free trial ends: a kept answer that relied on it ends then (answerGoodUntil). */
export function trialEndsAt(family: FamilyAccountRow): number {
  return family.createdAt + TRIAL_MS
}

/**
 * Following children is the Parent plan's (docs/features/family.md): free during the family's 7-day trial, then only
 * while the admin is on Parent. Managing the family (settings, removing members, the audit trail)
 * stays open on every tier, so a parent can always take their family's data out.
 */
export async function requireFamilyPlan(db: Db | Tx, family: FamilyAccountRow, now: number): Promise<void> {
  if (!(await familyPlanActive(db, family, now))) throw new AppError('PAYMENT_REQUIRED', 402, PAID_FEATURES.familyDashboard.message)
}

/** The rule requireFamilyPlan enforces, as a question (the family reminder asks it too). */
export async function familyPlanActive(db: Db | Tx, family: FamilyAccountRow, now: number): Promise<boolean> {
  if (now < family.createdAt + TRIAL_MS) return true
  const [admin] = await db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, family.primaryAccountId))
  return familyPlanActiveFor(family.createdAt, admin?.tier, now)
}

/** familyPlanActive's rule on what it reads: when the family began, and its admin's tier (undefined: no admin). */
export function familyPlanActiveFor(familyCreatedAt: number, adminTier: SubscriptionTier | undefined, now: number): boolean {
  if (now < familyCreatedAt + TRIAL_MS) return true
  return adminTier !== undefined && tierAllows(adminTier, 'familyDashboard')
}
