import { and, eq, gte, inArray, lte } from 'drizzle-orm'
import { addDays, type CalendarDay } from '@app/shared/domain/calendar-day.ts'
import type { Drill } from '@app/shared/domain/drills/drill.ts'
import type { Position, TrainingAvailability } from '@app/shared/domain/account.ts'
import type { AgeGroup } from '@app/shared/domain/age-group.ts'
import {
  buildWeekPlan,
  placeAssigned,
  PLAN_SESSION_TYPE,
  type PlanSession,
  replanMissed,
  sessionSentence,
  type WeekPlan,
  weekStartOf,
} from '@app/shared/domain/weekly-plan/week-plan.ts'
import type { PlanSessionView, WeeklyPlanResponse } from '@app/shared/schemas/weekly-plan.ts'
import type { Db, Tx } from '../../db/client.ts'
import { fixed, runFixed, valuesFixed } from '../../db/fixed-sql.ts'
import { goals, trainingLogs, users, weeklyPlans, type WeeklyPlanSessionRow, weeklyPlanSessions } from '../../db/schema/index.ts'
import { dayIn, findTimeZone } from '../account/public.ts'
import { DRILLS } from '../drills/public.ts'
import { assignedDrillsForWeek } from '../teams/public.ts'

type Reader = Db | Tx
type Profile = { availability: TrainingAvailability; position: Position; ageGroup: AgeGroup }

/**
 * This week's plan as stored, and what a read must store first: a week not built yet, missed
 * sessions to move, drills a coach assigned after the week was built.
 */
type WeekState = {
  today: CalendarDay
  weekStart: CalendarDay
  profile: Profile
  built: boolean
  rows: WeeklyPlanSessionRow[]
  moved: WeekPlan
  /** The sessions whose day or dropped flag a move changed. */
  moves: number[]
  /** The sessions an assigned drill was placed in. */
  placed: number[]
}

async function weekState(q: Reader, userId: string, at: number, drills: readonly Drill[]): Promise<WeekState> {
  const today = dayIn(await findTimeZone(q, userId), at)
  const weekStart = weekStartOf(today)
  const [profile] = await q
    .select({ availability: users.trainingAvailability, position: users.positionPreference, ageGroup: users.ageGroup })
    .from(users)
    .where(eq(users.id, userId))
  if (!profile) throw new Error('thisWeekPlan: no such user')
  const rows = await readWeek(q, userId, weekStart)
  const [built] = await q.select({ at: weeklyPlans.builtAt }).from(weeklyPlans).where(
    and(eq(weeklyPlans.userId, userId), eq(weeklyPlans.weekStart, weekStart)),
  )
  const plan = toPlan(weekStart, rows)
  const moved = replanMissed(plan, today, profile.availability)
  const moves = moved.sessions.filter((s) => {
    const before = plan.sessions[s.index]!
    return s.day !== before.day || s.dropped !== before.dropped
  }).map((s) => s.index)
  // A drill a coach assigned after the week was built lands in an open session (placeAssigned
  // changes `moved` in place, so the view below shows it).
  const drillBySlug = new Map(drills.map((d) => [d.slug, d]))
  const placed = placeAssigned(moved.sessions, await assignedDrillsForWeek(q, userId, weekStart), drillBySlug)
  return { today, weekStart, profile, built: built !== undefined, rows, moved, moves, placed }
}

/**
 * This week's plan for a player (docs/features/training-and-progress.md "Weekly plan"): built on the
 * first request of their week (Monday in the account's time zone, decided here) and stored, so it
 * stays the same all week; missed sessions are moved on every read and the moves stored.
 */
export async function thisWeekPlan(tx: Tx, userId: string, at: number, drills: readonly Drill[] = DRILLS): Promise<WeeklyPlanResponse> {
  let state = await weekState(tx, userId, at, drills)
  if (!state.built) {
    const plan = await buildFor(tx, userId, state.weekStart, state.profile, drills)
    await tx.insert(weeklyPlans).values({ userId, weekStart: state.weekStart, builtAt: at })
    if (plan.sessions.length) {
      await tx.insert(weeklyPlanSessions).values(plan.sessions.map((s) => toRow(userId, state.weekStart, s)))
    }
    state = await weekState(tx, userId, at, drills)
  }
  const { rows, moved } = state
  const rowAt = (index: number) => rows.find((r) => r.position === index)!
  for (const index of state.moves) {
    const s = moved.sessions[index]!
    await tx.update(weeklyPlanSessions).set({ day: s.day, movedFrom: s.movedFrom, dropped: s.dropped }).where(
      eq(weeklyPlanSessions.id, rowAt(index).id),
    )
  }
  for (const index of state.placed) {
    const s = moved.sessions[index]!
    await tx.update(weeklyPlanSessions).set({ drills: s.drills, minutes: s.minutes, reason: s.reason, reasonDrill: s.reasonDrill })
      .where(eq(weeklyPlanSessions.id, rowAt(index).id))
  }
  return await planView(tx, userId, state, drills)
}

/**
 * The plan when reading it stores nothing (built, nothing to move or place), through the reading
 * connection; null when the caller must take the write path, thisWeekPlan in a transaction. Most
 * reads of a week are this one, and a write transaction per read would queue every plan read
 * behind the writes (and on a replica, send it to the primary).
 */
export async function storedWeekPlan(
  db: Db,
  userId: string,
  at: number,
  drills: readonly Drill[] = DRILLS,
): Promise<WeeklyPlanResponse | null> {
  const state = await weekState(db, userId, at, drills)
  if (!state.built || state.moves.length > 0 || state.placed.length > 0) return null
  return await planView(db, userId, state, drills)
}

async function planView(q: Reader, userId: string, state: WeekState, drills: readonly Drill[]): Promise<WeeklyPlanResponse> {
  const { rows, moved } = state
  // Only the goals the week's sessions name (a week holds a few): a player may keep thousands.
  const named = [...new Set(moved.sessions.flatMap((s) => (s.goalId ? [s.goalId] : [])))]
  const goalTitles = new Map(
    named.length === 0
      ? []
      : (await q.select({ id: goals.id, title: goals.title }).from(goals).where(and(eq(goals.userId, userId), inArray(goals.id, named))))
        .map((g) => [g.id, g.title]),
  )
  const drillBySlug = new Map(drills.map((d) => [d.slug, d]))
  const names = { goals: goalTitles, drills: new Map(drills.map((d) => [d.slug, d.title])) }
  const sessions: PlanSessionView[] = moved.sessions.map((s) => ({
    id: rows.find((r) => r.position === s.index)!.id,
    day: s.day,
    moved_from: s.movedFrom,
    minutes: s.minutes,
    pillar: s.pillar,
    session_type: PLAN_SESSION_TYPE[s.pillar],
    skill_focus: [s.pillar],
    goal_id: s.goalId && goalTitles.has(s.goalId) ? s.goalId : null,
    drills: s.drills.map((d) => ({ slug: d.slug, title: drillBySlug.get(d.slug)?.title ?? d.slug, minutes: d.minutes })),
    done: s.done,
    dropped: s.dropped,
    sentence: sessionSentence(moved, s, names),
  }))
  return { week_start: state.weekStart, today: state.today, sessions: sessions.sort((a, b) => a.day.localeCompare(b.day)) }
}

async function readWeek(tx: Reader, userId: string, weekStart: CalendarDay): Promise<WeeklyPlanSessionRow[]> {
  return await tx.select().from(weeklyPlanSessions).where(
    and(eq(weeklyPlanSessions.userId, userId), eq(weeklyPlanSessions.weekStart, weekStart)),
  ).orderBy(weeklyPlanSessions.position)
}

function toPlan(weekStart: CalendarDay, rows: readonly WeeklyPlanSessionRow[]): WeekPlan {
  return {
    weekStart,
    sessions: rows.map((r) => ({
      index: r.position,
      day: r.day,
      movedFrom: r.movedFrom,
      minutes: r.minutes,
      pillar: r.pillar,
      goalId: r.goalId,
      drills: r.drills,
      reason: r.reason,
      reasonDrill: r.reasonDrill,
      done: r.logId !== null,
      dropped: r.dropped,
    })),
  }
}

function toRow(userId: string, weekStart: CalendarDay, s: PlanSession): WeeklyPlanSessionRow {
  return {
    id: crypto.randomUUID(),
    userId,
    weekStart,
    position: s.index,
    day: s.day,
    movedFrom: s.movedFrom,
    minutes: s.minutes,
    pillar: s.pillar,
    goalId: s.goalId,
    drills: s.drills,
    reason: s.reason,
    reasonDrill: s.reasonDrill,
    logId: null,
    dropped: s.dropped,
  }
}

/** The inputs of buildWeekPlan, read from what the server recorded. */
async function buildFor(
  tx: Tx,
  userId: string,
  weekStart: CalendarDay,
  profile: { availability: TrainingAvailability; position: Position; ageGroup: AgeGroup },
  drills: readonly Drill[],
): Promise<WeekPlan> {
  const lastStart = addDays(weekStart, -7)
  const playerGoals = await tx.select({ id: goals.id, title: goals.title, pillar: goals.pillar, status: goals.status }).from(goals)
    .where(eq(goals.userId, userId)).orderBy(goals.createdAt, goals.id)
  const logs = await tx.select({
    id: trainingLogs.id,
    skillFocus: trainingLogs.skillFocus,
    minutes: trainingLogs.durationMinutes,
    energy: trainingLogs.energyLevel,
  })
    .from(trainingLogs)
    .where(and(eq(trainingLogs.userId, userId), gte(trainingLogs.day, lastStart), lte(trainingLogs.day, addDays(weekStart, -1))))
  const lastPlan = await readWeek(tx, userId, lastStart)
  const energyOf = new Map(logs.map((l) => [l.id, l.energy]))
  // The drills the player's team coaches set for this week (docs/features/family.md, team groups).
  const assigned = await assignedDrillsForWeek(tx, userId, weekStart)
  return buildWeekPlan({
    weekStart,
    goals: playerGoals,
    profile,
    lastWeek: {
      logs: logs.map((l) => ({ skillFocus: l.skillFocus, minutes: l.minutes })),
      plan: lastPlan.map((r) => ({
        drillSlugs: r.drills.map((d) => d.slug),
        done: r.logId !== null,
        energy: r.logId ? energyOf.get(r.logId) ?? null : null,
      })),
    },
    drills,
    assigned,
  })
}

/** Why a plan session named on a log request cannot be marked done by it. */
export type PlanMarkRefusal = 'PLAN_SESSION_NOT_FOUND' | 'PLAN_SESSION_OTHER_WEEK' | 'PLAN_SESSION_DONE'

/**
 * Checks the plan session a log request names, before anything is written: it must be the caller's
 * (else not found: another player's session is not revealed), of the week the log counts for, and not
 * done yet.
 */
export async function checkPlanSession(tx: Tx, userId: string, planSessionId: string, day: CalendarDay): Promise<PlanMarkRefusal | null> {
  const [row] = await tx.select().from(weeklyPlanSessions).where(
    and(eq(weeklyPlanSessions.id, planSessionId), eq(weeklyPlanSessions.userId, userId)),
  )
  if (!row) return 'PLAN_SESSION_NOT_FOUND'
  if (row.weekStart !== weekStartOf(day)) return 'PLAN_SESSION_OTHER_WEEK'
  if (row.logId !== null || row.dropped) return 'PLAN_SESSION_DONE'
  return null
}

/**
 * Marks the plan session a logged session did: the one it named (checked by checkPlanSession), else
 * the undone session planned for the log's day, if any. Nothing when the week has no plan.
 */
export async function markPlanSessionDone(tx: Tx, userId: string, logId: string, day: CalendarDay, planSessionId?: string): Promise<void> {
  if (planSessionId) {
    await tx.update(weeklyPlanSessions).set({ logId }).where(
      and(eq(weeklyPlanSessions.id, planSessionId), eq(weeklyPlanSessions.userId, userId)),
    )
    return
  }
  // Fixed SQL (fixed-sql.ts), as every Log Training runs it. A read first, not one UPDATE with a
  // subquery: an UPDATE counts as a write to the table even when it matches nothing, and would end
  // the kept answers of the plan's readers (client.ts tableVersion) on every log.
  const [open] = await valuesFixed<[string]>(
    tx,
    fixed`select id from weekly_plan_sessions where user_id = ${userId} and week_start = ${weekStartOf(day)} and day = ${day}
      and log_id is null and dropped = 0 order by position limit 1`,
  )
  if (open) await runFixed(tx, fixed`update weekly_plan_sessions set log_id = ${logId} where id = ${open[0]}`)
}
