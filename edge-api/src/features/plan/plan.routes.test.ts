import assert from 'node:assert/strict'
import { teamDrillAssignments, weeklyPlanSessions } from '../../db/schema/index.ts'
import { DRILLS } from '../drills/public.ts'
import { call, rowCount, signUp, withApp } from '../../test-support/test-app.ts'
import { logSession } from '../training/training-fixtures.ts'
import { addGoal, MONDAY_NOON_MS, teamWithMember, thisWeek } from './plan-fixtures.ts'

const DAY = 24 * 60 * 60_000

Deno.test('protects behaviour: the plan is built on the first request of the week from the goals, then stays the same', () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token } = await signUp(app)
    await addGoal(app, token, 'Pass better', 'technical')
    clock.advance(MONDAY_NOON_MS)
    const plan = await thisWeek(app, token)
    assert.equal(plan.week_start, '2026-11-23')
    assert.equal(plan.today, '2026-11-23')
    // Medium availability (the sign-up default): Monday, Wednesday, Saturday.
    assert.deepEqual(plan.sessions.map((s) => s.day), ['2026-11-23', '2026-11-25', '2026-11-28'])
    for (const s of plan.sessions) {
      assert.equal(s.pillar, 'technical')
      assert.equal(s.session_type, 'technical')
      assert.deepEqual(s.skill_focus, ['technical'])
      assert.ok(s.goal_id)
      assert.equal(s.done, false)
    }
    assert.equal(plan.sessions[0]!.sentence, 'Your goal "Pass better": 0 of 3 sessions done')

    // A goal added mid-week does not rebuild the week.
    await addGoal(app, token, 'Run faster', 'physical')
    clock.advance(DAY)
    const again = await thisWeek(app, token)
    assert.deepEqual(again.sessions.map((s) => [s.id, s.pillar, s.drills]), plan.sessions.map((s) => [s.id, s.pillar, s.drills]))
    assert.equal(await rowCount(database, weeklyPlanSessions), 3)

    // Next Monday a new week is built, now with both goals.
    clock.advance(6 * DAY)
    const next = await thisWeek(app, token)
    assert.equal(next.week_start, '2026-11-30')
    assert.ok(next.sessions.every((s) => !plan.sessions.some((p) => p.id === s.id)))
    assert.deepEqual(new Set(next.sessions.map((s) => s.pillar)), new Set(['technical', 'physical']))
  }))

Deno.test("protects behaviour: the week follows the account's time zone, decided by the server", () =>
  withApp({}, async ({ app, clock }) => {
    // Sunday 22:30 UTC is already Monday in Kiritimati (UTC+14).
    const { token } = await signUp(app, { timeZone: 'Pacific/Kiritimati' })
    clock.advance(10 * 60 * 60_000 + 30 * 60_000)
    assert.equal((await thisWeek(app, token)).week_start, '2026-11-23')
    const { token: london } = await signUp(app, { email: 'leo@example.com', timeZone: 'Europe/London' })
    assert.equal((await thisWeek(app, london)).week_start, '2026-11-16')
  }))

Deno.test('protects behaviour: logging a session marks the plan session of that day done, or the one it names', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    await addGoal(app, token, 'Pass better', 'technical')
    clock.advance(MONDAY_NOON_MS)
    const plan = await thisWeek(app, token)
    assert.equal((await logSession(app, token)).status, 201)
    const after = await thisWeek(app, token)
    assert.deepEqual(after.sessions.map((s) => s.done), [true, false, false])
    assert.equal(after.sessions[1]!.sentence, 'Your goal "Pass better": 1 of 3 sessions done')
    // A second session the same day marks nothing more.
    assert.equal((await logSession(app, token)).status, 201)
    assert.deepEqual((await thisWeek(app, token)).sessions.map((s) => s.done), [true, false, false])
    // Started from the plan: Saturday's session, done on Tuesday.
    clock.advance(DAY)
    const saturday = plan.sessions[2]!
    assert.equal((await logSession(app, token, { plan_session_id: saturday.id })).status, 201)
    assert.deepEqual((await thisWeek(app, token)).sessions.map((s) => [s.day, s.done]), [
      ['2026-11-23', true],
      ['2026-11-25', false],
      ['2026-11-28', true],
    ])
  }))

Deno.test('protects behaviour: a missed session moves to the next free available day, once, then is dropped', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    await addGoal(app, token, 'Pass better', 'technical')
    clock.advance(MONDAY_NOON_MS)
    await thisWeek(app, token)
    clock.advance(DAY) // Tuesday: Monday's session moves to today (Tuesday is free and available).
    const tuesday = await thisWeek(app, token)
    assert.deepEqual(tuesday.sessions.map((s) => [s.day, s.moved_from]), [
      ['2026-11-24', '2026-11-23'],
      ['2026-11-25', null],
      ['2026-11-28', null],
    ])
    assert.match(tuesday.sessions[0]!.sentence, /\(moved from Monday\)$/)
    clock.advance(2 * DAY) // Thursday: Tuesday's (moved) is dropped; Wednesday's moves to Thursday.
    const thursday = await thisWeek(app, token)
    assert.deepEqual(thursday.sessions.map((s) => [s.day, s.moved_from, s.dropped]), [
      ['2026-11-24', '2026-11-23', true],
      ['2026-11-26', '2026-11-25', false],
      ['2026-11-28', null, false],
    ])
    // A dropped session cannot be done from the plan any more.
    const res = await logSession(app, token, { plan_session_id: thursday.sessions[0]!.id })
    assert.equal(res.status, 409)
  }))

Deno.test('protects behaviour: the plan needs a signed-in caller', () =>
  withApp({}, async ({ app }) => {
    assert.equal((await call(app, 'GET', '/api/plan/this-week')).status, 401)
  }))

Deno.test("protects behaviour: a drill a team's coach assigns mid-week lands in an open session of the week already built", () =>
  withApp({}, async ({ app, clock, database }) => {
    const player = await signUp(app)
    const coach = await signUp(app, { email: 'coach@example.com', age: 17 })
    await addGoal(app, player.token, 'Pass better', 'technical')
    clock.advance(MONDAY_NOON_MS)
    const built = await thisWeek(app, player.token)
    const slug = DRILLS.find((d) => d.pillar === 'mental' && d.ageGroups.includes('13-17'))!.slug
    // The team rows as the teams routes write them (edge-api/src/features/teams).
    await database.transaction(async (tx) => {
      await teamWithMember(tx, coach.id, player.id)
      await tx.insert(teamDrillAssignments).values({
        groupId: 'g1',
        weekStart: '2026-11-23',
        drillSlug: slug,
        assignedBy: coach.id,
        createdAt: 0,
      })
    })
    const after = await thisWeek(app, player.token)
    const holding = after.sessions.filter((s) => s.drills.some((d) => d.slug === slug))
    assert.equal(holding.length, 1)
    assert.equal(holding[0]!.drills[0]!.slug, slug)
    assert.match(holding[0]!.sentence, /^Your coach set /)
    assert.deepEqual(after.sessions.map((s) => s.id), built.sessions.map((s) => s.id), 'the same week, not rebuilt')
    assert.deepEqual((await thisWeek(app, player.token)).sessions, after.sessions, 'placed once')
  }))

Deno.test('protects behaviour: reading a week already built and with nothing to move takes no write transaction, and a read that must store a move still does', () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token } = await signUp(app)
    await addGoal(app, token, 'Pass better', 'technical')
    clock.advance(MONDAY_NOON_MS)
    let writes = 0
    const transaction = database.transaction.bind(database)
    database.transaction = (task) => {
      writes++
      return transaction(task)
    }
    await thisWeek(app, token) // the week's first read builds it
    assert.equal(writes, 1)
    const plan = await thisWeek(app, token)
    assert.equal(writes, 1, 'a plain read of a built week queued a write transaction')
    // Monday's session missed: Tuesday's read moves it, and stores the move.
    clock.advance(DAY)
    const moved = await thisWeek(app, token)
    assert.equal(writes, 2)
    assert.notDeepEqual(moved.sessions.map((s) => s.day), plan.sessions.map((s) => s.day))
    assert.deepEqual(await thisWeek(app, token), moved)
    assert.equal(writes, 2)
  }))
