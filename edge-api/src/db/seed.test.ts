import assert from 'node:assert/strict'
import { GoalListResponse } from '@app/shared/schemas/goals.ts'
import { familyAccounts, familyMembers, plannedSessions, users } from './schema/index.ts'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'
import { seedDemo } from './seed.ts'
import { call, rowCount, sessionToken, SITE, START, withApp } from '../test-support/test-app.ts'

Deno.test('protects behaviour: the seed creates the demo accounts once, and every one can sign in with its listed password', () =>
  withApp({}, async ({ app, database }) => {
    assert.equal(await seedDemo(database, START), true)
    assert.equal(await seedDemo(database, START), false) // idempotent: a restart adds nothing
    assert.equal(await rowCount(database, users), 3)
    assert.equal(await rowCount(database, familyAccounts), 1)
    assert.equal(await rowCount(database, familyMembers), 2)
    const seen: Record<string, { accountType: string; subscription_tier: string; hasFamily: boolean; age: number | null }> = {}
    for (const account of DEMO_ACCOUNTS) {
      const res = await call(app, 'POST', '/api/auth/sign-in', { body: { email: account.email, password: account.password } })
      assert.equal(res.status, 200, account.email)
      const me = await (await call(app, 'GET', '/api/me', { token: sessionToken(res) })).json()
      seen[account.email] = me.user
    }
    assert.deepEqual(
      Object.values(seen).map((u) => [u.accountType, u.subscription_tier, u.hasFamily, u.age]),
      [['player', 'pro', false, 14], ['family_admin', 'parent', true, null], ['player', 'free', false, 11]],
    )
  }))

Deno.test('protects behaviour: the seed leaves a database that already has people untouched', () =>
  withApp({}, async ({ app, database }) => {
    await call(app, 'POST', '/api/auth/sign-up', {
      body: { email: 'real@example.com', password: 'secret-1', first_name: 'Real', last_name: 'Person', accountType: 'parent' },
    })
    assert.equal(await seedDemo(database, START), false)
    assert.equal(await rowCount(database, users), 1)
  }))

Deno.test('protects behaviour: the seed gives Maya a goal history and leaves free-tier Leo one goal away from the limit', () =>
  withApp({}, async ({ app, database }) => {
    await seedDemo(database, START)
    const signIn = async (email: string) => {
      const { password } = DEMO_ACCOUNTS.find((a) => a.email === email)!
      return sessionToken(await call(app, 'POST', '/api/auth/sign-in', { body: { email, password } }))!
    }
    const maya = await signIn('maya@pitchpath.dev')
    const list = GoalListResponse.parse(await (await call(app, 'GET', '/api/goals', { token: maya })).json()).goals
    assert.deepEqual(list.map((g) => g.status), ['active', 'active', 'active', 'completed', 'completed']) // newest first
    assert.ok(new Set(list.map((g) => g.pillar)).size >= 4)
    assert.ok(list.some((g) => g.target_date && g.target_date > '2026-11-22'))
    assert.ok(new Date(list.at(-1)!.created_at).getTime() < START - 14 * 24 * 60 * 60 * 1000)
    assert.ok(await rowCount(database, plannedSessions) >= 3)

    const leo = await signIn('leo@pitchpath.dev')
    const leoGoals = GoalListResponse.parse(await (await call(app, 'GET', '/api/goals?status=active', { token: leo })).json()).goals
    assert.equal(leoGoals.length, 1)
    const create = () =>
      call(app, 'POST', '/api/goals', {
        token: leo,
        origin: SITE,
        body: { title: 'Shoot with both feet', pillar: 'technical', goal_type: 'process' },
      })
    assert.equal((await create()).status, 201)
    assert.equal((await create()).status, 403)
  }))

Deno.test('protects behaviour: the seed records the consent for Leo (11), so the demo child cannot change his age or buy a plan', () =>
  withApp({}, async ({ app, database }) => {
    await seedDemo(database, START)
    const { password } = DEMO_ACCOUNTS.find((a) => a.email === 'leo@pitchpath.dev')!
    const leo = sessionToken(await call(app, 'POST', '/api/auth/sign-in', { body: { email: 'leo@pitchpath.dev', password } }))!
    const me = await (await call(app, 'GET', '/api/me', { token: leo })).json()
    assert.ok(me.user.parent_manages_until > new Date(START).toISOString())
    assert.equal((await call(app, 'PATCH', '/api/me', { token: leo, origin: SITE, body: { age: 15 } })).status, 403)
    assert.equal((await (await call(app, 'GET', '/api/me', { token: leo })).json()).user.age, 11)
  }))

Deno.test('protects behaviour: the seed gives Maya two weeks of training with a live streak, levels and badges from the real rules', () =>
  withApp({}, async ({ app, database }) => {
    await seedDemo(database, START)
    const { password } = DEMO_ACCOUNTS.find((a) => a.email === 'maya@pitchpath.dev')!
    const token = sessionToken(await call(app, 'POST', '/api/auth/sign-in', { body: { email: 'maya@pitchpath.dev', password } }))!
    const get = async (path: string) => (await call(app, 'GET', path, { token })).json()
    const { streak } = await get('/api/progress/streak')
    assert.deepEqual([streak.current, streak.longest, streak.trained_today, streak.freezes], [8, 8, false, 1])
    const { level } = await get('/api/progress/level')
    assert.ok(level.level >= 4, `level ${level.level}`)
    const earned = (await get('/api/progress/badges')).badges.filter((b: { earned_at: string | null }) => b.earned_at).map((
      b: { id: string },
    ) => b.id)
    assert.deepEqual(earned.sort(), ['first-goal', 'first-session', 'goal-getter', 'week-warrior'])
    assert.equal((await get('/api/training?limit=3')).logs.length, 3)
  }))

Deno.test('protects behaviour: the seed gives Maya four scored game plays, so the Game Hub and Achievement Center open on real history', () =>
  withApp({}, async ({ app, database }) => {
    await seedDemo(database, START)
    const { password } = DEMO_ACCOUNTS.find((a) => a.email === 'maya@pitchpath.dev')!
    const token = sessionToken(await call(app, 'POST', '/api/auth/sign-in', { body: { email: 'maya@pitchpath.dev', password } }))!
    const { stats } = await (await call(app, 'GET', '/api/games/stats', { token })).json()
    assert.equal(stats.games_played, 4)
    assert.ok(stats.total_points > 24, `points ${stats.total_points}`)
    const center = await (await call(app, 'GET', '/api/achievements', { token })).json()
    const earned = center.achievements.filter((a: { earned_at: string | null }) => a.earned_at).map((a: { name: string }) => a.name)
    assert.ok(earned.includes('Game Starter') && earned.includes('Decision Master'), JSON.stringify(earned))
  }))

Deno.test("protects behaviour: the seed gives Maya a 3-day daily challenge streak with today's challenge still to play", () =>
  withApp({}, async ({ app, database }) => {
    await seedDemo(database, START)
    const { password } = DEMO_ACCOUNTS.find((a) => a.email === 'maya@pitchpath.dev')!
    const token = sessionToken(await call(app, 'POST', '/api/auth/sign-in', { body: { email: 'maya@pitchpath.dev', password } }))!
    const { challenge } = await (await call(app, 'GET', '/api/games/daily', { token })).json()
    assert.deepEqual([challenge.completed, challenge.streak], [false, { current: 3, best: 3 }])
    // Game points stay the plays' own.
    const { stats } = await (await call(app, 'GET', '/api/games/stats', { token })).json()
    assert.equal(stats.games_played, 4)
  }))
