import assert from 'node:assert/strict'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { GoalListResponse, GoalResponse, UpcomingSessionsResponse } from '@app/shared/schemas/goals.ts'
import { goals, plannedSessions } from '../../db/schema/index.ts'
import { VALIDATION_MESSAGE } from '../../http/validation.ts'
import { call, rowCount, signUp, SITE, START, withApp } from '../../test-support/test-app.ts'
import { createGoal, goalBody, setTier, wizardGoal } from './goal-fixtures.ts'

const HOUR = 60 * 60 * 1000

Deno.test("protects behaviour: a created goal is the caller's, active, and listed newest first; ?status filters the list", () =>
  withApp({}, async ({ app, clock }) => {
    const { token, id: userId } = await signUp(app)
    const res = await createGoal(app, token, { title: '  First touch  ', description: '', target_date: '2026-12-31' })
    assert.equal(res.status, 201)
    const { goal } = GoalResponse.parse(await res.json())
    assert.deepEqual(
      { ...goal, id: undefined },
      {
        id: undefined,
        user_id: userId,
        title: 'First touch',
        description: null,
        pillar: 'technical',
        goal_type: 'performance',
        target_date: '2026-12-31',
        status: 'active',
        created_at: new Date(START).toISOString(),
        updated_at: new Date(START).toISOString(),
        completed_at: null,
        approval: null,
        approval_note: null,
      },
    )
    clock.advance(HOUR)
    const second = GoalResponse.parse(await (await createGoal(app, token, { title: 'Sprint', pillar: 'physical' })).json()).goal
    clock.advance(HOUR)
    const done = await call(app, 'POST', `/api/goals/${goal.id}/complete`, { token, origin: SITE })
    assert.equal(done.status, 200)

    const list = async (query = '') =>
      GoalListResponse.parse(await (await call(app, 'GET', `/api/goals${query}`, { token })).json()).goals.map((g) => g.title)
    assert.deepEqual(await list(), ['Sprint', 'First touch'])
    assert.deepEqual(await list('?status=active'), ['Sprint'])
    assert.deepEqual(await list('?status=completed'), ['First touch'])
    assert.equal(second.user_id, userId)
    const other = await signUp(app, { email: 'leo@example.com' })
    assert.deepEqual(GoalListResponse.parse(await (await call(app, 'GET', '/api/goals', { token: other.token })).json()).goals, [])
    const badQuery = await call(app, 'GET', '/api/goals?status=paused', { token })
    assert.equal(badQuery.status, 400)
    assert.ok((await badQuery.json()).error.fields.status)
  }))

Deno.test('protects behaviour: bad goal input answers 400 with field errors and writes nothing', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    const cases: Array<[Record<string, unknown>, string, string | undefined]> = [
      [{ title: undefined }, 'title', GOAL_MESSAGES.enterTitle],
      [{ title: '   ' }, 'title', GOAL_MESSAGES.enterTitle],
      [{ pillar: 'spiritual' }, 'pillar', 'Choose a pillar'],
      [{ goal_type: 'dream' }, 'goal_type', 'Choose a goal type'],
      [{ target_date: '2026-02-30' }, 'target_date', 'Use a date written YYYY-MM-DD'],
      [{ target_date: '2026-11-21' }, 'target_date', GOAL_MESSAGES.targetDateInPast],
      [{ status: 'completed' }, '', undefined], // strict: fields the client may not set are refused
      [{ user_id: 'someone-else' }, '', undefined],
    ]
    for (const [overrides, field, message] of cases) {
      const res = await createGoal(app, token, overrides)
      assert.equal(res.status, 400, JSON.stringify(overrides))
      const { error } = await res.json()
      assert.equal(error.code, 'VALIDATION_FAILED')
      assert.equal(error.message, VALIDATION_MESSAGE)
      assert.ok(error.fields[field], `${JSON.stringify(overrides)} → ${JSON.stringify(error.fields)}`)
      if (message) assert.deepEqual(error.fields[field], [message])
    }
    assert.equal((await call(app, 'POST', '/api/goals', { token, origin: SITE, raw: '{"title":' })).status, 400)
    assert.equal(await rowCount(database, goals), 0)
  }))

Deno.test("protects behaviour: a target date is checked against the player's own calendar day, not the server's", () =>
  withApp({}, async ({ app, clock }) => {
    const la = await signUp(app, { email: 'la@example.com', timeZone: 'America/Los_Angeles' })
    const utc = await signUp(app, { email: 'utc@example.com' }) // no time zone given: UTC
    const kiritimati = await signUp(app, { email: 'kiri@example.com', timeZone: 'Pacific/Kiritimati' })
    const refused = async (res: Response) => {
      assert.equal(res.status, 400)
      assert.deepEqual((await res.json()).error.fields, { target_date: [GOAL_MESSAGES.targetDateInPast] })
    }
    // 2026-11-22 12:00 UTC is already 23 November at UTC+14.
    await refused(await createGoal(app, kiritimati.token, { target_date: '2026-11-22' }))
    assert.equal((await createGoal(app, kiritimati.token, { target_date: '2026-11-23' })).status, 201)
    assert.equal((await createGoal(app, utc.token, { target_date: '2026-11-22' })).status, 201)
    // 2026-11-23 06:00 UTC is still 22 November in Los Angeles.
    clock.advance(18 * HOUR)
    await refused(await createGoal(app, utc.token, { target_date: '2026-11-22' }))
    assert.equal((await createGoal(app, la.token, { target_date: '2026-11-22' })).status, 201)
  }))

Deno.test("protects behaviour: another person's goal (or an unknown id) answers 404 on read, edit, complete, reopen and delete, and stays unchanged", () =>
  withApp({}, async ({ app, database }) => {
    const maya = await signUp(app)
    const leo = await signUp(app, { email: 'leo@example.com', first_name: 'Leo' })
    const saved = await call(app, 'POST', '/api/goals/batch', { token: maya.token, origin: SITE, body: { goals: [wizardGoal()] } })
    const goalId = (await saved.json()).goals[0].id as string
    const before = { goals: await database.db.select().from(goals), sessions: await database.db.select().from(plannedSessions) }
    const notFound = { error: { code: 'NOT_FOUND', message: GOAL_MESSAGES.goalNotFound } }
    for (const id of [goalId, crypto.randomUUID(), 'not-a-uuid']) {
      for (
        const [method, path, body] of [
          ['GET', `/api/goals/${id}`],
          ['PUT', `/api/goals/${id}`, goalBody()],
          ['POST', `/api/goals/${id}/complete`],
          ['POST', `/api/goals/${id}/reopen`],
          ['POST', `/api/goals/${id}/sessions`, { session_date: '2026-11-30', start_time: '16:00' }],
          ['DELETE', `/api/goals/${id}`],
        ] as const
      ) {
        const res = await call(app, method, path, { token: leo.token, origin: SITE, body })
        assert.equal(res.status, 404, `${method} ${path}`)
        assert.deepEqual(await res.json(), notFound)
      }
    }
    assert.deepEqual({ goals: await database.db.select().from(goals), sessions: await database.db.select().from(plannedSessions) }, before)
    assert.deepEqual((await (await call(app, 'GET', '/api/goals', { token: leo.token })).json()).goals, [])
    assert.equal((await call(app, 'GET', `/api/goals/${goalId}`, { token: maya.token })).status, 200)
  }))

Deno.test('protects behaviour: every goals route answers 401 without a signed-in session, and writes nothing', () =>
  withApp({}, async ({ app, database }) => {
    const id = crypto.randomUUID()
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/goals', undefined],
      ['POST', '/api/goals', goalBody()],
      ['POST', '/api/goals/batch', { goals: [wizardGoal()] }],
      ['GET', `/api/goals/${id}`, undefined],
      ['GET', '/api/goals/sessions/upcoming', undefined],
      ['POST', `/api/goals/sessions/${id}/done`, undefined],
      ['PUT', `/api/goals/sessions/${id}`, { session_date: '2026-11-30', start_time: '16:00' }],
      ['DELETE', `/api/goals/sessions/${id}`, undefined],
      ['PUT', `/api/goals/${id}`, goalBody()],
      ['POST', `/api/goals/${id}/complete`, undefined],
      ['POST', `/api/goals/${id}/reopen`, undefined],
      ['POST', `/api/goals/${id}/sessions`, { session_date: '2026-11-30', start_time: '16:00' }],
      ['DELETE', `/api/goals/${id}`, undefined],
    ]
    for (const [method, path, body] of routes) {
      const res = await call(app, method, path, { origin: SITE, body })
      assert.equal(res.status, 401, `${method} ${path}`)
      assert.equal((await res.json()).error.code, 'UNAUTHENTICATED')
    }
    assert.equal(await rowCount(database, goals), 0)
    assert.equal(await rowCount(database, plannedSessions), 0)
  }))

Deno.test("protects behaviour: upcoming sessions are the player's planned sessions of active goals from their today on, soonest first", () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token, id: userId } = await signUp(app)
    await setTier(database, userId, 'pro')
    const body = {
      goals: [
        wizardGoal({
          title: 'Weak foot',
          sessions: [{ session_date: '2026-11-26', start_time: '17:30' }, {
            session_date: '2026-11-24',
            start_time: '18:00',
            duration: 45,
          }],
        }),
        wizardGoal({ title: 'Sprints', sessions: [{ session_date: '2026-11-24', start_time: '07:15' }] }),
        wizardGoal({ title: 'Done already', sessions: [{ session_date: '2026-11-23', start_time: '10:00' }] }),
      ],
    }
    const saved = await (await call(app, 'POST', '/api/goals/batch', { token, origin: SITE, body })).json()
    await call(app, 'POST', `/api/goals/${saved.goals[2].id}/complete`, { token, origin: SITE })
    const leo = await signUp(app, { email: 'leo@example.com' })
    await call(app, 'POST', '/api/goals/batch', { token: leo.token, origin: SITE, body: { goals: [wizardGoal({ title: 'Not yours' })] } })
    const upcoming = async (query = '') => {
      const res = await call(app, 'GET', `/api/goals/sessions/upcoming${query}`, { token })
      assert.equal(res.status, 200)
      return UpcomingSessionsResponse.parse(await res.json()).sessions.map((s) =>
        `${s.session_date} ${s.start_time} ${s.goal_title} ${s.duration}`
      )
    }
    assert.deepEqual(await upcoming(), ['2026-11-24 07:15 Sprints 60', '2026-11-24 18:00 Weak foot 45', '2026-11-26 17:30 Weak foot 60'])
    assert.deepEqual(await upcoming('?limit=1'), ['2026-11-24 07:15 Sprints 60'])
    clock.advance(3 * 24 * HOUR) // 25 November: the 24th has passed
    assert.deepEqual(await upcoming(), ['2026-11-26 17:30 Weak foot 60'])
    assert.equal((await call(app, 'GET', '/api/goals/sessions/upcoming?limit=0', { token })).status, 400)

    // Done: it leaves the list, again changes nothing, and nobody else can mark it.
    const [next] = UpcomingSessionsResponse.parse(await (await call(app, 'GET', '/api/goals/sessions/upcoming', { token })).json()).sessions
    const byLeo = await call(app, 'POST', `/api/goals/sessions/${next!.id}/done`, { token: leo.token, origin: SITE })
    assert.equal(byLeo.status, 404)
    assert.equal((await byLeo.json()).error.message, GOAL_MESSAGES.sessionNotFound)
    assert.deepEqual(await upcoming(), ['2026-11-26 17:30 Weak foot 60'])
    for (let i = 0; i < 2; i++) {
      assert.equal((await call(app, 'POST', `/api/goals/sessions/${next!.id}/done`, { token, origin: SITE })).status, 204)
    }
    assert.deepEqual(await upcoming(), [])
  }))

Deno.test('protects behaviour: a session planned for an active goal after the wizard is saved and listed; a completed goal, a full goal or bad input are refused and nothing is saved', () =>
  withApp({}, async ({ app, database }) => {
    const { token, id: userId } = await signUp(app)
    await setTier(database, userId, 'pro')
    const { goal } = await (await createGoal(app, token, { title: 'Juggle 50' })).json()
    const plan = (goalId: string, body: unknown) => call(app, 'POST', `/api/goals/${goalId}/sessions`, { token, origin: SITE, body })
    const res = await plan(goal.id, { session_date: '2026-11-30', start_time: '16:00', notes: ' Wall passes ' })
    assert.equal(res.status, 201)
    const { session } = await res.json()
    assert.deepEqual([session.goal_id, session.duration, session.notes, session.completed], [goal.id, 60, 'Wall passes', false])
    const upcoming =
      UpcomingSessionsResponse.parse(await (await call(app, 'GET', '/api/goals/sessions/upcoming', { token })).json()).sessions
    assert.deepEqual(upcoming.map((s) => [s.id, s.goal_title]), [[session.id, 'Juggle 50']])

    const before = await rowCount(database, plannedSessions)
    const bad = await plan(goal.id, { session_date: '2026-11-30', start_time: '25:00', duration: 5 })
    assert.equal(bad.status, 400)
    assert.deepEqual(Object.keys((await bad.json()).error.fields).sort(), ['duration', 'start_time'])
    const full = await (await call(app, 'POST', '/api/goals/batch', {
      token,
      origin: SITE,
      body: {
        goals: [wizardGoal({ sessions: Array.from({ length: 30 }, () => ({ session_date: '2026-12-01', start_time: '09:00' })) })],
      },
    })).json()
    const refusedFull = await plan(full.goals[0].id, { session_date: '2026-11-30', start_time: '16:00' })
    assert.equal(refusedFull.status, 409)
    assert.equal((await refusedFull.json()).error.message, GOAL_MESSAGES.sessionsPerGoalMax)
    await call(app, 'POST', `/api/goals/${goal.id}/complete`, { token, origin: SITE })
    const refusedDone = await plan(goal.id, { session_date: '2026-11-30', start_time: '16:00' })
    assert.equal(refusedDone.status, 409)
    assert.equal((await refusedDone.json()).error.message, GOAL_MESSAGES.planOnlyActive)
    assert.equal(await rowCount(database, plannedSessions), before + 30, 'only the batch wrote sessions')
  }))

Deno.test('protects behaviour: the OpenAPI document describes the goal routes (templates included) with their id, query, bodies and the plan-limit answer', () =>
  withApp({}, async ({ app }) => {
    const doc = await (await call(app, 'GET', '/api/openapi.json')).json()
    assert.deepEqual(Object.keys(doc.paths).filter((p) => p.startsWith('/api/goals')).sort(), [
      '/api/goals',
      '/api/goals/batch',
      '/api/goals/sessions/upcoming',
      '/api/goals/sessions/{id}',
      '/api/goals/sessions/{id}/done',
      '/api/goals/templates',
      '/api/goals/templates/{id}',
      '/api/goals/{id}',
      '/api/goals/{id}/complete',
      '/api/goals/{id}/reopen',
      '/api/goals/{id}/sessions',
    ])
    assert.match(doc.paths['/api/goals/templates'].post.responses['402'].description, /no custom templates/)
    assert.deepEqual(Object.keys(doc.paths['/api/goals/{id}']).sort(), ['delete', 'get', 'put'])
    assert.deepEqual(Object.keys(doc.paths['/api/goals/sessions/{id}']).sort(), ['delete', 'put'])
    assert.ok(JSON.stringify(doc.paths['/api/goals/sessions/{id}'].put.requestBody).includes('start_time'))
    assert.match(doc.paths['/api/goals/sessions/{id}'].put.responses['409'].description, /already done/)
    assert.ok(JSON.stringify(doc.paths['/api/goals/{id}'].put.requestBody).includes('target_date'))
    assert.deepEqual(doc.paths['/api/goals'].get.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`), ['query:status'])
    assert.deepEqual(
      doc.paths['/api/goals/{id}'].delete.parameters.map((
        p: { name: string; in: string; required: boolean },
      ) => [p.in, p.name, p.required]),
      [['path', 'id', true]],
    )
    assert.ok(JSON.stringify(doc.paths['/api/goals/batch'].post.requestBody).includes('session_date'))
    assert.match(doc.paths['/api/goals'].post.responses['403'].description, /PLAN_LIMIT_REACHED/)
    assert.ok(JSON.stringify(doc.paths['/api/goals/{id}'].get.responses['200']).includes('sessions'))
  }))
