import { type WeeklyPlanResponse, WeeklyPlanResponse as Plan } from '@app/shared/schemas/weekly-plan.ts'
import type { App } from '../../app.ts'
import { call, SITE } from '../../test-support/test-app.ts'

/** The test clock starts on Sunday 22 November 2026 at 12:00 UTC; this is Monday 23 at 12:00. */
export const MONDAY_NOON_MS = 24 * 60 * 60_000

export async function thisWeek(app: App, token: string): Promise<WeeklyPlanResponse> {
  const res = await call(app, 'GET', '/api/plan/this-week', { token })
  if (res.status !== 200) throw new Error(`plan: ${res.status} ${await res.text()}`)
  return Plan.parse(await res.json())
}

export async function addGoal(app: App, token: string, title: string, pillar: string) {
  const res = await call(app, 'POST', '/api/goals', { token, origin: SITE, body: { title, pillar, goal_type: 'process' } })
  if (res.status !== 201) throw new Error(`goal: ${res.status} ${await res.text()}`)
}
