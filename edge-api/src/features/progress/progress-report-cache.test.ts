import assert from 'node:assert/strict'
import { MyReportResponse } from '@app/shared/schemas/player-report.ts'
import type { App } from '../../app.ts'
import { call, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { createGoal, setTier } from '../goals/goal-fixtures.ts'
import { logSession } from '../training/training-fixtures.ts'
import { answerAll, finish, startPlay } from '../games/game-fixtures.ts'

// The report is kept per caller, URL and day in the caller's zone until one of its tables is written
// (progress-report-cache.ts; docs/features/training-and-progress.md): each write below goes through
// the API as a player's would and must show on the very next read.
const MINUTE = 60_000
// 12:00 UTC on 22 November is 21:00 in Tokyo: its day ends 3 hours later.
const TOKYO_MIDNIGHT = 180 * MINUTE

async function report(app: App, token: string, query = '') {
  const res = await call(app, 'GET', `/api/progress/report${query}`, { token })
  assert.equal(res.status, 200)
  assert.equal(res.headers.get('content-type'), 'application/json')
  // Byte for byte what the parsed answer's JSON is, its keys in the schema's order.
  const text = await res.text()
  const parsed = MyReportResponse.parse(JSON.parse(text))
  assert.equal(text, JSON.stringify(parsed))
  return parsed
}

Deno.test("protects behaviour: the player's report shows each write to its tables on the next read, moves to the caller's new day, and is never another caller's", () =>
  withApp({}, async ({ app, database, clock }) => {
    const maya = await signUp(app, { timeZone: 'Asia/Tokyo' })
    const leo = await signUp(app, { email: 'leo@example.com', first_name: 'Leo', timeZone: 'Asia/Tokyo' })
    await setTier(database, maya.id, 'pro')
    await setTier(database, leo.id, 'pro')
    const fresh = await report(app, maya.token)
    assert.deepEqual([fresh.report.from, fresh.report.to, fresh.report.sessions], ['2026-11-16', '2026-11-22', 0])

    // Nothing written: the same report, but `generated_at` is the request's own moment.
    clock.advance(1_000)
    const again = await report(app, maya.token)
    assert.deepEqual({ ...again, generated_at: '' }, { ...fresh, generated_at: '' })
    assert.equal(Date.parse(again.generated_at) - Date.parse(fresh.generated_at), 1_000)

    // training_logs, player_levels, training_streaks, skill_progress, user_badges (one flow writes them all).
    assert.equal((await logSession(app, maya.token, { duration_minutes: 60 })).status, 201)
    const trained = await report(app, maya.token)
    assert.deepEqual([trained.report.sessions, trained.report.minutes, trained.report.current_streak], [1, 60, 1])
    assert.ok(trained.report.badges.length > 0 && trained.report.level >= 1, JSON.stringify(trained.report))
    assert.ok(trained.outlook.level_forecast !== null)

    // daily_checkins
    assert.equal((await call(app, 'POST', '/api/check-ins', { token: maya.token, origin: SITE, body: {} })).status, 201)
    assert.equal((await report(app, maya.token)).report.check_ins, 1)

    // goals: set, then completed.
    const created = await createGoal(app, maya.token, { title: 'Juggle 50 times' })
    assert.equal(created.status, 201)
    assert.equal((await report(app, maya.token)).report.goals_set, 1)
    const goalId = (await created.json()).goal.id
    assert.equal((await call(app, 'POST', `/api/goals/${goalId}/complete`, { token: maya.token, origin: SITE, body: {} })).status, 200)
    assert.deepEqual((await report(app, maya.token)).report.goals_completed, ['Juggle 50 times'])
    // Reopening writes the goals table alone (a badge once earned stays).
    assert.equal((await call(app, 'POST', `/api/goals/${goalId}/reopen`, { token: maya.token, origin: SITE, body: {} })).status, 200)
    assert.deepEqual((await report(app, maya.token)).report.goals_completed, [])

    // game_results
    const play = await startPlay(app, maya.token, { game_id: 'soccer-trivia' })
    await answerAll(app, maya.token, play, undefined, clock)
    assert.equal((await finish(app, maya.token, play.id)).status, 201)
    assert.deepEqual((await report(app, maya.token)).report.games.map((g) => [g.game_id, g.plays]), [['soccer-trivia', 1]])

    // users: the first name (and the zone, below).
    assert.equal((await call(app, 'PATCH', '/api/me', { token: maya.token, origin: SITE, body: { first_name: 'Mia' } })).status, 200)
    const renamed = await report(app, maya.token)
    assert.equal(renamed.report.first_name, 'Mia')

    // Another caller's read of the same URL is their own.
    const leos = await report(app, leo.token)
    assert.deepEqual([leos.report.first_name, leos.report.sessions, leos.report.check_ins], ['Leo', 0, 0])
    // The month's URL is its own answer.
    assert.equal((await report(app, maya.token, '?period=month')).report.minutes_by_day.length, 30)

    // Past midnight in Tokyo, nothing written: the week ends on the caller's new day.
    clock.advance(TOKYO_MIDNIGHT)
    assert.deepEqual([(await report(app, maya.token)).report.from, (await report(app, maya.token)).report.to], ['2026-11-17', '2026-11-23'])
    // Back in UTC (a users write), it is the 22nd there again.
    assert.equal((await call(app, 'PUT', '/api/me/time-zone', { token: maya.token, origin: SITE, body: { time_zone: 'UTC' } })).status, 200)
    assert.equal((await report(app, maya.token)).report.to, '2026-11-22')

    // A plan without analytics is refused on the next read, whatever was kept.
    await setTier(database, maya.id, 'free')
    assert.equal((await call(app, 'GET', '/api/progress/report', { token: maya.token })).status, 402)
  }))
