import assert from 'node:assert/strict'
import { setTier, wizardGoal } from '../../features/goals/goal-fixtures.ts'
import { call, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { counterAt, totpCode } from '../../features/auth/public.ts'
import { signUpChild, signUpParent } from '../../features/family/family-fixtures.ts'

// The reads kept in memory (http/cached-answer.ts) are keyed by the caller: a second account asking
// for the same URLs right after the first gets its own answers, and the first's are unchanged.
const CACHED_READS = [
  '/api/me/sessions',
  '/api/progress/level',
  '/api/progress/streak',
  '/api/progress/skills',
  '/api/progress/badges',
  '/api/check-ins',
  '/api/training?limit=3',
  '/api/training/stats?days=7',
  '/api/goals/sessions/upcoming?limit=4',
  '/api/plan/this-week',
  '/api/achievements',
  '/api/games/stats',
  '/api/dashboard',
  '/api/goals',
  '/api/goals/templates',
  '/api/mindset/entries',
  '/api/journey?offset=0',
]

Deno.test("attack: a second account reading the same cached URLs gets its own answers, never the first one's", () =>
  withApp({}, async ({ app, database }) => {
    const maya = await signUp(app, { timeZone: 'Asia/Tokyo' })
    const log = { id: crypto.randomUUID(), session_type: 'technical', skill_focus: ['technical'], duration_minutes: 60, energy_level: 4 }
    assert.equal((await call(app, 'POST', '/api/training', { token: maya.token, origin: SITE, body: log })).status, 201)
    assert.equal((await call(app, 'POST', '/api/check-ins', { token: maya.token, origin: SITE, body: {} })).status, 201)
    await setTier(database, maya.id, 'pro')
    const plan = await call(app, 'POST', '/api/goals/batch', {
      token: maya.token,
      origin: SITE,
      body: { goals: [wizardGoal({ title: 'Weak foot' })] },
    })
    assert.equal(plan.status, 201)
    const goalId = (await plan.json()).goals[0].id
    assert.equal(
      (await call(app, 'POST', '/api/goals/templates', { token: maya.token, origin: SITE, body: { goal_id: goalId } })).status,
      201,
    )
    const reflection = { went_well: 'Weak foot passes' }
    assert.equal((await call(app, 'POST', '/api/mindset/entries', { token: maya.token, origin: SITE, body: reflection })).status, 201)
    const answers = async (token: string) => {
      const out: Record<string, string> = {}
      for (const url of CACHED_READS) {
        const res = await call(app, 'GET', url, { token })
        assert.equal(res.status, 200, url)
        out[url] = await res.text()
      }
      return out
    }
    const mayas = await answers(maya.token)
    assert.deepEqual(await answers(maya.token), mayas, 'served again from memory')

    // Leo signs up in the same zone and asks for every URL Maya's answers are kept under.
    const leo = await signUp(app, { email: 'leo@example.com', timeZone: 'Asia/Tokyo' })
    const leos = await answers(leo.token)
    for (const url of CACHED_READS) {
      assert.notEqual(leos[url], mayas[url], url)
      assert.ok(!leos[url]!.includes(maya.id) && !leos[url]!.includes('Weak foot'), url)
    }
    assert.equal(JSON.parse(leos['/api/training?limit=3']!).logs.length, 0)
    assert.equal(JSON.parse(leos['/api/goals']!).goals.length, 0)
    // Nothing of Maya's changed: her next reads are as before Leo's.
    const again = await answers(maya.token)
    for (const url of CACHED_READS.filter((u) => u !== '/api/me/sessions')) assert.equal(again[url], mayas[url], url)
  }))

// Account reads kept per caller whose answer two new accounts share until one of them acts: each
// is read by the first account, changed by it, read again, then read by a second account.
const ACCOUNT_READS = ['/api/me/time-zone', '/api/me/two-factor', '/api/billing/plan-requests']

Deno.test('attack: a second account reading the cached account URLs after the first one changed them gets its own answers', () =>
  withApp({}, async ({ app, clock }) => {
    const sam = await signUpParent(app, 'sam@example.com')
    const leo = await signUpChild(app, 'leo@example.com', 11, 'Leo')
    const answers = async (token: string) => {
      const out: Record<string, string> = {}
      for (const url of ACCOUNT_READS) {
        const res = await call(app, 'GET', url, { token })
        assert.equal(res.status, 200, url)
        out[url] = await res.text()
      }
      return out
    }
    const before = await answers(sam.token)
    const setup = await call(app, 'POST', '/api/me/two-factor/setup', { token: sam.token, origin: SITE, body: { password: 'parent-123' } })
    const code = totpCode((await setup.json()).secret, counterAt(clock.now()))
    assert.equal((await call(app, 'POST', '/api/me/two-factor/enable', { token: sam.token, origin: SITE, body: { code } })).status, 200)
    const zone = { time_zone: 'Pacific/Auckland' }
    assert.equal((await call(app, 'PUT', '/api/me/time-zone', { token: sam.token, origin: SITE, body: zone })).status, 200)
    assert.equal(
      (await call(app, 'POST', '/api/billing/plan-requests', { token: leo.token, origin: SITE, body: { plan: 'pro' } })).status,
      201,
    )
    const sams = await answers(sam.token)
    for (const url of ACCOUNT_READS) assert.notEqual(sams[url], before[url], url)

    // Another parent, signed up after, asks for every URL Sam's answers are kept under.
    const ana = await signUpParent(app, 'ana@example.com')
    const anas = await answers(ana.token)
    for (const url of ACCOUNT_READS) assert.notEqual(anas[url], sams[url], url)
    assert.deepEqual(JSON.parse(anas['/api/me/two-factor']!), { enabled: false, recovery_codes_left: 0, available: true })
    assert.deepEqual(JSON.parse(anas['/api/billing/plan-requests']!), { mine: [], from_children: [] })
    assert.equal(JSON.parse(anas['/api/me/time-zone']!).time_zone.changed_at, null)
    assert.deepEqual(await answers(sam.token), sams, "Sam's answers are unchanged")
  }))
