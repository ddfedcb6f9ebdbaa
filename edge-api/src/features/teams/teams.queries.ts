import { and, between, desc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm'
import { consentGivenBy } from '@app/shared/domain/family/parental-consent.ts'
import { gamePoints } from '@app/shared/domain/games/game-level.ts'
import { type CalendarDay } from '@app/shared/domain/calendar-day.ts'
import { cheerText } from '@app/shared/domain/teams/cheers.ts'
import { leagueTable, teamName, weekDays, weekStartOf } from '@app/shared/domain/teams/league.ts'
import type { LeagueResponse, ReceivedCheer } from '@app/shared/schemas/teams.ts'
import type { Db, Tx } from '../../db/client.ts'
import {
  familyMembers,
  gameResults,
  parentalConsents,
  teamCheers,
  teamDrillAssignments,
  type TeamGroupRow,
  teamGroups,
  type TeamMemberRow,
  teamMembers,
  trainingLogs,
  users,
} from '../../db/schema/index.ts'
import { dayIn } from '../account/public.ts'
import { consentRecord, findMembership } from '../family/public.ts'

type Reader = Db | Tx
const DAY_MS = 24 * 60 * 60 * 1000

export type TeamMemberWithName = TeamMemberRow & { firstName: string; lastName: string }

export async function findGroup(db: Reader, groupId: string): Promise<TeamGroupRow | null> {
  const [row] = await db.select().from(teamGroups).where(eq(teamGroups.id, groupId))
  return row ?? null
}

export async function groupMembers(db: Reader, groupId: string): Promise<TeamMemberWithName[]> {
  const rows = await db.select({ member: teamMembers, firstName: users.firstName, lastName: users.lastName })
    .from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.groupId, groupId)).orderBy(teamMembers.joinedAt, teamMembers.id)
  // The coach first, then in joining order; people who joined in the same millisecond by name.
  return rows.map(({ member, ...names }) => ({ ...member, ...names })).sort((a, b) =>
    Number(b.role === 'coach') - Number(a.role === 'coach') || a.joinedAt - b.joinedAt || a.firstName.localeCompare(b.firstName)
  )
}

/**
 * Whether `parentId` is `childId`'s parent for teams: the parent whose consent protects the child
 * (under 13), or the administrator of the family the child belongs to as a child.
 */
export async function isParentOf(db: Reader, parentId: string, childId: string, at: number): Promise<boolean> {
  if (parentId === childId) return false
  if (consentGivenBy(await consentRecord(db, childId), parentId, at)) return true
  const membership = await findMembership(db, childId)
  return membership !== null && membership.member.relationshipType === 'child' && membership.family.primaryAccountId === parentId
}

/** The group's day and week: Monday to Sunday in the time zone recorded on the group. */
export function groupWeek(group: TeamGroupRow, at: number): { today: CalendarDay; weekStart: CalendarDay; days: CalendarDay[] } {
  const today = dayIn(group.timeZone, at)
  const weekStart = weekStartOf(today)
  return { today, weekStart, days: weekDays(weekStart) }
}

/**
 * The weekly table from recorded rows: each active player's training XP (the xp_earned of the
 * sessions whose day falls in the week) and game points (gamePoints over the plays finished in the
 * week, by the group's calendar). The coach is not a player and is not listed.
 */
export async function weeklyLeague(
  db: Reader,
  group: TeamGroupRow,
  at: number,
  later: (createdAt: number) => void = () => {},
): Promise<LeagueResponse> {
  const { weekStart, days } = groupWeek(group, at)
  const players = (await groupMembers(db, group.id)).filter((m) => m.status === 'active' && m.role === 'member')
  const ids = players.map((p) => p.userId)
  const xp = new Map<string, number>()
  const plays = new Map<string, { score: number }[]>()
  if (ids.length > 0) {
    const logs = await db.select({ userId: trainingLogs.userId, xp: sql<number>`sum(${trainingLogs.xpEarned})` }).from(trainingLogs)
      .where(and(inArray(trainingLogs.userId, ids), between(trainingLogs.day, days[0]!, days[6]!))).groupBy(trainingLogs.userId)
    for (const row of logs) xp.set(row.userId, Number(row.xp))
    // A day either side of the week's UTC bounds covers every time zone; the group's day decides.
    const from = Date.parse(`${weekStart}T00:00:00Z`) - DAY_MS
    const to = Date.parse(`${days[6]}T00:00:00Z`) + 2 * DAY_MS
    const results = await db.select({ userId: gameResults.userId, score: gameResults.score, createdAt: gameResults.createdAt })
      .from(gameResults).where(and(inArray(gameResults.userId, ids), gte(gameResults.createdAt, from), lte(gameResults.createdAt, to)))
    for (const r of results) {
      if (!days.includes(dayIn(group.timeZone, r.createdAt))) continue
      // A play stamped after `at` counts from its moment on: a kept table ends then (answerGoodUntil).
      if (r.createdAt > at) {
        later(r.createdAt)
        continue
      }
      plays.set(r.userId, [...(plays.get(r.userId) ?? []), r])
    }
  }
  const rows = leagueTable(players.map((p) => ({
    memberId: p.id,
    name: teamName(p.firstName, p.lastName),
    trainingXp: xp.get(p.userId) ?? 0,
    gamePoints: gamePoints(plays.get(p.userId) ?? []),
  })))
  return {
    week_start: weekStart,
    rows: rows.map((r) => ({
      member_id: r.memberId,
      name: r.name,
      training_xp: r.trainingXp,
      game_points: r.gamePoints,
      points: r.points,
      rank: r.rank,
      tier: r.tier,
    })),
  }
}

/** The newest cheers a person received in a group (names as the team shows them). */
export async function cheersReceived(db: Reader, groupId: string, userId: string): Promise<ReceivedCheer[]> {
  const rows = await db.select({
    id: teamCheers.id,
    phraseId: teamCheers.phraseId,
    createdAt: teamCheers.createdAt,
    firstName: users.firstName,
    lastName: users.lastName,
  }).from(teamCheers).innerJoin(users, eq(users.id, teamCheers.fromUserId))
    .where(and(eq(teamCheers.groupId, groupId), eq(teamCheers.toUserId, userId))).orderBy(desc(teamCheers.createdAt)).limit(20)
  return rows.map((r) => ({
    id: r.id,
    from: teamName(r.firstName, r.lastName),
    phrase_id: r.phraseId,
    text: cheerText(r.phraseId) ?? '',
    at: new Date(r.createdAt).toISOString(),
  }))
}

export async function cheersSentOn(db: Reader, userId: string, groupId: string, day: CalendarDay): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(teamCheers)
    .where(and(eq(teamCheers.fromUserId, userId), eq(teamCheers.groupId, groupId), eq(teamCheers.day, day)))
  return Number(row?.n ?? 0)
}

/** Groups the person is in (any state but removed), or follows as the parent of a member. */
export async function groupsFor(db: Reader, userId: string) {
  return db.select({ group: teamGroups, member: teamMembers }).from(teamMembers).innerJoin(
    teamGroups,
    eq(teamGroups.id, teamMembers.groupId),
  )
    .where(and(eq(teamMembers.userId, userId), ne(teamMembers.status, 'removed'))).orderBy(teamGroups.createdAt)
}

/** The people `parentId` is parent of for teams (isParentOf's two ways, found from the parent's side). */
export async function childrenOf(db: Reader, parentId: string, at: number): Promise<string[]> {
  const consented = await db.selectDistinct({ id: parentalConsents.childUserId }).from(parentalConsents)
    .where(eq(parentalConsents.approvedBy, parentId))
  const family = await findMembership(db, parentId)
  const inFamily = family && family.family.primaryAccountId === parentId
    ? await db.select({ id: familyMembers.userId }).from(familyMembers)
      .where(and(eq(familyMembers.familyId, family.family.id), eq(familyMembers.relationshipType, 'child')))
    : []
  const candidates = [...new Set([...consented, ...inFamily].map((r) => r.id))]
  const out: string[] = []
  for (const id of candidates) if (await isParentOf(db, parentId, id, at)) out.push(id)
  return out
}

/** What the team reads read: the groups and memberships, who is whose parent (childrenOf), and names. */
export const TEAM_LIST_TABLES = ['team_groups', 'team_members', 'parental_consents', 'family_members', 'family_accounts', 'users'] as const

/** What a team's page reads besides: the league's training and plays, cheers and the week's drills. */
export const TEAM_TABLES = [...TEAM_LIST_TABLES, 'training_logs', 'game_results', 'team_cheers', 'team_drill_assignments'] as const

/**
 * The first moment after `at` when a consent `parentId` gave stops covering its child: from then
 * on childrenOf can answer differently, so a kept answer that asked it ends there.
 */
export async function parentCoverEnds(db: Reader, parentId: string, at: number): Promise<number | null> {
  const [row] = await db.select({ end: sql<number | null>`min(${parentalConsents.coversUntil})` }).from(parentalConsents)
    .where(and(eq(parentalConsents.approvedBy, parentId), gt(parentalConsents.coversUntil, at)))
  return row?.end ?? null
}

/** Every live membership of the children `parentId` is parent of (the groups they follow). */
export async function childMemberships(db: Reader, parentId: string, at: number) {
  const children = await childrenOf(db, parentId, at)
  if (children.length === 0) return []
  return db.select({ group: teamGroups, member: teamMembers }).from(teamMembers).innerJoin(
    teamGroups,
    eq(teamGroups.id, teamMembers.groupId),
  )
    .where(and(inArray(teamMembers.userId, children), ne(teamMembers.status, 'removed'), eq(teamMembers.role, 'member')))
}

/**
 * The drill slugs the coaches of the player's active teams set for the week starting `weekStart`
 * (docs/features/family.md "Team groups and the weekly league"), sorted, each once.
 */
export async function assignedDrillsForWeek(db: Reader, userId: string, weekStart: CalendarDay): Promise<string[]> {
  const rows = await db.selectDistinct({ slug: teamDrillAssignments.drillSlug }).from(teamDrillAssignments)
    .innerJoin(teamMembers, eq(teamMembers.groupId, teamDrillAssignments.groupId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active'), eq(teamDrillAssignments.weekStart, weekStart)))
  return rows.map((r) => r.slug).sort()
}

export async function groupDrills(db: Reader, groupId: string, weekStart: CalendarDay): Promise<string[]> {
  const rows = await db.select({ slug: teamDrillAssignments.drillSlug }).from(teamDrillAssignments)
    .where(and(eq(teamDrillAssignments.groupId, groupId), eq(teamDrillAssignments.weekStart, weekStart))).orderBy(
      teamDrillAssignments.createdAt,
    )
  return rows.map((r) => r.slug)
}
