import assert from 'node:assert/strict'
import { Hono } from 'hono'
import { DASHBOARD_READS } from '@app/shared/domain/dashboard-reads.ts'
import { DashboardResponse } from '@app/shared/schemas/progress.ts'
import type { AppDeps } from '../../app-deps.ts'
import { playerLevels, trainingStreaks } from '../../db/schema/index.ts'
import { call, rowCount, signUp, withApp } from '../../test-support/test-app.ts'
import { session } from '../auth/public.ts'
import { signUpParent } from '../family/family-fixtures.ts'
import { logSession } from '../training/training-fixtures.ts'
import { dashboardRoutes } from './dashboard.routes.ts'

const readDashboard = async (app: Parameters<typeof call>[0], token: string | null) => {
  const res = await call(app, 'GET', '/api/dashboard', { token })
  return { status: res.status, body: await res.json() }
}

Deno.test("protects behaviour: the dashboard read answers every card's read exactly as the card's own route does", () =>
  withApp({}, async ({ app }) => {
    const { token } = await signUp(app)
    await logSession(app, token)
    const { status, body } = await readDashboard(app, token)
    assert.equal(status, 200)
    const { parts } = DashboardResponse.parse(body)
    assert.deepEqual(Object.keys(parts).sort(), [...DASHBOARD_READS].sort())
    for (const path of DASHBOARD_READS) {
      const own = await call(app, 'GET', `/api${path}`, { token })
      assert.deepEqual(parts[path], { status: own.status, body: await own.json() }, path)
    }
    assert.equal(parts['/progress/streak']!.status, 200)
    assert.equal((parts['/progress/streak']!.body as { streak: { current: number } }).streak.current, 1)
  }))

Deno.test('protects behaviour: the dashboard read needs a session and gives a parent who does not play nothing (no records made)', () =>
  withApp({}, async ({ app, database }) => {
    assert.equal((await readDashboard(app, null)).status, 401)
    assert.equal((await readDashboard(app, 'not-a-session')).status, 401)
    const parent = await signUpParent(app, 'sam@example.com')
    const { status, body } = await readDashboard(app, parent.token)
    assert.deepEqual([status, body], [200, { parts: {} }])
    assert.equal(await rowCount(database, playerLevels), 0)
    assert.equal(await rowCount(database, trainingStreaks), 0)
  }))

Deno.test('protects behaviour: one part of the dashboard read failing leaves the other parts their answers', () =>
  withApp({}, async ({ app, database, clock }) => {
    const { token } = await signUp(app)
    // The fault is injected where the parts are asked: one card's route answers 500, another's throws.
    let failing = true
    const deps = { database, session: session({ database, now: clock.now, secureCookies: false, secretsKey: 'dGVzdA==' }) } as AppDeps
    const faulty = new Hono().route(
      '/api/dashboard',
      dashboardRoutes(deps, (request, env) => {
        const path = new URL(request.url).pathname
        if (!failing) return app.fetch(request, env)
        if (path === '/api/progress/streak') return new Response('{"error":{"code":"INTERNAL","message":"x"}}', { status: 500 })
        if (path === '/api/progress/badges') throw new Error('the route fell over')
        return app.fetch(request, env)
      }),
    )
    const res = await faulty.request('/api/dashboard', { headers: { cookie: `pp_session=${token}` } })
    const { parts } = DashboardResponse.parse(await res.json())
    assert.equal(parts['/progress/streak']!.status, 500)
    assert.equal(parts['/progress/badges']!.status, 500)
    assert.equal((parts['/progress/badges']!.body as { error: { code: string } }).error.code, 'INTERNAL')
    assert.equal(parts['/progress/level']!.status, 200)
    assert.equal(parts['/check-ins']!.status, 200)
    // A dashboard with a failed part is never kept: once the routes answer again, so does it.
    failing = false
    const again = DashboardResponse.parse(
      await (await faulty.request('/api/dashboard', { headers: { cookie: `pp_session=${token}` } })).json(),
    )
    for (const [path, part] of Object.entries(again.parts)) assert.equal(part.status, 200, path)
  }))
