import assert from 'node:assert/strict'
import { call, signUp, SITE, withApp } from '../../test-support/test-app.ts'

// The progress reads are served from memory until this process writes the table each answer comes
// from (player_levels, skill_progress, user_badges; the streak: training_streaks and users; today's
// check-in: daily_checkins and users) or, for the streak and the check-in, the caller's day changes in their zone (http/cached-answer.ts).
const MINUTE = 60_000
// 12:00 UTC on 22 November is 21:00 in Tokyo: its day ends 3 hours later, UTC's 12 hours later.
const TOKYO_MIDNIGHT = 180 * MINUTE

Deno.test("protects behaviour: level, skills, badges and streak show a logged session on the next read, the streak's day is the caller's", () =>
  withApp({}, async ({ app, clock }) => {
    const maya = await signUp(app, { timeZone: 'Asia/Tokyo' })
    const leo = await signUp(app, { email: 'leo@example.com', timeZone: 'Asia/Tokyo' })
    const read = async (who: { token: string }) => {
      const get = async (path: string) => {
        const res = await call(app, 'GET', path, { token: who.token })
        assert.equal(res.status, 200)
        return res.json()
      }
      const [level, skills, badges, streak, checkIn] = await Promise.all(
        ['/api/progress/level', '/api/progress/skills', '/api/progress/badges', '/api/progress/streak', '/api/check-ins'].map(get),
      )
      return {
        xp: level.level.total_xp as number,
        trained: (skills.skills as { count: number }[]).reduce((n, s) => n + s.count, 0),
        badges: (badges.badges as { earned_at: string | null }[]).filter((b) => b.earned_at).length,
        streak: `${streak.streak.today} ${streak.streak.current} ${streak.streak.trained_today}`,
        checkIn: `${checkIn.check_in.today} ${checkIn.check_in.checked_in_today} ${checkIn.check_in.total}`,
      }
    }
    const fresh = { xp: 0, trained: 0, badges: 0, streak: '2026-11-22 0 false', checkIn: '2026-11-22 false 0' }
    assert.deepEqual(await read(maya), fresh)
    assert.deepEqual(await read(maya), fresh)
    const body = { id: crypto.randomUUID(), session_type: 'technical', skill_focus: ['technical'], duration_minutes: 60, energy_level: 4 }
    assert.equal((await call(app, 'POST', '/api/training', { token: maya.token, origin: SITE, body })).status, 201)
    const trained = await read(maya)
    assert.ok(trained.xp > 0 && trained.trained > 0 && trained.badges > 0, JSON.stringify(trained))
    assert.equal(trained.streak, '2026-11-22 1 true')
    assert.equal((await call(app, 'POST', '/api/check-ins', { token: maya.token, origin: SITE, body: {} })).status, 201)
    assert.equal((await read(maya)).checkIn, '2026-11-22 true 1')
    // Another player's reads of the same URLs are their own.
    assert.deepEqual(await read(leo), fresh)

    // Past midnight in Tokyo (UTC is still on the 22nd), nothing written: the streak's today moves on.
    clock.advance(TOKYO_MIDNIGHT - MINUTE)
    assert.equal((await read(maya)).streak, '2026-11-22 1 true')
    clock.advance(2 * MINUTE)
    assert.deepEqual(await read(maya), { ...trained, streak: '2026-11-23 1 false', checkIn: '2026-11-23 false 1' })
    // The zone is the account's (users): in UTC it is the 22nd again.
    assert.equal((await call(app, 'PUT', '/api/me/time-zone', { token: maya.token, origin: SITE, body: { time_zone: 'UTC' } })).status, 200)
    const inUtc = await read(maya)
    assert.equal(inUtc.streak, '2026-11-22 1 true')
    assert.equal(inUtc.checkIn, '2026-11-22 true 1')
  }))
