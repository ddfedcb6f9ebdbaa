import { timeOrderedId } from '../../db/time-ordered-id.ts'
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm'
import { type ActivityItem, FEED_PER_SOURCE, FEED_WINDOW_MS } from '@app/shared/domain/family/activity-feed.ts'
import { type AuditAction, FAMILY_MEMBER_LIMIT, FAMILY_TRIAL_DAYS } from '@app/shared/domain/family/family.ts'
import { BADGES } from '@app/shared/domain/badges.ts'
import { GAME_NAMES } from '@app/shared/domain/games/game-catalogue.ts'
import { SESSION_TYPE_LABELS } from '@app/shared/domain/training.ts'
import type { Family, FamilyMember } from '@app/shared/schemas/family.ts'
import type { Db, Tx } from '../../db/client.ts'
import { fixed, runFixed } from '../../db/fixed-sql.ts'
import {
  dailyCheckins,
  type FamilyAccountRow,
  familyAccounts,
  type FamilyMemberRow,
  familyMembers,
  gameResults,
  goals,
  trainingLogs,
  userBadges,
  users,
} from '../../db/schema/index.ts'

type Reader = Db | Tx
const DAY_MS = 24 * 60 * 60 * 1000

export type MemberWithUser = FamilyMemberRow & {
  firstName: string
  lastName: string
  email: string
  age: number | null
  accountType: string
}

/** What GET /api/family reads: the caller's membership, the family and its members' names. */
export const FAMILY_TABLES = ['family_members', 'family_accounts', 'users'] as const

/** What the family dashboard reads: the family, the admin's tier, each child's level, streak and latest activity, open asks and goals waiting. */
export const DASHBOARD_TABLES = [
  ...FAMILY_TABLES,
  'player_levels',
  'training_streaks',
  'goals',
  'training_logs',
  'game_results',
  'daily_checkins',
  'child_link_requests',
  'family_invitations',
] as const

/** What the family report reads: the family, the admin's tier, and each child's level, streak and period (playerReportView). */
export const REPORT_TABLES = [
  ...FAMILY_TABLES,
  'player_levels',
  'training_streaks',
  'goals',
  'training_logs',
  'game_results',
  'daily_checkins',
  'user_badges',
] as const

/**
 * The time zones of the children in the family the caller administers (none for anyone else), the
 * days the family pages count in.
 */
export async function childrensZones(db: Reader, adminId: string): Promise<(string | null)[]> {
  const rows = await db.select({ zone: users.timeZone }).from(familyAccounts)
    .innerJoin(familyMembers, eq(familyMembers.familyId, familyAccounts.id))
    .innerJoin(users, eq(users.id, familyMembers.userId))
    .where(
      and(eq(familyAccounts.primaryAccountId, adminId), eq(familyMembers.relationshipType, 'child'), ne(familyMembers.userId, adminId)),
    )
    .orderBy(familyMembers.userId)
  return rows.map((r) => r.zone)
}

/**
 * What a member's page reads: the family and its members, the member's consent, level, streak and
 * goals (their counts and list).
 */
export const MEMBER_TABLES = [...FAMILY_TABLES, 'parental_consents', 'player_levels', 'training_streaks', 'goals'] as const

/** The stored time zone of the person a family member id names (null when none or no such member). */
export async function memberZone(db: Reader, memberId: string): Promise<string | null> {
  const [row] = await db.select({ zone: users.timeZone }).from(familyMembers).innerJoin(users, eq(users.id, familyMembers.userId))
    .where(eq(familyMembers.id, memberId))
  return row?.zone ?? null
}

/** The caller's membership and family, or null: a person belongs to at most one family. */
export async function findMembership(db: Reader, userId: string): Promise<{ member: FamilyMemberRow; family: FamilyAccountRow } | null> {
  const [row] = await db.select({ member: familyMembers, family: familyAccounts }).from(familyMembers)
    .innerJoin(familyAccounts, eq(familyAccounts.id, familyMembers.familyId))
    .where(eq(familyMembers.userId, userId))
  return row ?? null
}

export async function listMembers(db: Reader, familyId: string): Promise<MemberWithUser[]> {
  const rows = await db.select({
    member: familyMembers,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    age: users.age,
    accountType: users.accountType,
  })
    .from(familyMembers).innerJoin(users, eq(users.id, familyMembers.userId))
    .where(eq(familyMembers.familyId, familyId)).orderBy(familyMembers.createdAt, sql`"family_members"."rowid"`)
  return rows.map(({ member, ...user }) => ({ ...member, ...user }))
}

export async function memberCount(db: Reader, familyId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(familyMembers).where(eq(familyMembers.familyId, familyId))
  return row?.n ?? 0
}

export function hasRoom(count: number): boolean {
  return count < FAMILY_MEMBER_LIMIT
}

export function toWireMember(m: MemberWithUser, family: FamilyAccountRow): FamilyMember {
  return {
    id: m.id,
    user_id: m.userId,
    first_name: m.firstName,
    last_name: m.lastName,
    relationship_type: m.relationshipType,
    permission_level: m.permissionLevel,
    birth_date: m.birthDate,
    is_admin: m.userId === family.primaryAccountId,
    goal_approval: m.goalApproval,
    push_allowed: m.pushAllowed,
  }
}

export async function familyView(db: Reader, family: FamilyAccountRow, me: FamilyMemberRow): Promise<Family> {
  const members = await listMembers(db, family.id)
  return {
    id: family.id,
    family_name: family.familyName,
    subscription_status: family.subscriptionStatus,
    trial_ends_at: new Date(family.createdAt + FAMILY_TRIAL_DAYS * DAY_MS).toISOString(),
    member_limit: FAMILY_MEMBER_LIMIT,
    role: me.userId === family.primaryAccountId ? 'admin' : 'member',
    my_member_id: me.id,
    members: members.map((m) => toWireMember(m, family)),
  }
}

/** One audit row, always inside the transaction of the action it records. */
export async function audit(
  tx: Tx,
  entry: { familyId: string; actorId: string; subjectId?: string | null; action: AuditAction; metadata?: Record<string, string> },
  at: number,
) {
  // Fixed SQL (fixed-sql.ts): every view of a member's page writes one (ADR 125).
  await runFixed(
    tx,
    fixed`insert into family_audit_log (id, family_id, parent_id, child_id, action_type, metadata, created_at)
    values (${timeOrderedId(at)}, ${entry.familyId}, ${entry.actorId}, ${entry.subjectId ?? null}, ${entry.action}, ${
      JSON.stringify(entry.metadata ?? {})
    }, ${at})`,
  )
}

/** The newest activity of each kind for the given members, within the feed's week (docs/features/family.md). */
export async function memberActivity(
  db: Reader,
  members: { userId: string; name: string; memberId: string }[],
  now: number,
): Promise<ActivityItem[]> {
  const since = now - FEED_WINDOW_MS
  const items: ActivityItem[] = []
  const badgeName = new Map(BADGES.map((b) => [b.id, b.name]))
  for (const m of members) {
    const who = { memberId: m.memberId, memberName: m.name }
    const [done, sessions, badges, checkins, games] = await Promise.all([
      db.select({ title: goals.title, at: sql<number>`${goals.completedAt}` }).from(goals)
        .where(and(eq(goals.userId, m.userId), eq(goals.status, 'completed'), gt(goals.completedAt, since))).orderBy(
          desc(goals.completedAt),
        ).limit(FEED_PER_SOURCE.goal_completed),
      db.select({ type: trainingLogs.sessionType, minutes: trainingLogs.durationMinutes, at: trainingLogs.loggedAt }).from(trainingLogs)
        .where(and(eq(trainingLogs.userId, m.userId), gt(trainingLogs.loggedAt, since))).orderBy(desc(trainingLogs.loggedAt)).limit(
          FEED_PER_SOURCE.training_session,
        ),
      db.select({ id: userBadges.badgeId, at: userBadges.earnedAt }).from(userBadges)
        .where(and(eq(userBadges.userId, m.userId), gt(userBadges.earnedAt, since))).orderBy(desc(userBadges.earnedAt)).limit(
          FEED_PER_SOURCE.badge_earned,
        ),
      db.select({ at: dailyCheckins.createdAt }).from(dailyCheckins)
        .where(and(eq(dailyCheckins.userId, m.userId), gt(dailyCheckins.createdAt, since))).orderBy(desc(dailyCheckins.createdAt)).limit(
          FEED_PER_SOURCE.checkin,
        ),
      db.select({ game: gameResults.gameId, score: gameResults.score, max: gameResults.maxScore, at: gameResults.createdAt }).from(
        gameResults,
      )
        .where(and(eq(gameResults.userId, m.userId), gt(gameResults.createdAt, since))).orderBy(desc(gameResults.createdAt)).limit(
          FEED_PER_SOURCE.game_played,
        ),
    ])
    for (const g of done) items.push({ ...who, type: 'goal_completed', description: `Completed the goal "${g.title}"`, at: g.at })
    for (const s of sessions) {
      items.push({
        ...who,
        type: 'training_session',
        description: `Logged a ${s.minutes}-minute ${SESSION_TYPE_LABELS[s.type]} session`,
        at: s.at,
      })
    }
    for (const b of badges) {
      items.push({ ...who, type: 'badge_earned', description: `Earned the ${badgeName.get(b.id) ?? b.id} badge`, at: b.at })
    }
    for (const c of checkins) items.push({ ...who, type: 'checkin', description: 'Checked in for the day', at: c.at })
    for (const r of games) {
      items.push({ ...who, type: 'game_played', description: `Played ${GAME_NAMES[r.game]}: ${r.score}/${r.max} points`, at: r.at })
    }
  }
  return items
}

/** A child's card on the dashboard: active goals and the time of the latest thing they did. */
export async function childActivitySummary(db: Reader, userId: string): Promise<{ activeGoals: number; lastActivityAt: number | null }> {
  const [row] = await db.values<[number, number | null]>(sql`select
    (select count(*) from goals where user_id = ${userId} and status = 'active'),
    max(
      coalesce((select max(logged_at) from training_logs where user_id = ${userId}), 0),
      coalesce((select max(created_at) from game_results where user_id = ${userId}), 0),
      coalesce((select max(created_at) from daily_checkins where user_id = ${userId}), 0),
      coalesce((select max(updated_at) from goals where user_id = ${userId}), 0)
    )`)
  const [activeGoals, last] = row ?? [0, 0]
  return { activeGoals: Number(activeGoals), lastActivityAt: last ? Number(last) : null }
}

export async function goalCounts(db: Reader, userId: string): Promise<{ active: number; completed: number }> {
  const [row] = await db.values<[number, number]>(sql`select
    (select count(*) from goals where user_id = ${userId} and status = 'active'),
    (select count(*) from goals where user_id = ${userId} and status = 'completed')`)
  return { active: Number(row?.[0] ?? 0), completed: Number(row?.[1] ?? 0) }
}
