import assert from 'node:assert/strict'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { GoalDetailResponse, GoalListResponse, SaveWizardGoalsResponse } from '@app/shared/schemas/goals.ts'
import { goals, plannedSessions } from '../../db/schema/index.ts'
import { call, rowCount, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { createGoal, setTier, wizardGoal } from './goal-fixtures.ts'

Deno.test('protects behaviour: the wizard save stores every goal with its planned sessions and answers them', () =>
  withApp({}, async ({ app, database }) => {
    const { token, id } = await signUp(app)
    await setTier(database, id, 'pro')
    const body = {
      goals: [
        wizardGoal(),
        wizardGoal({ title: 'Recovery routine', pillar: 'physical', target_date: null, sessions: [] }),
        wizardGoal({ title: 'Scan before receiving', pillar: 'tactical' }),
      ],
    }
    const res = await call(app, 'POST', '/api/goals/batch', { token, origin: SITE, body })
    assert.equal(res.status, 201)
    const saved = SaveWizardGoalsResponse.parse(await res.json())
    assert.deepEqual(saved.goals.map((g) => [g.title, g.pillar, g.status, g.user_id, g.target_date]), [
      ['Weak-foot passing', 'technical', 'active', id, '2027-02-20'],
      ['Recovery routine', 'physical', 'active', id, null],
      ['Scan before receiving', 'tactical', 'active', id, '2027-02-20'],
    ])
    assert.equal(saved.sessions.length, 4)
    const [first, , third] = saved.goals
    assert.deepEqual(saved.sessions.map((s) => s.goal_id), [first!.id, first!.id, third!.id, third!.id])
    // Duration defaults to 60 minutes (docs/features/goals.md); notes are null when not given.
    assert.deepEqual(saved.sessions.slice(0, 2).map((s) => [s.session_date, s.start_time, s.duration, s.notes, s.completed]), [
      ['2026-11-24', '17:30', 45, null, false],
      ['2026-11-26', '17:30', 60, null, false],
    ])
    const detail = GoalDetailResponse.parse(await (await call(app, 'GET', `/api/goals/${first!.id}`, { token })).json())
    assert.deepEqual(detail.sessions, saved.sessions.slice(0, 2))
    const list = GoalListResponse.parse(await (await call(app, 'GET', '/api/goals', { token })).json())
    // Saved together, so created_at ties: the id decides, and the list answers the same goals field for field.
    assert.deepEqual(list.goals, [...saved.goals].sort((a, b) => (a.id < b.id ? 1 : -1)))
  }))

Deno.test('protects behaviour: a wizard save that would take a free player past 2 active goals saves nothing', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    const three = await call(app, 'POST', '/api/goals/batch', {
      token,
      origin: SITE,
      body: { goals: [wizardGoal(), wizardGoal(), wizardGoal()] },
    })
    assert.equal(three.status, 403)
    assert.deepEqual(await three.json(), { error: { code: 'PLAN_LIMIT_REACHED', message: GOAL_MESSAGES.freeLimit } })
    assert.equal(await rowCount(database, goals), 0)
    assert.equal(await rowCount(database, plannedSessions), 0)
    // With one goal already active, a save of two is refused as a whole, not cut to one.
    assert.equal((await createGoal(app, token)).status, 201)
    const two = await call(app, 'POST', '/api/goals/batch', { token, origin: SITE, body: { goals: [wizardGoal(), wizardGoal()] } })
    assert.equal(two.status, 403)
    assert.equal(await rowCount(database, goals), 1)
    assert.equal(await rowCount(database, plannedSessions), 0)
  }))

Deno.test('protects behaviour: a wizard save with one invalid session or goal answers 400 for that field and saves nothing', () =>
  withApp({}, async ({ app, database }) => {
    const { token, id } = await signUp(app)
    await setTier(database, id, 'pro')
    const badSession = wizardGoal({
      sessions: [{ session_date: '2026-11-24', start_time: '17:30' }, { session_date: '2026-11-25', start_time: '18:00', duration: 200 }],
    })
    const cases: Array<[unknown, string, string]> = [
      [{ goals: [wizardGoal(), badSession] }, 'goals.1.sessions.1.duration', GOAL_MESSAGES.sessionDuration],
      [
        { goals: [wizardGoal({ sessions: [{ session_date: '2026-11-24', start_time: '25:00' }] })] },
        'goals.0.sessions.0.start_time',
        'Use a time written HH:MM',
      ],
      [{ goals: [wizardGoal(), wizardGoal({ target_date: '2026-01-01' })] }, 'goals.1.target_date', GOAL_MESSAGES.targetDateInPast],
      [{ goals: [wizardGoal({ pillar: 'psychological' })] }, 'goals.0.pillar', 'Choose a focus area'],
      [{ goals: [wizardGoal(), wizardGoal(), wizardGoal(), wizardGoal()] }, 'goals', GOAL_MESSAGES.wizardMaxGoals],
      [{ goals: [] }, 'goals', 'Choose at least one goal'],
      [
        { goals: [wizardGoal({ sessions: [{ session_date: '2026-11-24', start_time: '17:30', completed: true }] })] },
        'goals.0.sessions.0',
        '',
      ],
    ]
    for (const [body, field, message] of cases) {
      const res = await call(app, 'POST', '/api/goals/batch', { token, origin: SITE, body })
      assert.equal(res.status, 400, field)
      const { error } = await res.json()
      assert.equal(error.code, 'VALIDATION_FAILED')
      assert.ok(error.fields[field], `${field}: ${JSON.stringify(error.fields)}`)
      if (message) assert.deepEqual(error.fields[field], [message])
    }
    assert.equal(await rowCount(database, goals), 0)
    assert.equal(await rowCount(database, plannedSessions), 0)
  }))
