import { and, eq } from 'drizzle-orm'
import { type ActivityItem, mergeFeed } from '@app/shared/domain/family/activity-feed.ts'
import type { Db } from '../../db/client.ts'
import { familyAccounts } from '../../db/schema/index.ts'
import { familyPlanActive } from '../family/public.ts'
import { listMembers, memberActivity } from '../family/public.ts'
import { pendingApprovals } from '../family/public.ts'
import type { WaitingGoalLine } from '../../mail/reminder-mail.ts'

/**
 * What a family admin's children did since `since`, newest first: the family feed's items (the
 * same query and merge as GET /api/family/activity), while the family's plan lets the admin follow
 * them. Nothing for anyone who administers no family.
 */
export async function familyNews(db: Db, adminId: string, since: number, at: number): Promise<ActivityItem[]> {
  const [family] = await db.select().from(familyAccounts).where(and(eq(familyAccounts.primaryAccountId, adminId)))
  if (!family || !(await familyPlanActive(db, family, at))) return []
  const children = (await listMembers(db, family.id)).filter((m) => m.relationshipType === 'child' && m.userId !== adminId)
  if (children.length === 0) return []
  const items = await memberActivity(db, children.map((m) => ({ userId: m.userId, memberId: m.id, name: m.firstName })), at)
  return mergeFeed(items, at).filter((i) => i.at > since)
}

/** The children's goals waiting for this admin's approval, while the family's plan is active. */
export async function waitingApprovals(db: Db, adminId: string, at: number): Promise<WaitingGoalLine[]> {
  const [family] = await db.select().from(familyAccounts).where(eq(familyAccounts.primaryAccountId, adminId))
  if (!family || !(await familyPlanActive(db, family, at))) return []
  return (await pendingApprovals(db, family.id)).map((a) => ({ memberName: a.first_name, title: a.goal.title }))
}
