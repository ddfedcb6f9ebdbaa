import { and, count, eq } from 'drizzle-orm'
import type { SubscriptionTier } from '@app/shared/domain/account.ts'
import type { App } from '../../app.ts'
import type { Database } from '../../db/client.ts'
import { goals, users } from '../../db/schema/index.ts'
import { call, SITE } from '../../test-support/test-app.ts'

/** A valid CreateGoalRequest; tests override one field at a time. */
export function goalBody(overrides: Record<string, unknown> = {}) {
  return { title: 'Juggle 50 times in a row', pillar: 'technical', goal_type: 'performance', ...overrides }
}

export function wizardGoal(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Weak-foot passing',
    description: 'Ten minutes of wall passes with the left foot',
    pillar: 'technical',
    goal_type: 'process',
    target_date: '2027-02-20',
    sessions: [{ session_date: '2026-11-24', start_time: '17:30', duration: 45 }, { session_date: '2026-11-26', start_time: '17:30' }],
    ...overrides,
  }
}

export function createGoal(app: App, token: string, overrides: Record<string, unknown> = {}) {
  return call(app, 'POST', '/api/goals', { token, origin: SITE, body: goalBody(overrides) })
}

/** Changes a plan the way billing will (there is no API for it yet). */
export function setTier(database: Database, userId: string, tier: SubscriptionTier) {
  return database.write((db) => db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, userId)))
}

export async function activeGoals(database: Database, userId: string): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(goals).where(and(eq(goals.userId, userId), eq(goals.status, 'active')))
  return row?.n ?? 0
}
