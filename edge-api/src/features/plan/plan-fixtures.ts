import { type WeeklyPlanResponse, WeeklyPlanResponse as Plan } from '@app/shared/schemas/weekly-plan.ts'
import type { App } from '../../app.ts'
import type { Tx } from '../../db/client.ts'
import { teamGroups, teamMembers } from '../../db/schema/index.ts'
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

/** Team group 'g1' of `coachId` with `playerId` an active member: the rows as the teams routes write them. */
export async function teamWithMember(tx: Tx, coachId: string, playerId: string) {
  await tx.insert(teamGroups).values({ id: 'g1', name: 'U15', joinCode: 'ABCD-1234', timeZone: 'UTC', createdBy: coachId, createdAt: 0 })
  await tx.insert(teamMembers).values({
    id: 'm1',
    groupId: 'g1',
    userId: playerId,
    role: 'member',
    status: 'active',
    approvedBy: null,
    joinedAt: 0,
    updatedAt: 0,
  })
}
