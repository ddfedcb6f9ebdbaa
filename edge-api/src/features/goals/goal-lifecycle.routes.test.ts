import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { GoalDetailResponse, GoalListResponse, GoalResponse } from '@app/shared/schemas/goals.ts'
import { goals, plannedSessions } from '../../db/schema/index.ts'
import { call, rowCount, signUp, SITE, START, withApp } from '../../test-support/test-app.ts'
import { createGoal, goalBody, setTier, wizardGoal } from './goal-fixtures.ts'

const HOUR = 60 * 60 * 1000

Deno.test('protects behaviour: editing a goal rewrites its own fields only, keeps its id, owner, status and creation time, and lists it in place', () =>
  withApp({}, async ({ app, clock }) => {
    const { token, id: userId } = await signUp(app)
    const { goal } = GoalResponse.parse(await (await createGoal(app, token, { title: 'Juggle 50', target_date: '2026-12-31' })).json())
    clock.advance(HOUR)
    const later = GoalResponse.parse(await (await createGoal(app, token, { title: 'Sprint' })).json()).goal
    clock.advance(HOUR)
    const body = { title: '  Juggle 100 in a row ', description: 'Both feet', pillar: 'physical', goal_type: 'outcome', target_date: null }
    const res = await call(app, 'PUT', `/api/goals/${goal.id}`, { token, origin: SITE, body })
    assert.equal(res.status, 200)
    const edited = GoalResponse.parse(await res.json()).goal
    assert.deepEqual(edited, {
      ...goal,
      title: 'Juggle 100 in a row',
      description: 'Both feet',
      pillar: 'physical',
      goal_type: 'outcome',
      target_date: null,
      updated_at: new Date(START + 2 * HOUR).toISOString(),
    })
    assert.equal(edited.user_id, userId)
    const listed = GoalListResponse.parse(await (await call(app, 'GET', '/api/goals', { token })).json()).goals
    assert.deepEqual(listed.map((g) => g.id), [later.id, goal.id])
    assert.deepEqual(listed[1], edited)
    // A completed goal can still be corrected, and stays completed.
    await call(app, 'POST', `/api/goals/${goal.id}/complete`, { token, origin: SITE })
    const fixed = await call(app, 'PUT', `/api/goals/${goal.id}`, { token, origin: SITE, body: goalBody({ title: 'Juggle 100' }) })
    assert.equal(GoalResponse.parse(await fixed.json()).goal.status, 'completed')
  }))

Deno.test('protects behaviour: a bad edit answers 400 with the field errors of creating a goal and leaves the goal as it was', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    const { goal } = await (await createGoal(app, token, { target_date: '2026-12-31' })).json()
    const before = await database.db.select().from(goals)
    const cases: Array<[Record<string, unknown>, string]> = [
      [goalBody({ title: '   ' }), 'title'],
      [goalBody({ pillar: 'spiritual' }), 'pillar'],
      [goalBody({ target_date: '2026-11-21' }), 'target_date'],
      [goalBody({ status: 'active' }), ''],
      [{ title: 'Only a title' }, 'pillar'],
    ]
    for (const [body, field] of cases) {
      const res = await call(app, 'PUT', `/api/goals/${goal.id}`, { token, origin: SITE, body })
      assert.equal(res.status, 400, JSON.stringify(body))
      assert.ok((await res.json()).error.fields[field], JSON.stringify(body))
    }
    assert.deepEqual(await database.db.select().from(goals), before)
  }))

Deno.test('protects behaviour: a target date that has passed may stay on an edited goal, but an edit cannot move it to another past day', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    const { goal } = await (await createGoal(app, token, { target_date: '2026-11-23' })).json()
    clock.advance(3 * 24 * HOUR) // now 25 November: the target day is past
    const keep = await call(app, 'PUT', `/api/goals/${goal.id}`, {
      token,
      origin: SITE,
      body: goalBody({ title: 'Renamed', target_date: '2026-11-23' }),
    })
    assert.equal(keep.status, 200)
    assert.equal((await keep.json()).goal.target_date, '2026-11-23')
    const move = await call(app, 'PUT', `/api/goals/${goal.id}`, { token, origin: SITE, body: goalBody({ target_date: '2026-11-24' }) })
    assert.equal(move.status, 400)
    assert.deepEqual((await move.json()).error.fields, { target_date: [GOAL_MESSAGES.targetDateInPast] })
  }))

Deno.test('protects behaviour: reopening a completed goal makes it active again and takes it off the Journey; an active goal is unchanged', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    const { goal } = await (await createGoal(app, token, { title: 'Juggle 50' })).json()
    const journeyGoals = async () =>
      ((await (await call(app, 'GET', '/api/journey', { token })).json()).entries as Array<
        { kind: string; label: string; occurred_at: string }
      >).filter((e) => e.kind === 'goal_completed')
    clock.advance(HOUR)
    await call(app, 'POST', `/api/goals/${goal.id}/complete`, { token, origin: SITE })
    // An edit of the completed goal keeps the day it was completed on the Journey.
    clock.advance(HOUR)
    await call(app, 'PUT', `/api/goals/${goal.id}`, { token, origin: SITE, body: goalBody({ title: 'Juggle 60' }) })
    assert.deepEqual((await journeyGoals()).map((e) => [e.label, e.occurred_at]), [['Juggle 60', new Date(START + HOUR).toISOString()]])
    clock.advance(HOUR)
    const res = await call(app, 'POST', `/api/goals/${goal.id}/reopen`, { token, origin: SITE })
    assert.equal(res.status, 200)
    const reopened = GoalResponse.parse(await res.json()).goal
    assert.deepEqual([reopened.status, reopened.updated_at, reopened.completed_at], [
      'active',
      new Date(START + 3 * HOUR).toISOString(),
      null,
    ])
    assert.deepEqual(await journeyGoals(), [])
    const again = await call(app, 'POST', `/api/goals/${goal.id}/reopen`, { token, origin: SITE })
    assert.deepEqual((await again.json()).goal, reopened)
  }))

Deno.test('protects behaviour: a free player at the limit cannot reopen a completed goal, and it stays completed', () =>
  withApp({}, async ({ app, database }) => {
    const { token, id: userId } = await signUp(app)
    const { goal } = await (await createGoal(app, token, { title: 'Done one' })).json()
    await call(app, 'POST', `/api/goals/${goal.id}/complete`, { token, origin: SITE })
    assert.equal((await createGoal(app, token, { title: 'Two' })).status, 201)
    assert.equal((await createGoal(app, token, { title: 'Three' })).status, 201)
    const res = await call(app, 'POST', `/api/goals/${goal.id}/reopen`, { token, origin: SITE })
    assert.equal(res.status, 403)
    assert.deepEqual((await res.json()).error, { code: 'PLAN_LIMIT_REACHED', message: GOAL_MESSAGES.freeLimit })
    const [row] = await database.db.select().from(goals).where(eq(goals.id, goal.id))
    assert.equal(row?.status, 'completed')
    assert.ok(row?.completedAt)
    await setTier(database, userId, 'pro')
    assert.equal((await call(app, 'POST', `/api/goals/${goal.id}/reopen`, { token, origin: SITE })).status, 200)
  }))

Deno.test('protects behaviour: completing a goal marks it completed once; completing it again answers 200 and changes nothing', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    const { goal } = await (await createGoal(app, token)).json()
    clock.advance(HOUR)
    const first = GoalResponse.parse(await (await call(app, 'POST', `/api/goals/${goal.id}/complete`, { token, origin: SITE })).json()).goal
    assert.equal(first.status, 'completed')
    assert.equal(first.updated_at, new Date(START + HOUR).toISOString())
    assert.equal(first.completed_at, new Date(START + HOUR).toISOString())
    assert.equal(first.created_at, goal.created_at)
    clock.advance(HOUR)
    const again = await call(app, 'POST', `/api/goals/${goal.id}/complete`, { token, origin: SITE })
    assert.equal(again.status, 200)
    assert.deepEqual((await again.json()).goal, first)
  }))

Deno.test('protects behaviour: deleting a goal removes it and its planned sessions, and only those', () =>
  withApp({}, async ({ app, database }) => {
    const { token, id: userId } = await signUp(app)
    await setTier(database, userId, 'pro')
    const saved = await (await call(app, 'POST', '/api/goals/batch', {
      token,
      origin: SITE,
      body: { goals: [wizardGoal(), wizardGoal({ title: 'Keep' })] },
    })).json()
    const [gone, kept] = saved.goals
    const detail = GoalDetailResponse.parse(await (await call(app, 'GET', `/api/goals/${gone.id}`, { token })).json())
    assert.equal(detail.sessions.length, 2)
    assert.equal(await rowCount(database, plannedSessions), 4)
    const res = await call(app, 'DELETE', `/api/goals/${gone.id}`, { token, origin: SITE })
    assert.equal(res.status, 204)
    assert.equal(await res.text(), '')
    assert.equal((await call(app, 'GET', `/api/goals/${gone.id}`, { token })).status, 404)
    assert.equal((await call(app, 'DELETE', `/api/goals/${gone.id}`, { token, origin: SITE })).status, 404)
    const left = await database.db.select().from(plannedSessions)
    assert.deepEqual(left.map((s) => s.goalId), [kept.id, kept.id])
    assert.equal(await rowCount(database, goals), 1)
  }))
