import assert from 'node:assert/strict'
import { sessionXp } from '@app/shared/domain/training-xp.ts'
import { trainingLogs } from '../../db/schema/index.ts'
import { call, signUp, SITE, START, withApp } from '../../test-support/test-app.ts'
import { getJson, logSession } from './training-fixtures.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'

// Actions kept on the device while offline count on the day they happened, in the account's time
// zone (docs/features/training-and-progress.md "Offline").

const HOUR = 60 * 60_000
const iso = (ms: number) => new Date(ms).toISOString()

Deno.test("protects behaviour: a session sent later counts on the day it happened, in the account's time zone", () =>
  withApp({}, async ({ app }) => {
    // 2026-11-22 12:00 UTC; 11 hours earlier is 22:00 on the 21st in Madrid but 01:00 on the 22nd in Auckland.
    const madrid = await signUp(app, { timeZone: 'Europe/Madrid' })
    const auckland = await signUp(app, { email: 'leo@example.com', timeZone: 'Pacific/Auckland' })
    const occurred_at = iso(START - 14 * HOUR)
    const res = await logSession(app, madrid.token, { occurred_at, time_zone: 'Pacific/Auckland' })
    assert.equal(res.status, 201)
    const body = await res.json()
    assert.deepEqual([body.log.day, body.log.logged_at], ['2026-11-21', occurred_at])
    assert.equal((await (await logSession(app, auckland.token, { occurred_at })).json()).log.day, '2026-11-22')
    // The day after it, trained today, is a two-day streak.
    assert.equal((await logSession(app, madrid.token)).status, 201)
    const { streak } = await getJson(app, madrid.token, '/api/progress/streak')
    assert.deepEqual([streak.current, streak.total_days, streak.trained_today], [2, 2, true])
    const stats = await getJson(app, madrid.token, '/api/training/stats?days=2')
    assert.deepEqual(stats.days.map((d: { day: string; sessions: number }) => [d.day, d.sessions]), [['2026-11-21', 1], ['2026-11-22', 1]])
  }))

Deno.test('protects behaviour: a session for a day before the last counted one adds its XP and minutes but leaves the streak', () =>
  withApp({}, async ({ app }) => {
    const { token } = await signUp(app)
    assert.equal((await logSession(app, token)).status, 201)
    const before = (await getJson(app, token, '/api/progress/streak')).streak
    const late = await logSession(app, token, { occurred_at: iso(START - 24 * HOUR), session_type: 'physical' })
    assert.equal(late.status, 201)
    assert.equal((await late.json()).log.day, '2026-11-21')
    assert.deepEqual((await getJson(app, token, '/api/progress/streak')).streak, before)
    const { level } = await getJson(app, token, '/api/progress/level')
    assert.equal(level.total_xp, sessionXp('technical', 60) + sessionXp('physical', 60))
  }))

Deno.test('protects behaviour: a clock a few minutes fast counts as now', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    assert.equal((await logSession(app, token, { occurred_at: iso(START + 4 * 60_000) })).status, 201)
    const [row] = await database.db.select({ at: trainingLogs.loggedAt }).from(trainingLogs)
    assert.equal(row?.at, START)
  }))

Deno.test('protects behaviour: a check-in and a rest day sent later count on their own day, and a resend answers as the first', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    const post = (path: string, body: Record<string, unknown>) => call(app, 'POST', path, { token, origin: SITE, body })
    assert.equal((await logSession(app, token, { occurred_at: iso(START - 48 * HOUR) })).status, 201)
    const checkInId = crypto.randomUUID()
    const first = await post('/api/check-ins', { id: checkInId, occurred_at: iso(START - 24 * HOUR) })
    assert.equal(first.status, 201)
    const firstBody = await first.json()
    assert.deepEqual([firstBody.check_in.today, firstBody.check_in.last_day, firstBody.check_in.checked_in_today], [
      '2026-11-22',
      '2026-11-21',
      false,
    ])
    const restId = crypto.randomUUID()
    const rest = await post('/api/progress/streak/rest-day', { id: restId, reason: 'exam', occurred_at: iso(START - 24 * HOUR) })
    assert.equal(rest.status, 200)
    const restBody = await rest.json()
    // A day later, and past the 72 hours, a resend still answers as the first did.
    clock.advance(80 * HOUR)
    const again = await post('/api/check-ins', { id: checkInId, occurred_at: iso(START - 24 * HOUR) })
    assert.deepEqual([again.status, await again.json()], [201, firstBody])
    const restAgain = await post('/api/progress/streak/rest-day', { id: restId, reason: 'exam', occurred_at: iso(START - 24 * HOUR) })
    assert.deepEqual([restAgain.status, await restAgain.json()], [200, restBody])
    assert.equal((await getJson(app, token, '/api/check-ins')).check_in.total, 1)
    // Today's check-in (no occurred_at) is its own.
    assert.equal((await post('/api/check-ins', { id: crypto.randomUUID() })).status, 201)
    assert.equal((await getJson(app, token, '/api/check-ins')).check_in.total, 2)
  }))

Deno.test('protects behaviour: the daily cap holds on the oldest day a send can still count on, in the zone furthest behind UTC', () =>
  withApp({}, async ({ app }) => {
    // 72 hours before 2026-11-22 12:00 UTC, a minute inside the bound, is 00:01 on the 19th at UTC−12.
    const { token } = await signUp(app, { timeZone: 'Etc/GMT+12' })
    const oldest = iso(START - 72 * HOUR + 60_000)
    const first = await logSession(app, token, { duration_minutes: 180, occurred_at: oldest })
    assert.equal((await first.json()).log.day, '2026-11-19')
    assert.equal((await logSession(app, token, { duration_minutes: 120, occurred_at: oldest })).status, 201)
    const over = await logSession(app, token, { duration_minutes: 10, occurred_at: oldest })
    assert.equal(over.status, 422)
    assert.equal((await over.json()).error.message, TRAINING_MESSAGES.dailyCap)
    assert.equal((await logSession(app, token, { duration_minutes: 10, occurred_at: iso(START - 48 * HOUR) })).status, 201)
  }))
