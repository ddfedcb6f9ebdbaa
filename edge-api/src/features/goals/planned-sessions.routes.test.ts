import assert from 'node:assert/strict'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import {
  GoalDetailResponse,
  type PlannedSession,
  PlannedSessionResponse,
  SaveWizardGoalsResponse,
  UpcomingSessionsResponse,
} from '@app/shared/schemas/goals.ts'
import type { App } from '../../app.ts'
import type { Database } from '../../db/client.ts'
import { plannedSessions } from '../../db/schema/index.ts'
import { VALIDATION_MESSAGE } from '../../http/validation.ts'
import { call, rowCount, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { createGoal, setTier, wizardGoal } from './goal-fixtures.ts'

const DAY = 24 * 60 * 60 * 1000
// The clock starts on 2026-11-22 (UTC); wizardGoal plans 24 November 17:30 (45 min) and 26 November 17:30 (60 min).

/** Saves wizard goals (their planned sessions with them) and answers what the API saved. */
async function planned(app: App, token: string, goals = [wizardGoal()]) {
  const res = await call(app, 'POST', '/api/goals/batch', { token, origin: SITE, body: { goals } })
  assert.equal(res.status, 201)
  return SaveWizardGoalsResponse.parse(await res.json())
}

const change = (app: App, token: string, id: string, body: unknown) =>
  call(app, 'PUT', `/api/goals/sessions/${id}`, { token, origin: SITE, body })
const remove = (app: App, token: string, id: string) => call(app, 'DELETE', `/api/goals/sessions/${id}`, { token, origin: SITE })
const storedSessions = (database: Database) => database.db.select().from(plannedSessions).orderBy(plannedSessions.id)

/** The upcoming list as "day time minutes notes", to read order and values at a glance. */
async function upcoming(app: App, token: string): Promise<string[]> {
  const res = await call(app, 'GET', '/api/goals/sessions/upcoming', { token })
  return UpcomingSessionsResponse.parse(await res.json()).sessions.map((s) => `${s.session_date} ${s.start_time} ${s.duration} ${s.notes}`)
}

async function assertRefused(res: Response, status: number, code: string, message: string) {
  assert.equal(res.status, status)
  assert.deepEqual((await res.json()).error, { code, message })
}

Deno.test('protects behaviour: moving a planned session rewrites its day, time, minutes and notes (trimmed), keeps the rest, and the upcoming list follows', () =>
  withApp({}, async ({ app }) => {
    const { token } = await signUp(app)
    const { goals, sessions: [first, second] } = await planned(app, token)
    assert.deepEqual(await upcoming(app, token), ['2026-11-24 17:30 45 null', '2026-11-26 17:30 60 null'])

    const res = await change(app, token, first!.id, { session_date: '2026-11-28', start_time: '08:15', notes: '  Cones on the left  ' })
    assert.equal(res.status, 200)
    const { session } = PlannedSessionResponse.parse(await res.json())
    // Duration left out takes the default, as when planning.
    assert.deepEqual(session, { ...first!, session_date: '2026-11-28', start_time: '08:15', duration: 60, notes: 'Cones on the left' })
    assert.deepEqual(await upcoming(app, token), ['2026-11-26 17:30 60 null', '2026-11-28 08:15 60 Cones on the left'])

    // Blank notes clear them; the goal's detail shows the same session.
    const cleared = await change(app, token, first!.id, { session_date: '2026-11-28', start_time: '08:15', duration: 90, notes: '   ' })
    assert.equal(PlannedSessionResponse.parse(await cleared.json()).session.notes, null)
    const detail = GoalDetailResponse.parse(await (await call(app, 'GET', `/api/goals/${goals[0]!.id}`, { token })).json())
    assert.deepEqual(detail.sessions.map((s) => [s.id, s.session_date, s.duration, s.notes]), [[second!.id, '2026-11-26', 60, null], [
      first!.id,
      '2026-11-28',
      90,
      null,
    ]])
  }))

Deno.test("protects behaviour: a planned session cannot move to a day before the player's today; the day it already has may stay once passed", () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token } = await signUp(app)
    const { sessions: [passed, later] } = await planned(app, token)
    clock.advance(3 * DAY) // 25 November: the 24th has passed
    const kept = await change(app, token, passed!.id, { session_date: '2026-11-24', start_time: '19:00', duration: 45 })
    assert.equal(kept.status, 200)
    assert.deepEqual(PlannedSessionResponse.parse(await kept.json()).session, { ...passed!, start_time: '19:00' })

    const before = await storedSessions(database)
    const moved = await change(app, token, later!.id, { session_date: '2026-11-24', start_time: '17:30' })
    assert.equal(moved.status, 400)
    assert.deepEqual((await moved.json()).error, {
      code: 'VALIDATION_FAILED',
      message: VALIDATION_MESSAGE,
      fields: { session_date: [GOAL_MESSAGES.sessionDateInPast] },
    })
    assert.deepEqual(await storedSessions(database), before)

    // "Today" is the player's: at 2026-11-25 12:00 UTC it is already the 26th at UTC+14.
    const kiri = await signUp(app, { email: 'kiri@example.com', timeZone: 'Pacific/Kiritimati' })
    const { sessions: [theirs] } = await planned(app, kiri.token, [
      wizardGoal({ sessions: [{ session_date: '2026-11-27', start_time: '09:00' }] }),
    ])
    assert.equal((await change(app, kiri.token, theirs!.id, { session_date: '2026-11-25', start_time: '09:00' })).status, 400)
    assert.equal((await change(app, kiri.token, theirs!.id, { session_date: '2026-11-26', start_time: '09:00' })).status, 200)
  }))

Deno.test('protects behaviour: a session already done, or one of a completed goal, cannot be changed (409) and stays as it was', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    const { goals, sessions: [done, open] } = await planned(app, token)
    await call(app, 'POST', `/api/goals/sessions/${done!.id}/done`, { token, origin: SITE })
    const body = { session_date: '2026-11-30', start_time: '16:00' }
    const before = await storedSessions(database)
    await assertRefused(await change(app, token, done!.id, body), 409, 'CONFLICT', GOAL_MESSAGES.sessionAlreadyDone)
    await call(app, 'POST', `/api/goals/${goals[0]!.id}/complete`, { token, origin: SITE })
    await assertRefused(await change(app, token, open!.id, body), 409, 'CONFLICT', GOAL_MESSAGES.planOnlyActive)
    await assertRefused(await change(app, token, done!.id, body), 409, 'CONFLICT', GOAL_MESSAGES.sessionAlreadyDone)
    // A refused day comes after those answers: the session's state is what the player must fix first.
    await assertRefused(
      await change(app, token, open!.id, { ...body, session_date: '2026-11-01' }),
      409,
      'CONFLICT',
      GOAL_MESSAGES.planOnlyActive,
    )
    assert.deepEqual(await storedSessions(database), before)
  }))

Deno.test("protects behaviour: another person's planned session (or an unknown or malformed id) answers 404 to a change or removal and stays unchanged", () =>
  withApp({}, async ({ app, database }) => {
    const maya = await signUp(app)
    const leo = await signUp(app, { email: 'leo@example.com', first_name: 'Leo' })
    const { sessions: [mayas] } = await planned(app, maya.token)
    await planned(app, leo.token)
    const before = await storedSessions(database)
    const notFound = { error: { code: 'NOT_FOUND', message: GOAL_MESSAGES.sessionNotFound } }
    for (const id of [mayas!.id, crypto.randomUUID(), 'not-a-uuid']) {
      // A body that would be refused for its date answers 404 too: nothing about the session shows.
      for (const body of [{ session_date: '2026-11-30', start_time: '16:00' }, { session_date: '2026-11-01', start_time: '16:00' }]) {
        const res = await change(app, leo.token, id, body)
        assert.equal(res.status, 404, `PUT ${id} ${body.session_date}`)
        assert.deepEqual(await res.json(), notFound)
      }
      const res = await remove(app, leo.token, id)
      assert.equal(res.status, 404, `DELETE ${id}`)
      assert.deepEqual(await res.json(), notFound)
    }
    assert.deepEqual(await storedSessions(database), before)
    assert.deepEqual(await upcoming(app, maya.token), ['2026-11-24 17:30 45 null', '2026-11-26 17:30 60 null'])
  }))

Deno.test('protects behaviour: a bad change answers 400 with field errors and leaves the session as it was', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    const { sessions: [session] } = await planned(app, token)
    const valid = { session_date: '2026-11-30', start_time: '16:00' }
    const cases: Array<[Record<string, unknown>, string, string | undefined]> = [
      [{ ...valid, start_time: '25:00' }, 'start_time', 'Use a time written HH:MM'],
      [{ ...valid, duration: 5 }, 'duration', GOAL_MESSAGES.sessionDuration],
      [{ ...valid, session_date: '2026-02-30' }, 'session_date', 'Use a date written YYYY-MM-DD'],
      [{ session_date: '2026-11-30' }, 'start_time', undefined],
      [{ ...valid, notes: 'x'.repeat(501) }, 'notes', 'Notes must be at most 500 characters'],
      [{ ...valid, completed: true }, '', undefined], // strict: the done mark and the goal are not the client's to set here
      [{ ...valid, goal_id: crypto.randomUUID() }, '', undefined],
    ]
    const before = await storedSessions(database)
    for (const [body, field, message] of cases) {
      const res = await change(app, token, session!.id, body)
      assert.equal(res.status, 400, JSON.stringify(body))
      const { error } = await res.json()
      assert.equal(error.code, 'VALIDATION_FAILED')
      assert.ok(error.fields[field], `${JSON.stringify(body)} → ${JSON.stringify(error.fields)}`)
      if (message) assert.deepEqual(error.fields[field], [message])
    }
    assert.equal(
      (await call(app, 'PUT', `/api/goals/sessions/${session!.id}`, { token, origin: SITE, raw: '{"session_date":' })).status,
      400,
    )
    assert.deepEqual(await storedSessions(database), before)
  }))

Deno.test("protects behaviour: removing a planned session deletes only that one, done or not, whatever its goal's status; removing it again answers 404", () =>
  withApp({}, async ({ app, database }) => {
    const { token, id: userId } = await signUp(app)
    await setTier(database, userId, 'pro')
    const { goals, sessions } = await planned(app, token, [wizardGoal(), wizardGoal({ title: 'Sprints' })])
    const [first, done, ofCompleted, kept] = sessions as [PlannedSession, PlannedSession, PlannedSession, PlannedSession]

    const res = await remove(app, token, first.id)
    assert.equal(res.status, 204)
    assert.equal(await res.text(), '')
    await assertRefused(await remove(app, token, first.id), 404, 'NOT_FOUND', GOAL_MESSAGES.sessionNotFound)
    await assertRefused(
      await change(app, token, first.id, { session_date: '2026-11-30', start_time: '16:00' }),
      404,
      'NOT_FOUND',
      GOAL_MESSAGES.sessionNotFound,
    )
    assert.deepEqual(await upcoming(app, token), ['2026-11-24 17:30 45 null', '2026-11-26 17:30 60 null', '2026-11-26 17:30 60 null'])

    await call(app, 'POST', `/api/goals/sessions/${done.id}/done`, { token, origin: SITE })
    assert.equal((await remove(app, token, done.id)).status, 204)
    await call(app, 'POST', `/api/goals/${goals[1]!.id}/complete`, { token, origin: SITE })
    assert.equal((await remove(app, token, ofCompleted.id)).status, 204)

    assert.deepEqual((await storedSessions(database)).map((s) => s.id), [kept.id])
    assert.equal((await call(app, 'GET', `/api/goals/${goals[0]!.id}`, { token })).status, 200, 'the goal itself stays')
  }))

Deno.test("protects behaviour: planning a session for a day before the player's today is refused with 400 and adds nothing", () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    const { goal } = await (await createGoal(app, token)).json()
    const plan = (session_date: string) =>
      call(app, 'POST', `/api/goals/${goal.id}/sessions`, { token, origin: SITE, body: { session_date, start_time: '16:00' } })
    const refused = await plan('2026-11-21')
    assert.equal(refused.status, 400)
    assert.deepEqual((await refused.json()).error, {
      code: 'VALIDATION_FAILED',
      message: VALIDATION_MESSAGE,
      fields: { session_date: [GOAL_MESSAGES.sessionDateInPast] },
    })
    assert.equal(await rowCount(database, plannedSessions), 0)
    assert.equal((await plan('2026-11-22')).status, 201, 'today itself is fine')
    assert.equal(await rowCount(database, plannedSessions), 1)
  }))
