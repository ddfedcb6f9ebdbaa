import type { GoalStatus } from '@app/shared/domain/goals.ts'
import type {
  CreateGoalRequest,
  Goal,
  GoalTemplate,
  PlannedSession,
  PlannedSessionInput,
  SaveWizardGoalsRequest,
  SaveWizardGoalsResponse,
  UpcomingSession,
  UpdateGoalRequest,
} from '@app/shared/schemas/goals.ts'
import { api, type RequestOptions } from '@app/shared/api-client/api.ts'

/** The goals API (edge-api/src/routes/goals). Every call throws ApiRequestError on failure. */
export const goalsApi = {
  list: (status?: GoalStatus, options?: RequestOptions) =>
    api.get<{ goals: Goal[] }>(status ? `/goals?status=${status}` : '/goals', options).then((r) => r.goals),
  /** The next sessions planned for active goals, soonest first. */
  upcomingSessions: (limit: number, options?: RequestOptions) =>
    api.get<{ sessions: UpcomingSession[] }>(`/goals/sessions/upcoming?limit=${limit}`, options).then((r) => r.sessions),
  /** Plans one more session for an active goal. */
  planSession: (goalId: string, session: PlannedSessionInput) =>
    api.post<{ session: PlannedSession }>(`/goals/${encodeURIComponent(goalId)}/sessions`, session).then((r) => r.session),
  /** Moves a planned session (day, start time), or changes its minutes or notes. */
  updateSession: (id: string, session: PlannedSessionInput) =>
    api.put<{ session: PlannedSession }>(`/goals/sessions/${encodeURIComponent(id)}`, session).then((r) => r.session),
  /** Takes a planned session off the plan. */
  removeSession: (id: string) => api.del<void>(`/goals/sessions/${encodeURIComponent(id)}`),
  /** Marks a planned session done. */
  sessionDone: (id: string) => api.post<void>(`/goals/sessions/${encodeURIComponent(id)}/done`),
  get: (id: string, options?: RequestOptions) =>
    api.get<{ goal: Goal; sessions: PlannedSession[] }>(`/goals/${encodeURIComponent(id)}`, options),
  create: (goal: CreateGoalRequest) => api.post<{ goal: Goal }>('/goals', goal).then((r) => r.goal),
  /** The wizard's save: all goals and their planned sessions, or nothing. */
  saveWizard: (request: SaveWizardGoalsRequest) => api.post<SaveWizardGoalsResponse>('/goals/batch', request),
  /** Rewrites the goal's title, description, pillar, type and target date. */
  update: (id: string, goal: UpdateGoalRequest) => api.put<{ goal: Goal }>(`/goals/${encodeURIComponent(id)}`, goal).then((r) => r.goal),
  complete: (id: string) => api.post<{ goal: Goal }>(`/goals/${encodeURIComponent(id)}/complete`).then((r) => r.goal),
  /** Undoes Complete: the goal is active again (the free tier's limit applies). */
  reopen: (id: string) => api.post<{ goal: Goal }>(`/goals/${encodeURIComponent(id)}/reopen`).then((r) => r.goal),
  remove: (id: string) => api.del<void>(`/goals/${encodeURIComponent(id)}`),
  /** Custom templates (Pro and Parent): the caller's, newest first. */
  templates: (options?: RequestOptions) => api.get<{ templates: GoalTemplate[] }>('/goals/templates', options).then((r) => r.templates),
  saveTemplate: (goalId: string) => api.post<{ template: GoalTemplate }>('/goals/templates', { goal_id: goalId }).then((r) => r.template),
  removeTemplate: (id: string) => api.del<void>(`/goals/templates/${encodeURIComponent(id)}`),
}
