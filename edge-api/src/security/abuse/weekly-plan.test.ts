import assert from 'node:assert/strict'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import type { Database } from '../../db/client.ts'
import { weeklyPlans, weeklyPlanSessions } from '../../db/schema/index.ts'
import { addGoal, MONDAY_NOON_MS, thisWeek } from '../../features/plan/plan-fixtures.ts'
import { logSession } from '../../features/training/training-fixtures.ts'
import { everyRowAsText } from '../../test-support/db-snapshot.ts'
import { signUp, withApp } from '../../test-support/test-app.ts'

// A refused request may touch the session's last-seen time; everything else must stay as it was.
async function storedData(database: Database): Promise<string> {
  return JSON.stringify([...(await everyRowAsText(database))].filter(([table]) => table !== 'sessions'))
}

async function refused(res: Response, status: number, message: string) {
  const text = await res.text()
  assert.equal(res.status, status, text)
  assert.ok(text.includes(message), text)
}

Deno.test("attack: a log naming another player's plan session is refused and marks nothing", () =>
  withApp({}, async ({ app, clock, database }) => {
    const maya = await signUp(app)
    const leo = await signUp(app, { email: 'leo@example.com' })
    await addGoal(app, maya.token, 'Pass better', 'technical')
    clock.advance(MONDAY_NOON_MS)
    const mayas = await thisWeek(app, maya.token)
    await thisWeek(app, leo.token)
    const before = await storedData(database)
    const res = await logSession(app, leo.token, { plan_session_id: mayas.sessions[1]!.id })
    await refused(res, 404, TRAINING_MESSAGES.planSessionNotFound)
    assert.equal(await storedData(database), before, 'no log, no plan session marked')
    assert.ok((await thisWeek(app, maya.token)).sessions.every((s) => !s.done))
  }))

Deno.test("attack: a log naming another week's plan session (last week's or a future week's) is refused", () =>
  withApp({}, async ({ app, clock, database }) => {
    const maya = await signUp(app)
    await addGoal(app, maya.token, 'Pass better', 'technical')
    clock.advance(MONDAY_NOON_MS)
    const lastWeek = await thisWeek(app, maya.token)
    // A future week's session, as if a plan for next week were stored.
    const future = crypto.randomUUID()
    await database.transaction(async (tx) => {
      await tx.insert(weeklyPlans).values({ userId: maya.id, weekStart: '2026-11-30', builtAt: 0 })
      await tx.insert(weeklyPlanSessions).values({
        id: future,
        userId: maya.id,
        weekStart: '2026-11-30',
        position: 0,
        day: '2026-11-30',
        movedFrom: null,
        minutes: 30,
        pillar: 'technical',
        goalId: null,
        drills: [],
        reason: 'balance',
        reasonDrill: null,
        logId: null,
        dropped: false,
      })
    })
    let before = await storedData(database)
    await refused(
      await logSession(app, maya.token, { plan_session_id: future }),
      422,
      TRAINING_MESSAGES.planSessionOtherWeek,
    )
    assert.equal(await storedData(database), before)
    clock.advance(7 * 24 * 60 * 60_000) // next Monday: last week's sessions are closed.
    await thisWeek(app, maya.token)
    before = await storedData(database)
    const res = await logSession(app, maya.token, { plan_session_id: lastWeek.sessions[2]!.id })
    await refused(res, 422, TRAINING_MESSAGES.planSessionOtherWeek)
    assert.equal(await storedData(database), before)
  }))

Deno.test('attack: one plan session cannot be done twice', () =>
  withApp({}, async ({ app, clock, database }) => {
    const maya = await signUp(app)
    await addGoal(app, maya.token, 'Pass better', 'technical')
    clock.advance(MONDAY_NOON_MS)
    const plan = await thisWeek(app, maya.token)
    const wednesday = plan.sessions[1]!
    assert.equal((await logSession(app, maya.token, { plan_session_id: wednesday.id })).status, 201)
    const before = await storedData(database)
    const res = await logSession(app, maya.token, { plan_session_id: wednesday.id })
    await refused(res, 409, TRAINING_MESSAGES.planSessionDone)
    assert.equal(await storedData(database), before, 'no second log, no XP')
  }))
