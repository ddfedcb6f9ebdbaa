import assert from 'node:assert/strict'
import { PAID_FEATURES } from '@app/shared/domain/billing/tier-features.ts'
import { GOAL_TEMPLATE_LIMIT } from '@app/shared/domain/goal-templates.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { GoalResponse, GoalTemplateListResponse, GoalTemplateResponse } from '@app/shared/schemas/goals.ts'
import { goalTemplates } from '../../db/schema/index.ts'
import { snapshot } from '../../test-support/db-snapshot.ts'
import { call, rowCount, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { createGoal, setTier } from './goal-fixtures.ts'

type App = Parameters<typeof call>[0]
const save = (app: App, token: string, goal_id: string) =>
  call(app, 'POST', '/api/goals/templates', { token, origin: SITE, body: { goal_id } })
const list = async (app: App, token: string) =>
  GoalTemplateListResponse.parse(await (await call(app, 'GET', '/api/goals/templates', { token })).json()).templates

Deno.test('protects behaviour: a Pro player saves a goal as a template (its words and the days it was given, never its dates), lists and removes it; Free cannot save one but keeps seeing and removing what was saved', () =>
  withApp({}, async ({ app, database, clock }) => {
    const maya = await signUp(app)
    const goal = GoalResponse.parse(
      await (await createGoal(app, maya.token, { title: 'Juggle 50', description: 'Both feet', target_date: '2026-12-22' })).json(),
    ).goal

    const before = await snapshot(database)
    const refused = await save(app, maya.token, goal.id)
    assert.equal(refused.status, 402)
    assert.equal((await refused.json()).error.message, PAID_FEATURES.customTemplates.message)
    assert.equal(await snapshot(database), before, 'Free saves nothing')

    await setTier(database, maya.id, 'pro')
    clock.advance(60_000)
    const saved = await save(app, maya.token, goal.id)
    assert.equal(saved.status, 201)
    const { template } = GoalTemplateResponse.parse(await saved.json())
    assert.deepEqual([template.title, template.description, template.pillar, template.goal_type, template.target_days], [
      'Juggle 50',
      'Both feet',
      goal.pillar,
      goal.goal_type,
      30,
    ])
    const noDate = GoalResponse.parse(await (await createGoal(app, maya.token, { title: 'Stay calm', target_date: null })).json()).goal
    clock.advance(60_000)
    await save(app, maya.token, noDate.id)
    assert.deepEqual((await list(app, maya.token)).map((t) => [t.title, t.target_days]), [['Stay calm', null], ['Juggle 50', 30]])

    // Someone else's goal, or an unknown one, is not found; bad input is refused; nothing is written.
    const oz = await signUp(app, { email: 'oz@example.com', first_name: 'Oz' })
    await setTier(database, oz.id, 'pro')
    const stamp = await snapshot(database)
    assert.equal((await save(app, oz.token, goal.id)).status, 404)
    assert.equal((await save(app, maya.token, crypto.randomUUID())).status, 404)
    assert.equal(
      (await call(app, 'POST', '/api/goals/templates', { token: maya.token, origin: SITE, body: { goal_id: 'nope' } })).status,
      400,
    )
    assert.equal((await call(app, 'DELETE', `/api/goals/templates/${template.id}`, { token: oz.token, origin: SITE })).status, 404)
    assert.deepEqual(await list(app, oz.token), [])
    assert.equal(await snapshot(database), stamp)

    // Back on Free, what was saved is still Maya's to see and remove; saving another is not.
    await setTier(database, maya.id, 'free')
    assert.deepEqual((await list(app, maya.token)).map((t) => t.title), ['Stay calm', 'Juggle 50'])
    assert.equal((await save(app, maya.token, goal.id)).status, 402)
    const removed = await call(app, 'DELETE', `/api/goals/templates/${template.id}`, { token: maya.token, origin: SITE })
    assert.equal(removed.status, 204)
    assert.deepEqual((await list(app, maya.token)).map((t) => t.title), ['Stay calm'])
    const again = await call(app, 'DELETE', `/api/goals/templates/${template.id}`, { token: maya.token, origin: SITE })
    assert.equal((await again.json()).error.message, GOAL_MESSAGES.templateNotFound)
  }))

Deno.test(`protects behaviour: a player keeps at most ${GOAL_TEMPLATE_LIMIT} templates, and templates go with the account`, () =>
  withApp({}, async ({ app, database }) => {
    const maya = await signUp(app)
    await setTier(database, maya.id, 'pro')
    const goal = GoalResponse.parse(await (await createGoal(app, maya.token)).json()).goal
    for (let i = 0; i < GOAL_TEMPLATE_LIMIT; i++) assert.equal((await save(app, maya.token, goal.id)).status, 201)
    const over = await save(app, maya.token, goal.id)
    assert.equal(over.status, 409)
    assert.equal((await over.json()).error.message, GOAL_MESSAGES.templateLimit)
    assert.equal(await rowCount(database, goalTemplates), GOAL_TEMPLATE_LIMIT)

    const exported = await (await call(app, 'GET', '/api/me/export', { token: maya.token })).json()
    assert.equal(exported.goal_templates.length, GOAL_TEMPLATE_LIMIT)
    assert.equal((await call(app, 'DELETE', '/api/me', { token: maya.token, origin: SITE, body: { password: 'secret-123' } })).status, 200)
    assert.equal(await rowCount(database, goalTemplates), 0)
  }))
