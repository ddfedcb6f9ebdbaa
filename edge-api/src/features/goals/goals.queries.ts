import { and, asc, eq, gte, sql } from 'drizzle-orm'
import type { SubscriptionTier } from '@app/shared/domain/account.ts'
import { GOAL_LIMITS, type GoalStatus } from '@app/shared/domain/goals.ts'
import type { Goal, PlannedSession, UpcomingSession } from '@app/shared/schemas/goals.ts'
import type { Db, Tx } from '../../db/client.ts'
import { fixed, repeated, runFixed, valuesFixed } from '../../db/fixed-sql.ts'
import { type GoalRow, goals, type PlannedSessionRow, plannedSessions } from '../../db/schema/index.ts'

type Reader = Db | Tx

/**
 * The wire shape (shared Goal schema). Not parsed here: the route parses the whole answer once
 * through the response schema, which matters for a list of many goals.
 */
export function toWireGoal(row: GoalRow): Goal {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    description: row.description,
    pillar: row.pillar,
    goal_type: row.goalType,
    target_date: row.targetDate,
    status: row.status,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
    completed_at: row.completedAt === null ? null : new Date(row.completedAt).toISOString(),
    approval: row.approval,
    approval_note: row.approvalNote,
  }
}

export function toWirePlannedSession(row: PlannedSessionRow): PlannedSession {
  return {
    id: row.id,
    goal_id: row.goalId,
    session_date: row.sessionDate,
    start_time: row.startTime,
    duration: row.duration,
    notes: row.notes,
    completed: row.completed,
    created_at: new Date(row.createdAt).toISOString(),
  }
}

// One JSON column for the whole list: @libsql/client converts every cell of a result row at about
// 10 µs each, so 50 goals as 500 cells took ~1.7 ms here, and as one aggregated
// JSON text ~0.3 ms. Timestamps stay epoch ms inside SQLite and become ISO strings below.
// The list is ordered in a subquery and aggregated outside it: an ORDER BY inside the aggregate
// needs SQLite 3.44, and the Turso engine of a replica (db/replica) has no such form.
const goalJson = sql.raw(`json_object(
  'id', id, 'user_id', user_id, 'title', title, 'description', description,
  'pillar', pillar, 'goal_type', goal_type, 'target_date', target_date, 'status', status,
  'created_at', created_at, 'updated_at', updated_at, 'completed_at', completed_at, 'approval', approval, 'approval_note', approval_note)`)

/** The owner's goals, newest first; the id breaks ties (goals saved together share created_at). */
export async function listGoals(db: Reader, userId: string, status?: GoalStatus): Promise<Goal[]> {
  const where = and(eq(goals.userId, userId), status ? eq(goals.status, status) : undefined)
  const [row] = await db.values<[string]>(sql`select json_group_array(${goalJson}) as list from (
    select * from ${goals} where ${where} order by ${goals.createdAt} desc, ${goals.id} desc)`)
  type Stored = Omit<Goal, 'created_at' | 'updated_at' | 'completed_at'> & {
    created_at: number
    updated_at: number
    completed_at: number | null
  }
  const list = JSON.parse(row?.[0] ?? '[]') as Stored[]
  const iso = (ms: number) => new Date(ms).toISOString()
  return list.map((g) => ({
    ...g,
    created_at: iso(g.created_at),
    updated_at: iso(g.updated_at),
    completed_at: g.completed_at === null ? null : iso(g.completed_at),
  }))
}

/** Always scoped by owner: another person's id finds nothing, exactly like an unknown one. */
export async function findGoal(db: Reader, userId: string, id: string): Promise<GoalRow | null> {
  const [row] = await db.select().from(goals).where(and(eq(goals.id, id), eq(goals.userId, userId)))
  return row ?? null
}

export async function listPlannedSessions(db: Reader, userId: string, goalId: string): Promise<PlannedSession[]> {
  const rows = await db
    .select()
    .from(plannedSessions)
    .where(and(eq(plannedSessions.goalId, goalId), eq(plannedSessions.userId, userId)))
    .orderBy(asc(plannedSessions.sessionDate), asc(plannedSessions.startTime), asc(plannedSessions.id))
  return rows.map(toWirePlannedSession)
}

/**
 * The next sessions the player planned for active goals, from `today` (their calendar) on, soonest
 * first; sessions already marked done are left out.
 */
export async function listUpcomingSessions(db: Reader, userId: string, today: string, limit: number): Promise<UpcomingSession[]> {
  const rows = await db
    .select({
      id: plannedSessions.id,
      goal_id: plannedSessions.goalId,
      goal_title: goals.title,
      pillar: goals.pillar,
      session_date: plannedSessions.sessionDate,
      start_time: plannedSessions.startTime,
      duration: plannedSessions.duration,
      notes: plannedSessions.notes,
    })
    .from(plannedSessions)
    .innerJoin(goals, and(eq(goals.id, plannedSessions.goalId), eq(goals.userId, userId), eq(goals.status, 'active')))
    .where(and(eq(plannedSessions.userId, userId), eq(plannedSessions.completed, false), gte(plannedSessions.sessionDate, today)))
    .orderBy(asc(plannedSessions.sessionDate), asc(plannedSessions.startTime), asc(plannedSessions.id))
    .limit(limit)
  return rows
}

export async function countPlannedSessions(db: Reader, userId: string, goalId: string): Promise<number> {
  return db.$count(plannedSessions, and(eq(plannedSessions.goalId, goalId), eq(plannedSessions.userId, userId)))
}

/** Marks a planned session done (it leaves Upcoming Sessions). False when the caller has no such session. */
export async function markPlannedSessionDone(tx: Reader, userId: string, id: string): Promise<boolean> {
  const done = await tx
    .update(plannedSessions)
    .set({ completed: true })
    .where(and(eq(plannedSessions.id, id), eq(plannedSessions.userId, userId)))
    .returning({ id: plannedSessions.id })
  return done.length > 0
}

/** The caller's planned session with its goal's status (the rules for changing it need both). */
export async function findPlannedSession(
  db: Reader,
  userId: string,
  id: string,
): Promise<{ session: PlannedSessionRow; goalStatus: GoalStatus } | null> {
  const [row] = await db
    .select({ session: plannedSessions, goalStatus: goals.status })
    .from(plannedSessions)
    .innerJoin(goals, and(eq(goals.id, plannedSessions.goalId), eq(goals.userId, userId)))
    .where(and(eq(plannedSessions.id, id), eq(plannedSessions.userId, userId)))
  return row ?? null
}

export type PlannedSessionEdit = Pick<PlannedSessionRow, 'sessionDate' | 'startTime' | 'duration' | 'notes'>

/** Rewrites a planned session's day, time, minutes and notes (never its goal, owner or done mark). */
export async function updatePlannedSession(tx: Tx, userId: string, id: string, edit: PlannedSessionEdit): Promise<void> {
  await tx.update(plannedSessions).set(edit).where(and(eq(plannedSessions.id, id), eq(plannedSessions.userId, userId)))
}

/** Takes a planned session off the plan. False when the caller has no such session. */
export async function deletePlannedSession(tx: Tx, userId: string, id: string): Promise<boolean> {
  const gone = await tx
    .delete(plannedSessions)
    .where(and(eq(plannedSessions.id, id), eq(plannedSessions.userId, userId)))
    .returning({ id: plannedSessions.id })
  return gone.length > 0
}

/**
 * What the tier rule needs, in one statement: the plan and how many goals are active now, counted
 * up to one past the free tier's limit (canAddActiveGoals answers the same for any count beyond
 * it), so a player with thousands of goals is not read in full on every goal write. Fixed SQL, as
 * the insert below: both run in every goal-creating transaction.
 */
export async function activeGoalAllowance(tx: Reader, userId: string): Promise<{ tier: SubscriptionTier; active: number }> {
  const [row] = await valuesFixed<[SubscriptionTier, number]>(
    tx,
    fixed`select subscription_tier,
      (select count(*) from (select 1 from goals where user_id = ${userId} and status = 'active' limit ${GOAL_LIMITS.freeActiveGoals + 1}))
    from users where id = ${userId}`,
  )
  return { tier: row?.[0] ?? 'free', active: Number(row?.[1] ?? 0) }
}

// One goal's placeholders, in the column order of the statement.
const goalInsert = repeated(
  'insert into goals (id, user_id, title, description, pillar, goal_type, target_date, status, created_at, updated_at, completed_at, approval, approval_note) values ',
  ['(', ...Array<string>(12).fill(', '), ')'],
  '',
)

export async function insertGoals(tx: Reader, rows: GoalRow[]): Promise<void> {
  if (rows.length === 0) return
  await runFixed(tx, {
    strings: goalInsert(rows.length),
    params: rows.flatMap((g) => [
      g.id,
      g.userId,
      g.title,
      g.description,
      g.pillar,
      g.goalType,
      g.targetDate,
      g.status,
      g.createdAt,
      g.updatedAt,
      g.completedAt,
      g.approval,
      g.approvalNote,
    ]),
  })
}

export async function insertPlannedSessions(tx: Reader, rows: PlannedSessionRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(plannedSessions).values(rows)
}

export async function markGoalCompleted(tx: Reader, userId: string, id: string, now: number): Promise<void> {
  await tx
    .update(goals)
    .set({ status: 'completed', updatedAt: now, completedAt: now })
    .where(and(eq(goals.id, id), eq(goals.userId, userId), eq(goals.status, 'active')))
}

/** Undoes a completion: the goal is active again and no longer counts as completed anywhere. */
export async function markGoalActive(tx: Reader, userId: string, id: string, now: number): Promise<void> {
  await tx
    .update(goals)
    .set({ status: 'active', updatedAt: now, completedAt: null })
    .where(and(eq(goals.id, id), eq(goals.userId, userId), eq(goals.status, 'completed')))
}

export type GoalEdit = Pick<GoalRow, 'title' | 'description' | 'pillar' | 'goalType' | 'targetDate'> & Partial<Pick<GoalRow, 'approval'>>

/** Rewrites a goal's own fields (never its owner, status or creation time), and its approval when the edit asks again. */
export async function updateGoal(tx: Tx, userId: string, id: string, edit: GoalEdit, now: number): Promise<void> {
  await tx.update(goals).set({ ...edit, updatedAt: now }).where(and(eq(goals.id, id), eq(goals.userId, userId)))
}

/**
 * Deletes a goal and its planned sessions. The foreign key cascades too; deleting the sessions by
 * name keeps the outcome independent of the connection's foreign_keys setting.
 * Returns false when the caller owns no such goal.
 */
export async function deleteGoal(tx: Tx, userId: string, id: string): Promise<boolean> {
  if (!(await findGoal(tx, userId, id))) return false
  await tx.delete(plannedSessions).where(and(eq(plannedSessions.goalId, id), eq(plannedSessions.userId, userId)))
  await tx.delete(goals).where(and(eq(goals.id, id), eq(goals.userId, userId)))
  return true
}
