import { and, desc, eq, max, sql } from 'drizzle-orm'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import type { Db, Tx } from '../../db/client.ts'
import { dailyCheckins, userBadges } from '../../db/schema/index.ts'

type Reader = Db | Tx

/** badge id → when the player earned it. */
export async function earnedBadges(db: Reader, userId: string): Promise<Map<string, number>> {
  const rows = await db.select({ id: userBadges.badgeId, at: userBadges.earnedAt }).from(userBadges).where(eq(userBadges.userId, userId))
    .orderBy(desc(userBadges.earnedAt))
  return new Map(rows.map((r) => [r.id, r.at]))
}

/** The player's latest check-in day and how many they have made. */
export async function checkInSummary(db: Reader, userId: string): Promise<{ lastDay: CalendarDay | null; total: number }> {
  const [row] = await db.select({ lastDay: max(dailyCheckins.day), total: sql<number>`count(*)` }).from(dailyCheckins).where(
    eq(dailyCheckins.userId, userId),
  )
  return { lastDay: row?.lastDay ?? null, total: Number(row?.total ?? 0) }
}

/** Whether the player has a check-in on that calendar day. */
export async function checkInOnDay(db: Reader, userId: string, day: CalendarDay): Promise<boolean> {
  const [row] = await db.select({ day: dailyCheckins.day }).from(dailyCheckins).where(
    and(eq(dailyCheckins.userId, userId), eq(dailyCheckins.day, day)),
  )
  return row !== undefined
}

export async function insertCheckIn(tx: Reader, userId: string, day: CalendarDay, at: number): Promise<void> {
  await tx.insert(dailyCheckins).values({ userId, day, createdAt: at })
}

export type JourneyRow = { id: string; kind: string; value: number | null; label: string; occurred_at: number }

/**
 * One page of the timeline, newest first: milestones, badges and completed goals in one query.
 * A goal's completion time is its updated_at: completing is the last change a goal can get.
 * Entries of the same moment list what was earned above what earned it (the badge above the goal).
 */
export async function journeyPage(db: Reader, userId: string, offset: number, limit: number): Promise<JourneyRow[]> {
  const [row] = await db.values<[string]>(sql`select json_group_array(json_object(
      'id', id, 'kind', kind, 'value', value, 'label', label, 'occurred_at', occurred_at)) as list from (
    select id, kind, value, label, occurred_at from (
      select id, kind, value, '' as label, occurred_at, 1 as rank from journey_milestones where user_id = ${userId}
      union all
      select 'badge:' || badge_id, 'badge_earned', null, badge_id, earned_at, 0 from user_badges where user_id = ${userId}
      union all
      select id, 'goal_completed', null, title, completed_at, 2 from goals where user_id = ${userId} and status = 'completed'
    ) order by occurred_at desc, rank, id desc limit ${limit} offset ${offset})`)
  return JSON.parse(row?.[0] ?? '[]') as JourneyRow[]
}
