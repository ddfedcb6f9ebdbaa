import { and, between, eq, sql } from 'drizzle-orm'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import type { TrainingLog } from '@app/shared/schemas/progress.ts'
import type { Db, Tx } from '../../db/client.ts'
import { fixed, valuesFixed } from '../../db/fixed-sql.ts'
import { type TrainingLogRow, trainingLogs } from '../../db/schema/index.ts'

type Reader = Db | Tx

export function toWireLog(row: TrainingLogRow): TrainingLog {
  return {
    id: row.id,
    session_type: row.sessionType,
    skill_focus: row.skillFocus,
    duration_minutes: row.durationMinutes,
    energy_level: row.energyLevel,
    notes: row.notes,
    xp_earned: row.xpEarned,
    day: row.day,
    logged_at: new Date(row.loggedAt).toISOString(),
  }
}

// One JSON cell for the list, like the goals list: per-cell conversion is the driver's cost.
const logJson = sql`json_object('id', id, 'session_type', session_type, 'skill_focus', json(skill_focus),
  'duration_minutes', duration_minutes, 'energy_level', energy_level, 'notes', notes, 'xp_earned', xp_earned,
  'day', day, 'logged_at', logged_at)`

/** The player's latest sessions, newest first (by logged_at descending, with a limit). */
export async function listRecentLogs(db: Reader, userId: string, limit: number): Promise<TrainingLog[]> {
  const [row] = await db.values<[string]>(sql`select json_group_array(${logJson}) as list from (
    select * from ${trainingLogs} where user_id = ${userId} order by logged_at desc, id desc limit ${limit})`)
  const list = JSON.parse(row?.[0] ?? '[]') as Array<Omit<TrainingLog, 'logged_at'> & { logged_at: number }>
  return list.map((l) => ({ ...l, logged_at: new Date(l.logged_at).toISOString() }))
}

export type DayTotals = { day: CalendarDay; minutes: number; sessions: number; xp: number; energySum: number }

/** Minutes, sessions, XP and energy per calendar day from `from` to `to` (both included). */
export async function totalsByDay(db: Reader, userId: string, from: CalendarDay, to: CalendarDay): Promise<DayTotals[]> {
  const [row] = await db
    .select({
      list: sql<string>`json_group_array(json_array(day, minutes, sessions, xp, energy))`,
    })
    .from(
      db
        .select({
          day: trainingLogs.day,
          minutes: sql`sum(${trainingLogs.durationMinutes})`.as('minutes'),
          sessions: sql`count(*)`.as('sessions'),
          xp: sql`sum(${trainingLogs.xpEarned})`.as('xp'),
          energy: sql`sum(${trainingLogs.energyLevel})`.as('energy'),
        })
        .from(trainingLogs)
        .where(and(eq(trainingLogs.userId, userId), between(trainingLogs.day, from, to)))
        .groupBy(trainingLogs.day)
        .as('per_day'),
    )
  const list = JSON.parse(row?.list ?? '[]') as Array<[CalendarDay, number, number, number, number]>
  return list.map(([day, minutes, sessions, xp, energySum]) => ({ day, minutes, sessions, xp, energySum }))
}

/** Minutes the player has logged on one of their calendar days (what the daily cap counts). */
export async function minutesOnDay(db: Reader, userId: string, day: CalendarDay): Promise<number> {
  // Fixed SQL (fixed-sql.ts): every Log Training asks this, and building it cost more than running it.
  const [row] = await valuesFixed<[number]>(
    db,
    fixed`select coalesce(sum(duration_minutes), 0) from training_logs where user_id = ${userId} and day = ${day}`,
  )
  return Number(row?.[0] ?? 0)
}
