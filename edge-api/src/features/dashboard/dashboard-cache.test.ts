import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { goals } from '../../db/schema/index.ts'
import { call, signUp, SITE, withApp } from '../../test-support/test-app.ts'

// GET /api/dashboard is kept whole while each of its parts' own rules keep them (cachedComposite in
// http/cached-answer.ts): a write to any part's tables, or a new day for the caller, shows at once.
const MINUTE = 60_000
// 12:00 UTC on 22 November is 21:00 in Tokyo: its day ends 3 hours later, UTC's 12 hours later.
const TOKYO_MIDNIGHT = 180 * MINUTE

type Part = { status: number; body: Record<string, Record<string, unknown>> }

Deno.test("protects behaviour: the dashboard shows every part's change on the next read, the caller's new day, and only the caller's own", () =>
  withApp({}, async ({ app, clock, database }) => {
    const maya = await signUp(app, { timeZone: 'Asia/Tokyo' })
    const leo = await signUp(app, { email: 'leo@example.com', timeZone: 'Asia/Tokyo' })
    const dashboard = async (who: { token: string }) => {
      const res = await call(app, 'GET', '/api/dashboard', { token: who.token })
      assert.equal(res.status, 200)
      const parts = (await res.json()).parts as Record<string, Part>
      for (const [path, part] of Object.entries(parts)) assert.equal(part.status, 200, path)
      return {
        xp: parts['/progress/level']!.body.level!.total_xp,
        streak: `${parts['/progress/streak']!.body.streak!.today} ${parts['/progress/streak']!.body.streak!.current}`,
        checkIn: parts['/check-ins']!.body.check_in!.checked_in_today,
        recent: (parts['/training?limit=3']!.body.logs as unknown as unknown[]).length,
        upcoming: (parts['/goals/sessions/upcoming?limit=4']!.body.sessions as unknown as { goal_title: string }[]).map((s) =>
          s.goal_title
        ),
        today: parts['/plan/this-week']!.body.today,
      }
    }
    const fresh = { xp: 0, streak: '2026-11-22 0', checkIn: false, recent: 0, upcoming: [], today: '2026-11-22' }
    assert.deepEqual(await dashboard(maya), fresh)
    assert.deepEqual(await dashboard(maya), fresh)

    const log = { id: crypto.randomUUID(), session_type: 'technical', skill_focus: ['technical'], duration_minutes: 60, energy_level: 4 }
    assert.equal((await call(app, 'POST', '/api/training', { token: maya.token, origin: SITE, body: log })).status, 201)
    const trained = await dashboard(maya)
    assert.ok(Number(trained.xp) > 0)
    assert.deepEqual({ ...trained, xp: 0 }, { ...fresh, streak: '2026-11-22 1', recent: 1 })
    assert.deepEqual(await dashboard(leo), fresh, "another player's dashboard is their own")

    assert.equal((await call(app, 'POST', '/api/check-ins', { token: maya.token, origin: SITE, body: {} })).status, 201)
    assert.equal((await dashboard(maya)).checkIn, true)
    const plan = {
      goals: [{
        title: 'Weak foot',
        pillar: 'technical',
        goal_type: 'process',
        sessions: [{ session_date: '2026-11-25', start_time: '17:30' }],
      }],
    }
    assert.equal((await call(app, 'POST', '/api/goals/batch', { token: maya.token, origin: SITE, body: plan })).status, 201)
    assert.deepEqual((await dashboard(maya)).upcoming, ['Weak foot'])
    // A write by any route of this process (here straight through the database) shows too.
    await database.write((db) => db.update(goals).set({ title: 'Left foot' }).where(eq(goals.userId, maya.id)))
    assert.deepEqual((await dashboard(maya)).upcoming, ['Left foot'])

    // Past midnight in Tokyo (UTC is still on the 22nd), nothing written: every day-counting part moves on.
    clock.advance(TOKYO_MIDNIGHT - MINUTE)
    assert.equal((await dashboard(maya)).today, '2026-11-22')
    clock.advance(2 * MINUTE)
    const next = await dashboard(maya)
    assert.deepEqual([next.streak, next.checkIn, next.today], ['2026-11-23 1', false, '2026-11-23'])
    // Signed out, it is refused even though it is in memory.
    assert.equal((await call(app, 'GET', '/api/dashboard')).status, 401)
  }))
