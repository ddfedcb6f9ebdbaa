import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { trainingLogs } from '../../db/schema/index.ts'
import { call, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { getJson, logSession } from './training-fixtures.ts'

// GET /api/training and /api/training/stats are served from memory until this process writes
// training_logs (and, for the stats, users: the zone and the weekly target) or, for the stats, the
// caller's day changes in their zone (http/cached-answer.ts, account/callers-day.ts).
const MINUTE = 60_000
const HOUR = 60 * MINUTE
// The test clock starts at 12:00 UTC on 22 November: 21:00 in Tokyo, whose day ends 3 hours later,
// while UTC's is still 22 November; a day kept by UTC would show yesterday's answer.
const TOKYO_MIDNIGHT = 3 * HOUR

type Stats = { days: { day: string; minutes: number }[]; week: { sessions: number; target_sessions: number } }

Deno.test("protects behaviour: training reads show each log and edit on the next read, the stats move with the caller's midnight", () =>
  withApp({}, async ({ app, clock, database }) => {
    const maya = await signUp(app, { timeZone: 'Asia/Tokyo' })
    const leo = await signUp(app, { email: 'leo@example.com', timeZone: 'Asia/Tokyo' })
    const recent = async (who: { token: string }) =>
      ((await getJson(app, who.token, '/api/training?limit=3')).logs as { notes: string }[]).map((l) => l.notes)
    const stats = async (who: { token: string }) => (await getJson(app, who.token, '/api/training/stats?days=7')) as Stats
    const lastDay = (s: Stats) => `${s.days.at(-1)!.day} ${s.days.at(-1)!.minutes}`

    assert.deepEqual(await recent(maya), [])
    assert.equal(lastDay(await stats(maya)), '2026-11-22 0')
    assert.equal(lastDay(await stats(maya)), '2026-11-22 0')
    assert.equal((await logSession(app, maya.token, { notes: 'Rondos', duration_minutes: 45 })).status, 201)
    assert.deepEqual(await recent(maya), ['Rondos'])
    assert.equal(lastDay(await stats(maya)), '2026-11-22 45')
    // Another player's reads of the same URLs are their own.
    assert.deepEqual(await recent(leo), [])
    assert.equal(lastDay(await stats(leo)), '2026-11-22 0')

    // A write by any route of this process (here straight through the database) shows too.
    await database.write((db) =>
      db.update(trainingLogs).set({ notes: 'Rondos in fours', durationMinutes: 50 }).where(eq(trainingLogs.userId, maya.id))
    )
    assert.deepEqual(await recent(maya), ['Rondos in fours'])
    assert.equal(lastDay(await stats(maya)), '2026-11-22 50')

    // Past midnight in Tokyo (UTC is still on the 22nd), nothing written: the window moves on.
    clock.advance(TOKYO_MIDNIGHT - MINUTE)
    assert.equal(lastDay(await stats(maya)), '2026-11-22 50')
    clock.advance(2 * MINUTE)
    const after = await stats(maya)
    assert.equal(lastDay(after), '2026-11-23 0')
    assert.equal(after.days.at(-2)!.minutes, 50)

    // The zone is the account's (users): a change shows on the next read (UTC's day is the 22nd).
    const moved = await call(app, 'PUT', '/api/me/time-zone', { token: maya.token, origin: SITE, body: { time_zone: 'UTC' } })
    assert.equal(moved.status, 200)
    assert.equal(lastDay(await stats(maya)), '2026-11-22 50')
    // So is the weekly target, from the training availability on the profile (users).
    const before = (await stats(maya)).week.target_sessions
    const profile = await call(app, 'PATCH', '/api/me', { token: maya.token, origin: SITE, body: { training_availability: 'high' } })
    assert.equal(profile.status, 200)
    assert.notEqual((await stats(maya)).week.target_sessions, before)
    // Signed out, the reads are refused even though they are in memory.
    assert.equal((await call(app, 'GET', '/api/training/stats?days=7')).status, 401)
  }))
