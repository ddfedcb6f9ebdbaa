/**
 * Demo mode's answers for goals (demo-backend.ts): the sample player's goals, checked with the API's
 * schemas and the plan's goal limit, and the mindset journal. The sample keeps no planned sessions
 * or templates.
 */
import { canAddActiveGoals } from '@app/shared/domain/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { CreateGoalRequest, type Goal, UpdateGoalRequest } from '@app/shared/schemas/goals.ts'
import { fail, invalid, notAvailable, ok, type Route } from '@app/shared/demo/demo-answers.ts'

// Order matters where patterns overlap: /goals/templates and /goals/sessions/… come before /goals/:id.
export const GOAL_ROUTES: Route[] = [
  ['GET', /^\/goals$/, (s, _b, q) => ok({ goals: s.goals.filter((g) => !q.get('status') || g.status === q.get('status')) })],
  // The sample player planned no sessions (the wizard's are the only ones there are).
  ['GET', /^\/goals\/sessions\/upcoming$/, () => ok({ sessions: [] })],
  // The sample player has no templates, and saving one is not pretended (before /goals/:id below).
  ['GET', /^\/goals\/templates$/, () => ok({ templates: [] })],
  ['POST', /^\/goals\/templates$/, () => notAvailable()],
  // The breathing reset works in the browser; the journal keeps nothing in demo mode.
  ['GET', /^\/mindset\/entries$/, () => ok({ entries: [] })],
  ['POST', /^\/mindset\/entries$/, () => notAvailable()],
  // The sample keeps no planned sessions: say so rather than pretend to save one.
  ['POST', /^\/goals\/([^/]+)\/sessions$/, () => notAvailable()],
  ['POST', /^\/goals\/sessions\/([^/]+)\/done$/, () => fail(404, 'NOT_FOUND', GOAL_MESSAGES.sessionNotFound)],
  ['PUT', /^\/goals\/sessions\/([^/]+)$/, () => fail(404, 'NOT_FOUND', GOAL_MESSAGES.sessionNotFound)],
  ['DELETE', /^\/goals\/sessions\/([^/]+)$/, () => fail(404, 'NOT_FOUND', GOAL_MESSAGES.sessionNotFound)],
  [
    'GET',
    /^\/goals\/([^/]+)$/,
    (s, _b, _q, [id]) => {
      const goal = s.goals.find((g) => g.id === id)
      return goal ? ok({ goal, sessions: [] }) : fail(404, 'NOT_FOUND', GOAL_MESSAGES.goalNotFound)
    },
  ],
  [
    'POST',
    /^\/goals$/,
    (s, body) => {
      const parsed = CreateGoalRequest.safeParse(body)
      if (!parsed.success) return invalid(parsed.error.issues)
      const active = s.goals.filter((g) => g.status === 'active').length
      if (!canAddActiveGoals(s.user.subscription_tier, active, 1)) return fail(402, 'PLAN_LIMIT_REACHED', GOAL_MESSAGES.freeLimit)
      const at = new Date().toISOString()
      const goal: Goal = {
        id: crypto.randomUUID(),
        user_id: s.user.id,
        ...parsed.data,
        status: 'active',
        created_at: at,
        updated_at: at,
        completed_at: null,
        approval: null,
        approval_note: null,
      }
      s.goals.unshift(goal)
      return ok({ goal }, 201)
    },
  ],
  [
    'PUT',
    /^\/goals\/([^/]+)$/,
    (s, body, _q, [id]) => {
      const index = s.goals.findIndex((g) => g.id === id)
      if (index < 0) return fail(404, 'NOT_FOUND', GOAL_MESSAGES.goalNotFound)
      const parsed = UpdateGoalRequest.safeParse(body)
      if (!parsed.success) return invalid(parsed.error.issues)
      const goal: Goal = { ...s.goals[index]!, ...parsed.data, updated_at: new Date().toISOString() }
      s.goals[index] = goal
      return ok({ goal })
    },
  ],
  [
    'POST',
    /^\/goals\/([^/]+)\/complete$/,
    (s, _b, _q, [id]) => {
      const goal = s.goals.find((g) => g.id === id)
      if (!goal) return fail(404, 'NOT_FOUND', GOAL_MESSAGES.goalNotFound)
      if (goal.status === 'active') {
        goal.status = 'completed'
        goal.updated_at = goal.completed_at = new Date().toISOString()
      }
      return ok({ goal })
    },
  ],
  [
    'POST',
    /^\/goals\/([^/]+)\/reopen$/,
    (s, _b, _q, [id]) => {
      const goal = s.goals.find((g) => g.id === id)
      if (!goal) return fail(404, 'NOT_FOUND', GOAL_MESSAGES.goalNotFound)
      if (goal.status === 'completed') {
        const active = s.goals.filter((g) => g.status === 'active').length
        if (!canAddActiveGoals(s.user.subscription_tier, active, 1)) return fail(403, 'PLAN_LIMIT_REACHED', GOAL_MESSAGES.freeLimit)
        goal.status = 'active'
        goal.updated_at = new Date().toISOString()
        goal.completed_at = null
      }
      return ok({ goal })
    },
  ],
  ['DELETE', /^\/goals\/([^/]+)$/, (s, _b, _q, [id]) => ((s.goals = s.goals.filter((g) => g.id !== id)), ok(undefined, 204))],
]
