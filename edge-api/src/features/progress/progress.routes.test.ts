import assert from 'node:assert/strict'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { CheckInResponse, JourneyResponse, StreakResponse } from '@app/shared/schemas/progress.ts'
import { dailyCheckins, trainingStreaks } from '../../db/schema/index.ts'
import { call, rowCount, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { createGoal } from '../goals/goal-fixtures.ts'
import { getJson, logSession } from '../training/training-fixtures.ts'

const DAY = 24 * 60 * 60 * 1000

const restDay = (app: Parameters<typeof call>[0], token: string, reason: string) =>
  call(app, 'POST', '/api/progress/streak/rest-day', { token, origin: SITE, body: { reason } })

Deno.test('protects behaviour: a rest day keeps a live streak, is refused without one, once a day and past 2 in 7 days', () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token } = await signUp(app)
    const none = await restDay(app, token, 'match')
    assert.equal(none.status, 409)
    assert.equal((await none.json()).error.message, TRAINING_MESSAGES.restDayNoStreak)

    await logSession(app, token)
    const trained = await restDay(app, token, 'match')
    assert.equal((await trained.json()).error.message, TRAINING_MESSAGES.restDayAlreadyTrained)

    clock.advance(DAY)
    const rested = await restDay(app, token, 'exam')
    assert.equal(rested.status, 200)
    const { streak } = StreakResponse.parse(await rested.json())
    assert.deepEqual([streak.current, streak.resting_today, streak.rest_days_left, streak.total_days], [1, true, 1, 1])
    assert.equal((await (await restDay(app, token, 'exam')).json()).error.message, TRAINING_MESSAGES.restDayAlreadyResting)

    clock.advance(DAY)
    assert.equal((await restDay(app, token, 'injury')).status, 200)
    clock.advance(DAY)
    const third = await restDay(app, token, 'illness')
    assert.equal((await third.json()).error.message, TRAINING_MESSAGES.restDayLimit)

    const next = await (await logSession(app, token)).json()
    assert.equal(next.streak.current, 2, 'the rest days kept the streak alive')
    assert.equal(next.streak.total_days, 2, 'rest days do not count as training days')
    assert.equal((await restDay(app, token, 'wedding')).status, 400)
    assert.equal(await rowCount(database, trainingStreaks), 1)
  }))

Deno.test('protects behaviour: 7 days in a row earn a freeze that covers one missed day, shown on the streak read', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    for (let day = 0; day < 7; day++) {
      await logSession(app, token)
      clock.advance(DAY)
    }
    const streak = (await getJson(app, token, '/api/progress/streak')).streak
    assert.deepEqual([streak.current, streak.freezes, streak.trained_today], [7, 1, false])
    clock.advance(DAY) // one day missed, the freeze will cover it
    const read = (await getJson(app, token, '/api/progress/streak')).streak
    assert.deepEqual([read.current, read.freezes, read.at_risk, read.frozen_days.length], [7, 0, true, 1])
    const after = await (await logSession(app, token)).json()
    assert.deepEqual([after.streak.current, after.streak.freezes], [8, 0])
    const badges = (await getJson(app, token, '/api/progress/badges')).badges
    assert.ok(badges.find((b: { id: string }) => b.id === 'week-warrior').earned_at)
  }))

Deno.test('protects behaviour: a player checks in once per local day; the second tap answers 409 saying it is already done', () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token } = await signUp(app, { timeZone: 'America/Los_Angeles' }) // START 12:00 UTC is 04:00 on the 22nd there
    const before = CheckInResponse.parse(await getJson(app, token, '/api/check-ins')).check_in
    assert.deepEqual(before, { today: '2026-11-22', checked_in_today: false, last_day: null, total: 0 })
    const [first, second] = await Promise.all([
      call(app, 'POST', '/api/check-ins', { token, origin: SITE, body: {} }),
      call(app, 'POST', '/api/check-ins', { token, origin: SITE, body: {} }),
    ])
    assert.deepEqual([first.status, second.status].sort(), [201, 409])
    const refused = first.status === 409 ? first : second
    assert.equal((await refused.json()).error.message, TRAINING_MESSAGES.alreadyCheckedIn)
    assert.equal((await getJson(app, token, '/api/check-ins')).check_in.checked_in_today, true)

    clock.advance(19 * 60 * 60 * 1000) // 07:00 UTC on the 23rd: still 23:00 on the 22nd in Los Angeles
    assert.equal((await call(app, 'POST', '/api/check-ins', { token, origin: SITE, body: {} })).status, 409)
    clock.advance(2 * 60 * 60 * 1000) // 01:00 on the 23rd in Los Angeles
    const next = await call(app, 'POST', '/api/check-ins', { token, origin: SITE, body: {} })
    assert.equal(next.status, 201)
    assert.deepEqual(CheckInResponse.parse(await next.json()).check_in, {
      today: '2026-11-23',
      checked_in_today: true,
      last_day: '2026-11-23',
      total: 2,
    })
    assert.equal((await call(app, 'POST', '/api/check-ins', { token, origin: SITE, body: { extra: 1 } })).status, 400)
    assert.equal(await rowCount(database, dailyCheckins), 2)
  }))

Deno.test('protects behaviour: creating and completing a goal award First Goal and Goal Getter once, and the Journey lists them newest first', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    const goal = (await (await createGoal(app, token, { title: 'Juggle 50' })).json()).goal
    clock.advance(60_000)
    await createGoal(app, token, { title: 'Second goal' })
    clock.advance(60_000)
    await call(app, 'POST', `/api/goals/${goal.id}/complete`, { token, origin: SITE })
    const earned = (await getJson(app, token, '/api/progress/badges')).badges.filter((b: { earned_at: string | null }) => b.earned_at)
    assert.deepEqual(earned.map((b: { id: string }) => b.id).sort(), ['first-goal', 'goal-getter'])
    const journey = JourneyResponse.parse(await getJson(app, token, '/api/journey'))
    assert.deepEqual(journey.entries.map((e) => [e.kind, e.label]), [
      ['badge_earned', 'Goal Getter'],
      ['goal_completed', 'Juggle 50'],
      ['badge_earned', 'First Goal'],
    ])
    assert.equal(journey.next_offset, null)
  }))

Deno.test('protects behaviour: the Journey pages through every entry exactly once, newest first', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    // 180-minute match sessions: 270 XP each, so levels keep coming (and badges with them).
    for (let i = 0; i < 12; i++) {
      await logSession(app, token, { session_type: 'match', duration_minutes: 180 })
      clock.advance(DAY)
    }
    const seen: string[] = []
    const times: number[] = []
    let offset: number | null = 0
    while (offset !== null) {
      const page = JourneyResponse.parse(await getJson(app, token, `/api/journey?offset=${offset}&limit=5`))
      seen.push(...page.entries.map((e) => e.id))
      times.push(...page.entries.map((e) => Date.parse(e.occurred_at)))
      offset = page.next_offset
    }
    assert.equal(new Set(seen).size, seen.length)
    assert.ok(seen.length > 10)
    assert.deepEqual(times, [...times].sort((a, b) => b - a))
    const all = JourneyResponse.parse(await getJson(app, token, '/api/journey?limit=50'))
    assert.deepEqual(all.entries.map((e) => e.id), seen)
    assert.ok(all.entries.some((e) => e.kind === 'streak_record' && e.value === 7))
    assert.ok(all.entries.some((e) => e.kind === 'level_reached' && e.value === 2 && e.label === 'Rookie'))
    assert.equal((await call(app, 'GET', '/api/journey?offset=-1', { token })).status, 400)
  }))
