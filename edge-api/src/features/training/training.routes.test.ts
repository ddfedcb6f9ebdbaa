import assert from 'node:assert/strict'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { LogTrainingResponse, TrainingListResponse, TrainingStatsResponse } from '@app/shared/schemas/progress.ts'
import { journeyMilestones, playerLevels, skillProgress, trainingLogs, trainingStreaks, userBadges, users } from '../../db/schema/index.ts'
import { call, rowCount, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { getJson, logSession, sessionBody } from './training-fixtures.ts'

const DAY = 24 * 60 * 60 * 1000

Deno.test('protects behaviour: logging a session computes XP, level, streak, skills and the first badge on the server', () =>
  withApp({}, async ({ app }) => {
    const { token } = await signUp(app)
    // Client-sent numbers for results are refused outright (strict schema), so only the server decides them.
    const cheat = await logSession(app, token, { xp_earned: 5000 })
    assert.equal(cheat.status, 400)

    const res = await logSession(app, token, { session_type: 'match', duration_minutes: 45, skill_focus: ['technical', 'mental'] })
    assert.equal(res.status, 201)
    const body = LogTrainingResponse.parse(await res.json())
    assert.equal(body.log.xp_earned, 60) // floor(45/10)*10 × 1.5
    assert.deepEqual(body.level, {
      level: 1,
      title: 'Rookie',
      total_xp: 60,
      current_xp: 60,
      next_level_cost: 100,
      xp_to_next_level: 40,
      progress_percent: 60,
    })
    assert.equal(body.leveled_up, false)
    assert.equal(body.streak.current, 1)
    assert.equal(body.streak.total_days, 1)
    assert.deepEqual(body.skills.filter((s) => s.count > 0), [{ skill: 'technical', level: 5, count: 1 }, {
      skill: 'mental',
      level: 5,
      count: 1,
    }])
    assert.deepEqual(body.badges_earned.map((b) => b.id), ['first-session'])

    const second = LogTrainingResponse.parse(
      await (await logSession(app, token, { session_type: 'technical', duration_minutes: 40, skill_focus: ['technical'] })).json(),
    )
    assert.equal(second.log.xp_earned, 48)
    assert.equal(second.level.level, 2) // 108 XP: 100 for level 2, 8 into it
    assert.equal(second.level.current_xp, 8)
    assert.equal(second.leveled_up, true)
    assert.equal(second.streak.current, 1, 'a second session the same day leaves the streak alone')
    assert.deepEqual(second.skills.find((s) => s.skill === 'technical'), { skill: 'technical', level: 6, count: 2 })
    assert.deepEqual(second.badges_earned, [], 'each badge is awarded once')

    const level = await getJson(app, token, '/api/progress/level')
    assert.equal(level.level.total_xp, 108)
    const journey = await getJson(app, token, '/api/journey')
    assert.deepEqual(journey.entries.map((e: { kind: string; value: number | null }) => [e.kind, e.value]).sort(), [
      ['badge_earned', null],
      ['level_reached', 2],
    ])
  }))

Deno.test("protects behaviour: the streak counts the player's local calendar days, not the server's", () =>
  withApp({}, async ({ app, clock }) => {
    // START is 12:00 UTC. In Pacific/Kiritimati (UTC+14) that is 02:00 the next day.
    const { token } = await signUp(app, { timeZone: 'Pacific/Kiritimati' })
    const first = LogTrainingResponse.parse(await (await logSession(app, token)).json())
    assert.equal(first.log.day, '2026-11-23')
    clock.advance(11 * 60 * 60 * 1000) // 23:00 UTC: still the 22nd in London, already the 23rd at 13:00 in Kiritimati
    const same = LogTrainingResponse.parse(await (await logSession(app, token)).json())
    assert.equal(same.log.day, '2026-11-23')
    assert.equal(same.streak.current, 1)
    clock.advance(2 * 60 * 60 * 1000) // 01:00 UTC on the 23rd = 15:00 on the 23rd in Kiritimati: same local day
    assert.equal(LogTrainingResponse.parse(await (await logSession(app, token)).json()).streak.total_days, 1)
    clock.advance(DAY)
    const next = LogTrainingResponse.parse(await (await logSession(app, token)).json())
    assert.equal(next.log.day, '2026-11-24')
    assert.equal(next.streak.current, 2)
    clock.advance(3 * DAY)
    const broken = LogTrainingResponse.parse(await (await logSession(app, token)).json())
    assert.equal(broken.streak.current, 1, 'a gap of more than a day (and no freezes) restarts the streak')
    assert.equal(broken.streak.longest, 2)
    assert.equal(broken.streak.total_days, 3)
  }))

Deno.test("protects behaviour: the day is the account's time zone's: a time zone sent with a session neither decides the day nor changes the account", () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app, { timeZone: 'Pacific/Kiritimati' })
    const res = LogTrainingResponse.parse(await (await logSession(app, token, { time_zone: 'Etc/GMT+12' })).json())
    assert.equal(res.log.day, '2026-11-23', "Kiritimati's day (UTC+14), not the sent zone's")
    const [row] = await database.db.select({ tz: users.timeZone }).from(users)
    assert.equal(row?.tz, 'Pacific/Kiritimati')
    const bad = await logSession(app, token, { time_zone: 'Mars/Olympus_Mons' })
    assert.equal(bad.status, 400)
  }))

Deno.test('protects behaviour: a day counts at most 5 hours of training; a log beyond it is refused with the reason and changes nothing', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    for (const minutes of [180, 120]) assert.equal((await logSession(app, token, { duration_minutes: minutes })).status, 201)
    const before = await getJson(app, token, '/api/progress/level')
    const over = await logSession(app, token, { duration_minutes: 10 })
    assert.equal(over.status, 422)
    assert.equal((await over.json()).error.message, TRAINING_MESSAGES.dailyCap)
    assert.deepEqual(await getJson(app, token, '/api/progress/level'), before)
    clock.advance(24 * 60 * 60_000)
    assert.equal((await logSession(app, token, { duration_minutes: 10 })).status, 201, 'the next day starts a new count')
  }))

Deno.test('protects behaviour: a retried Log Training (same id) is recorded once and answers with the same session', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    const body = sessionBody({ duration_minutes: 90 })
    const first = await call(app, 'POST', '/api/training', { token, origin: SITE, body })
    const again = await call(app, 'POST', '/api/training', { token, origin: SITE, body })
    assert.equal(first.status, 201)
    assert.equal(again.status, 200)
    const replay = LogTrainingResponse.parse(await again.json())
    assert.equal(replay.replayed, true)
    assert.equal(replay.log.id, body.id)
    assert.equal(replay.level.total_xp, 108)
    assert.equal(await rowCount(database, trainingLogs), 1)

    // Another player reusing that id learns nothing about the session and logs nothing.
    const other = await signUp(app, { email: 'leo@example.com' })
    const stolen = await call(app, 'POST', '/api/training', { token: other.token, origin: SITE, body })
    assert.equal(stolen.status, 409)
    const text = await stolen.text()
    assert.ok(!text.includes('Wall passes') && !text.includes('"xp_earned"'))
    assert.equal(await rowCount(database, trainingLogs), 1)
  }))

Deno.test('protects behaviour: bad Log Training input answers 400 with the field message and writes nothing', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ duration_minutes: 5 }, 'duration_minutes', TRAINING_MESSAGES.duration],
      [{ duration_minutes: 183 }, 'duration_minutes', TRAINING_MESSAGES.duration],
      [{ duration_minutes: '60' }, 'duration_minutes', TRAINING_MESSAGES.duration],
      [{ energy_level: 6 }, 'energy_level', TRAINING_MESSAGES.energyLevel],
      [{ energy_level: 0 }, 'energy_level', TRAINING_MESSAGES.energyLevel],
      [{ skill_focus: [] }, 'skill_focus', TRAINING_MESSAGES.selectSkillFocus],
      [{ skill_focus: 'technical' }, 'skill_focus', TRAINING_MESSAGES.selectSkillFocus],
      [{ skill_focus: ['technical', 'technical'] }, 'skill_focus', TRAINING_MESSAGES.skillFocusOnce],
      [{ session_type: 'yoga' }, 'session_type', TRAINING_MESSAGES.chooseSessionType],
      [{ session_type: undefined }, 'session_type', TRAINING_MESSAGES.chooseSessionType],
      [{ energy_level: undefined }, 'energy_level', TRAINING_MESSAGES.energyLevel],
      [{ id: 'not-a-uuid' }, 'id', 'Use a UUID for the session id'],
    ]
    for (const [overrides, field, message] of cases) {
      const res = await logSession(app, token, overrides)
      assert.equal(res.status, 400, JSON.stringify(overrides))
      const { error } = await res.json()
      assert.deepEqual(error.fields[field], [message], JSON.stringify(overrides))
    }
    const notJson = await call(app, 'POST', '/api/training', { token, origin: SITE, raw: '{"id":' })
    assert.equal(notJson.status, 400)
    for (const table of [trainingLogs, playerLevels, trainingStreaks, skillProgress, userBadges, journeyMilestones]) {
      assert.equal(await rowCount(database, table), 0)
    }
  }))

Deno.test("protects behaviour: training routes need a session and never show another player's sessions or progress", () =>
  withApp({}, async ({ app }) => {
    const maya = await signUp(app)
    await logSession(app, maya.token, { notes: 'private note' })
    for (
      const [method, path] of [
        ['GET', '/api/training'],
        ['GET', '/api/training/stats'],
        ['POST', '/api/training'],
        ['GET', '/api/progress/level'],
        ['GET', '/api/progress/streak'],
        ['GET', '/api/progress/skills'],
        ['GET', '/api/progress/badges'],
        ['GET', '/api/check-ins'],
        ['GET', '/api/journey'],
      ] as const
    ) {
      const res = await call(app, method, path, { origin: SITE, body: method === 'POST' ? sessionBody() : undefined })
      assert.equal(res.status, 401, path)
    }
    const leo = await signUp(app, { email: 'leo@example.com' })
    assert.deepEqual((await getJson(app, leo.token, '/api/training')).logs, [])
    assert.equal((await getJson(app, leo.token, '/api/progress/level')).level.total_xp, 0)
    assert.equal((await getJson(app, leo.token, '/api/progress/streak')).streak.current, 0)
    assert.ok((await getJson(app, leo.token, '/api/progress/skills')).skills.every((s: { count: number }) => s.count === 0))
    assert.ok(
      (await getJson(app, leo.token, '/api/progress/badges')).badges.every((b: { earned_at: string | null }) => b.earned_at === null),
    )
    assert.deepEqual((await getJson(app, leo.token, '/api/journey')).entries, [])
    assert.ok((await getJson(app, leo.token, '/api/training/stats')).days.every((d: { minutes: number }) => d.minutes === 0))
    assert.equal((await getJson(app, maya.token, '/api/training')).logs[0].notes, 'private note')
  }))

Deno.test('protects behaviour: the latest sessions come newest first with a limit (default 20, at most 100)', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    for (let i = 0; i < 22; i++) {
      await logSession(app, token, { duration_minutes: 10 + 5 * i })
      clock.advance(24 * 60 * 60_000) // one a day, inside the daily cap
    }
    const all = TrainingListResponse.parse(await getJson(app, token, '/api/training')).logs
    assert.equal(all.length, 20)
    assert.equal(all[0]!.duration_minutes, 115)
    const three = TrainingListResponse.parse(await getJson(app, token, '/api/training?limit=3')).logs
    assert.deepEqual(three.map((l) => l.duration_minutes), [115, 110, 105])
    assert.equal((await call(app, 'GET', '/api/training?limit=101', { token })).status, 400)
    assert.equal((await call(app, 'GET', '/api/training?limit=0', { token })).status, 400)
  }))

Deno.test('protects behaviour: stats give minutes, sessions, XP and mean energy per local day, oldest first, and the weekly progress', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app) // training availability medium: 3 sessions a week
    await logSession(app, token, { duration_minutes: 30, energy_level: 2 })
    await logSession(app, token, { duration_minutes: 45, energy_level: 5, session_type: 'physical' })
    clock.advance(2 * DAY)
    await logSession(app, token, { duration_minutes: 20, energy_level: 3 })
    const stats = TrainingStatsResponse.parse(await getJson(app, token, '/api/training/stats'))
    assert.equal(stats.days.length, 7)
    assert.equal(stats.days[6]!.day, '2026-11-24')
    assert.deepEqual(stats.days[4], { day: '2026-11-22', minutes: 75, sessions: 2, xp: 36 + 40, average_energy: 3.5 })
    assert.deepEqual(stats.days[5], { day: '2026-11-23', minutes: 0, sessions: 0, xp: 0, average_energy: null })
    assert.deepEqual(stats.days[6], { day: '2026-11-24', minutes: 20, sessions: 1, xp: 24, average_energy: 3 })
    assert.deepEqual(stats.week, { sessions: 3, minutes: 95, xp: 100, target_sessions: 3, percent: 100 })
    const month = TrainingStatsResponse.parse(await getJson(app, token, '/api/training/stats?days=30'))
    assert.equal(month.days.length, 30)
    assert.equal((await call(app, 'GET', '/api/training/stats?days=91', { token })).status, 400)
    clock.advance(7 * DAY)
    assert.equal(TrainingStatsResponse.parse(await getJson(app, token, '/api/training/stats')).week.sessions, 0)
  }))

Deno.test('protects behaviour: a second session on a day already counted leaves the streak row as it was', () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token } = await signUp(app)
    const streakRow = async () => (await database.db.select().from(trainingStreaks))[0]
    assert.equal((await logSession(app, token)).status, 201)
    const counted = await streakRow()
    clock.advance(60_000)
    const again = LogTrainingResponse.parse(await (await logSession(app, token, { session_type: 'physical' })).json())
    assert.equal(again.streak.total_days, 1)
    assert.deepEqual(await streakRow(), counted)
    // The next day is counted, and written.
    clock.advance(DAY)
    assert.equal(LogTrainingResponse.parse(await (await logSession(app, token)).json()).streak.current, 2)
    assert.equal((await streakRow())?.currentStreak, 2)
    assert.equal((await getJson(app, token, '/api/progress/streak')).streak.current, 2)
  }))
