import { Hono } from 'hono'
import { z } from 'zod'
import { GOAL_LIMITS } from '@app/shared/domain/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import {
  CreateGoalRequest,
  GoalDetailResponse,
  GoalListQuery,
  GoalListResponse,
  GoalResponse,
  PlannedSessionResponse,
  PlanSessionRequest,
  SaveWizardGoalsRequest,
  SaveWizardGoalsResponse,
  UpcomingSessionsQuery,
  UpcomingSessionsResponse,
  UpdateGoalRequest,
  UpdatePlannedSessionRequest,
} from '@app/shared/schemas/goals.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../auth/public.ts'
import { valid, validParams } from '../../http/validation.ts'
import { cachedAnswer } from '../../http/cached-answer.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { awardEarnedBadges } from '../progress/public.ts'
import { callersDay, findPlayerToday } from '../account/public.ts'
import { ensureGoalIsActive, ensureRoomForActiveGoals, refusePastDates, refusePastSessionDate, sessionNotFound } from './goal-rules.ts'
import {
  countPlannedSessions,
  deleteGoal,
  deletePlannedSession,
  findGoal,
  insertGoals,
  insertPlannedSessions,
  listGoals,
  listPlannedSessions,
  listUpcomingSessions,
  markGoalActive,
  markGoalCompleted,
  markPlannedSessionDone,
  toWireGoal,
  toWirePlannedSession,
} from './goals.queries.ts'
import { applyGoalEdit, goalNotFound } from './goal-edit.ts'
import { approvalForNewGoals } from '../family/public.ts'
import { tellAdminOfWaitingGoals } from '../family/public.ts'
import { mayComplete } from '@app/shared/domain/family/goal-approval.ts'
import { applySessionEdit } from './session-edit.ts'
import { goalRow, saveWizardPlan, sessionRow } from './wizard-plan.ts'

/** What GET /api/goals is read from. */
const GOAL_TABLES = ['goals'] as const

/** Goal ids are the UUIDs this API makes; anything else cannot name a goal. */
const GoalIdParams = z.strictObject({ id: z.uuid() })

const goalDoc = { tag: 'goals', auth: true } as const
const limitNote = { 403: 'FORBIDDEN_ORIGIN, or PLAN_LIMIT_REACHED: the free tier allows 2 active goals' }
const notFoundNote = { 404: 'NOT_FOUND: no goal with this id belongs to the caller' }
const sessionNotFoundNote = { 404: 'NOT_FOUND: no planned session with this id belongs to the caller' }

export const goalsDocs: RouteDoc[] = [
  {
    ...goalDoc,
    method: 'get',
    path: '/api/goals',
    summary: "The caller's goals, newest first, optionally only active or completed",
    query: GoalListQuery,
    success: { status: 200, description: 'Goals', schema: GoalListResponse },
    errors: [400, 401],
  },
  {
    ...goalDoc,
    method: 'post',
    path: '/api/goals',
    summary: "Create a goal (target date not before today in the player's time zone)",
    body: CreateGoalRequest,
    success: { status: 201, description: 'Goal created', schema: GoalResponse },
    errors: [400, 401, 403],
    errorNotes: limitNote,
  },
  {
    ...goalDoc,
    method: 'post',
    path: '/api/goals/batch',
    summary: "Save the wizard's goals with their planned sessions, all or nothing",
    body: SaveWizardGoalsRequest,
    success: { status: 201, description: 'Goals and sessions saved', schema: SaveWizardGoalsResponse },
    errors: [400, 401, 403],
    errorNotes: limitNote,
  },
  {
    ...goalDoc,
    method: 'get',
    path: '/api/goals/sessions/upcoming',
    summary: "The next sessions planned for the caller's active goals, from their today on, soonest first (done ones left out)",
    query: UpcomingSessionsQuery,
    success: { status: 200, description: 'Upcoming sessions', schema: UpcomingSessionsResponse },
    errors: [400, 401],
  },
  {
    ...goalDoc,
    method: 'post',
    path: '/api/goals/sessions/{id}/done',
    summary: 'Mark a planned session done (it leaves the upcoming list; marking it again changes nothing)',
    params: GoalIdParams,
    success: { status: 204, description: 'Marked done' },
    errors: [401, 403, 404],
    errorNotes: sessionNotFoundNote,
  },
  {
    ...goalDoc,
    method: 'put',
    path: '/api/goals/sessions/{id}',
    summary: "Move a planned session or change its minutes or notes (a new day not before the player's today; the day it has may stay)",
    params: GoalIdParams,
    body: UpdatePlannedSessionRequest,
    success: { status: 200, description: 'Changed session', schema: PlannedSessionResponse },
    errors: [400, 401, 403, 404, 409],
    errorNotes: { ...sessionNotFoundNote, 409: 'CONFLICT: the session is already done, or its goal is completed' },
  },
  {
    ...goalDoc,
    method: 'delete',
    path: '/api/goals/sessions/{id}',
    summary: "Remove a planned session (done or not, whatever its goal's status)",
    params: GoalIdParams,
    success: { status: 204, description: 'Removed' },
    errors: [401, 403, 404],
    errorNotes: sessionNotFoundNote,
  },
  {
    ...goalDoc,
    method: 'get',
    path: '/api/goals/{id}',
    summary: 'One goal with its planned sessions',
    params: GoalIdParams,
    success: { status: 200, description: 'Goal and sessions', schema: GoalDetailResponse },
    errors: [401, 404],
    errorNotes: notFoundNote,
  },
  {
    ...goalDoc,
    method: 'put',
    path: '/api/goals/{id}',
    summary:
      'Edit a goal: its title, description, pillar, type and target date (a new target date not before today; one already set may stay)',
    params: GoalIdParams,
    body: UpdateGoalRequest,
    success: { status: 200, description: 'Edited goal', schema: GoalResponse },
    errors: [400, 401, 403, 404],
    errorNotes: notFoundNote,
  },
  {
    ...goalDoc,
    method: 'post',
    path: '/api/goals/{id}/sessions',
    summary: "Plan a session for an active goal after the wizard (at most 30 a goal; its day not before the player's today)",
    params: GoalIdParams,
    body: PlanSessionRequest,
    success: { status: 201, description: 'Session planned', schema: PlannedSessionResponse },
    errors: [400, 401, 403, 404, 409],
    errorNotes: { ...notFoundNote, 409: 'CONFLICT: the goal is completed, or already holds 30 sessions' },
  },
  {
    ...goalDoc,
    method: 'post',
    path: '/api/goals/{id}/complete',
    summary: "Mark a goal completed (completing a completed goal changes nothing; a goal waiting for a parent's approval cannot be)",
    params: GoalIdParams,
    success: { status: 200, description: 'Completed goal', schema: GoalResponse },
    errors: [401, 403, 404, 409],
    errorNotes: { ...notFoundNote, 409: "CONFLICT: the goal waits for the family admin's approval, or was sent back" },
  },
  {
    ...goalDoc,
    method: 'post',
    path: '/api/goals/{id}/reopen',
    summary: "Make a completed goal active again (undoing Complete; an active goal changes nothing); the free tier's limit applies",
    params: GoalIdParams,
    success: { status: 200, description: 'Active goal', schema: GoalResponse },
    errors: [401, 403, 404],
    errorNotes: { ...notFoundNote, ...limitNote },
  },
  {
    ...goalDoc,
    method: 'delete',
    path: '/api/goals/{id}',
    summary: 'Delete a goal and its planned sessions',
    params: GoalIdParams,
    success: { status: 204, description: 'Deleted' },
    errors: [401, 403, 404],
    errorNotes: notFoundNote,
  },
]

/**
 * Every route acts on the caller's goals only: the owner comes from the session and every query is
 * scoped by it, so another person's goal id answers exactly like an unknown one.
 */
export function goalsRoutes(deps: AppDeps) {
  const { database, now } = deps
  const day = callersDay(database, now)
  const signedIn = [deps.session, requireUser] as const
  const goalId = validParams(GoalIdParams, GOAL_MESSAGES.goalNotFound)
  const sessionId = validParams(GoalIdParams, GOAL_MESSAGES.sessionNotFound)
  return new Hono<SignedInEnv>()
    // The list is the goals table's rows alone; a URL answered 200 once passed the query's check.
    .get('/', ...signedIn, cachedAnswer(database, GOAL_TABLES), valid('query', GoalListQuery), async (c) => {
      const goals = await listGoals(database.db, c.var.user.id, c.req.valid('query').status)
      return c.json(GoalListResponse.parse({ goals }))
    })
    .post('/', ...signedIn, valid('json', CreateGoalRequest), async (c) => {
      const input = c.req.valid('json')
      const userId = c.var.user.id
      const at = now()
      await refusePastDates(database.db, userId, at, GOAL_MESSAGES.targetDateInPast, [['target_date', input.target_date]])
      const row = await database.transaction(async (tx) => {
        await ensureRoomForActiveGoals(tx, userId, 1)
        const row = goalRow(userId, input, at, await approvalForNewGoals(tx, userId, at))
        await insertGoals(tx, [row])
        await awardEarnedBadges(tx, userId, at)
        return row
      })
      await tellAdminOfWaitingGoals(deps, userId, [row])
      return c.json(GoalResponse.parse({ goal: toWireGoal(row) }), 201)
    })
    .post('/batch', ...signedIn, valid('json', SaveWizardGoalsRequest), async (c) => {
      const inputs = c.req.valid('json').goals
      const userId = c.var.user.id
      const at = now()
      const { goals, sessions } = await database.transaction(async (tx) =>
        saveWizardPlan(tx, userId, inputs, at, 'goals', await approvalForNewGoals(tx, userId, at))
      )
      await tellAdminOfWaitingGoals(deps, userId, goals)
      return c.json(SaveWizardGoalsResponse.parse({ goals: goals.map(toWireGoal), sessions: sessions.map(toWirePlannedSession) }), 201)
    })
    // From the caller's today on: kept per caller, URL and day until a session, goal or the zone changes.
    .get(
      '/sessions/upcoming',
      ...signedIn,
      cachedAnswer(database, ['planned_sessions', 'goals', 'users'], { key: day }),
      valid('query', UpcomingSessionsQuery),
      async (c) => {
        const userId = c.var.user.id
        const today = await findPlayerToday(database.db, userId, now())
        const sessions = await listUpcomingSessions(database.db, userId, today, c.req.valid('query').limit)
        return c.json(UpcomingSessionsResponse.parse({ sessions }))
      },
    )
    .post('/sessions/:id/done', ...signedIn, sessionId, async (c) => {
      const { id } = c.req.valid('param')
      const found = await database.transaction((tx) => markPlannedSessionDone(tx, c.var.user.id, id))
      if (!found) throw sessionNotFound()
      return c.body(null, 204)
    })
    .put('/sessions/:id', ...signedIn, sessionId, valid('json', UpdatePlannedSessionRequest), async (c) => {
      const { id } = c.req.valid('param')
      const session = await applySessionEdit(database, c.var.user.id, id, c.req.valid('json'), now())
      return c.json(PlannedSessionResponse.parse({ session: toWirePlannedSession(session) }))
    })
    .delete('/sessions/:id', ...signedIn, sessionId, async (c) => {
      const { id } = c.req.valid('param')
      const deleted = await database.transaction((tx) => deletePlannedSession(tx, c.var.user.id, id))
      if (!deleted) throw sessionNotFound()
      return c.body(null, 204)
    })
    .get('/:id', ...signedIn, goalId, async (c) => {
      const userId = c.var.user.id
      const { id } = c.req.valid('param')
      const goal = await findGoal(database.db, userId, id)
      if (!goal) throw goalNotFound()
      const sessions = await listPlannedSessions(database.db, userId, id)
      return c.json(GoalDetailResponse.parse({ goal: toWireGoal(goal), sessions }))
    })
    .put('/:id', ...signedIn, goalId, valid('json', UpdateGoalRequest), async (c) => {
      const userId = c.var.user.id
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      const at = now()
      const before = await findGoal(database.db, userId, id)
      if (!before) throw goalNotFound()
      // The owner editing a goal their parent sent back asks again.
      const goal = await applyGoalEdit(database, before, input, at, { resubmit: true })
      if (!goal) throw goalNotFound() // deleted between the read and the write
      return c.json(GoalResponse.parse({ goal: toWireGoal(goal) }))
    })
    .post('/:id/sessions', ...signedIn, goalId, valid('json', PlanSessionRequest), async (c) => {
      const userId = c.var.user.id
      const { id } = c.req.valid('param')
      const at = now()
      const row = sessionRow(userId, id, c.req.valid('json'), at)
      await database.transaction(async (tx) => {
        const goal = await findGoal(tx, userId, id)
        if (!goal) throw goalNotFound()
        ensureGoalIsActive(goal.status)
        // Checked after the goal, as when a session is moved: whose goal and its state answer first.
        await refusePastSessionDate(tx, userId, at, row.sessionDate)
        // Counted in the transaction that inserts, so two quick plans cannot pass 30 together.
        if ((await countPlannedSessions(tx, userId, id)) >= GOAL_LIMITS.sessionsPerGoal) {
          throw new AppError('CONFLICT', 409, GOAL_MESSAGES.sessionsPerGoalMax)
        }
        await insertPlannedSessions(tx, [row])
      })
      return c.json(PlannedSessionResponse.parse({ session: toWirePlannedSession(row) }), 201)
    })
    .post('/:id/complete', ...signedIn, goalId, async (c) => {
      const userId = c.var.user.id
      const { id } = c.req.valid('param')
      // Only an active goal changes, so completing twice keeps the first completion time.
      const at = now()
      const goal = await database.transaction(async (tx) => {
        const before = await findGoal(tx, userId, id)
        if (!before) return null
        // A goal waiting for a parent's approval (or sent back) is not the child's to complete yet.
        if (!mayComplete(before.approval)) throw new AppError('CONFLICT', 409, GOAL_MESSAGES.awaitingApproval)
        await markGoalCompleted(tx, userId, id, at)
        await awardEarnedBadges(tx, userId, at)
        return findGoal(tx, userId, id)
      })
      if (!goal) throw goalNotFound()
      return c.json(GoalResponse.parse({ goal: toWireGoal(goal) }))
    })
    .post('/:id/reopen', ...signedIn, goalId, async (c) => {
      const userId = c.var.user.id
      const { id } = c.req.valid('param')
      const at = now()
      const goal = await database.transaction(async (tx) => {
        const found = await findGoal(tx, userId, id)
        if (found?.status !== 'completed') return found
        // Active again, so it counts against the free tier's active goals like a new one.
        await ensureRoomForActiveGoals(tx, userId, 1)
        await markGoalActive(tx, userId, id, at)
        return findGoal(tx, userId, id)
      })
      if (!goal) throw goalNotFound()
      return c.json(GoalResponse.parse({ goal: toWireGoal(goal) }))
    })
    .delete('/:id', ...signedIn, goalId, async (c) => {
      const { id } = c.req.valid('param')
      const deleted = await database.transaction((tx) => deleteGoal(tx, c.var.user.id, id))
      if (!deleted) throw goalNotFound()
      return c.body(null, 204)
    })
}
