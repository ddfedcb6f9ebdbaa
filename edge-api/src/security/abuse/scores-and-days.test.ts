import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { REACTION_ROUNDS, roundSeconds } from '@app/shared/domain/games/reaction-round.ts'
import { sessionXp } from '@app/shared/domain/training-xp.ts'
import { FinishPlayResponse } from '@app/shared/schemas/games.ts'
import type { Database } from '../../db/client.ts'
import { accountEvents, achievements, gameAnswers, gameItemHistory, gameResults, trainingLogs, users } from '../../db/schema/index.ts'
import { answer, bestChoice, finish, next, playItems, READ_MS, startPlay } from '../../features/games/game-fixtures.ts'
import { getJson, logSession } from '../../features/training/training-fixtures.ts'
import { everyRowAsText } from '../../test-support/db-snapshot.ts'
import { call, rowCount, signUp, SITE, withApp } from '../../test-support/test-app.ts'

// A refused request may touch the session's last-seen time; everything else must stay as it was.
async function storedData(database: Database): Promise<string> {
  return JSON.stringify([...(await everyRowAsText(database))].filter(([table]) => table !== 'sessions'))
}

const practice = (body: Record<string, unknown>) => ({ origin: SITE, body })
const DAY = 24 * 60 * 60_000

Deno.test('attack: the practice route reveals no answer for an item of a play in progress, served or not', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    for (const game_id of ['decision-drill', 'pro-soccer-iq', 'soccer-trivia'] as const) {
      const play = await startPlay(app, token, { game_id })
      const before = await storedData(database)
      for (const item_id of await playItems(database, play.id)) {
        // Signed out, as the attacker would ask, and signed in: neither gets the key.
        for (
          const opts of [practice({ game_id, item_id, choice: bestChoice(item_id), elapsed_ms: 0 }), {
            ...practice({ game_id, item_id, choice: 0 }),
            token,
          }]
        ) {
          const res = await call(app, 'POST', '/api/games/practice/answers', opts)
          const text = await res.text()
          assert.equal(res.status, 400, `${game_id} ${item_id}`)
          assert.ok(text.includes(GAME_MESSAGES.notPractice), text)
          for (const secret of ['is_optimal', 'correct_index', 'explanation', '"points"']) {
            assert.ok(!text.includes(secret), `${item_id} leaks ${secret}`)
          }
        }
      }
      assert.equal(await storedData(database), before)
    }
  }))

Deno.test('attack: an item not yet served cannot be answered (reading ahead in the play is refused)', () =>
  withApp({}, async ({ app, database, clock }) => {
    const { token } = await signUp(app)
    const play = await startPlay(app, token, { game_id: 'soccer-trivia' })
    const items = await playItems(database, play.id)
    assert.equal(play.questions.length, 1, 'only the first question is sent')
    clock.advance(READ_MS)
    const ahead = await answer(app, token, play.id, { item_id: items[3]!, choice: bestChoice(items[3]!) })
    assert.equal(ahead.status, 409)
    assert.equal((await ahead.json()).error.message, GAME_MESSAGES.notServed)
    assert.equal(await rowCount(database, gameAnswers), 0)
    const early = await next(app, token, play.id)
    assert.deepEqual(
      (await early.json()).play.questions.map((q: { id: string }) => q.id),
      [items[0]],
      'no next item before the one on screen is answered',
    )
  }))

Deno.test('attack: elapsed_ms 0 from the client gives no speed points or achievements (the server measures the time)', () =>
  withApp({}, async ({ app, database }) => {
    const { token, id } = await signUp(app)
    const play = await startPlay(app, token, { game_id: 'decision-drill' })
    for (const [i, item] of (await playItems(database, play.id)).entries()) {
      if (i > 0) assert.equal((await next(app, token, play.id)).status, 200)
      const res = await answer(app, token, play.id, { item_id: item, choice: bestChoice(item), elapsed_ms: 0 })
      const { feedback } = await res.json()
      assert.deepEqual([res.status, feedback.points, feedback.too_fast], [201, 0, true])
    }
    const done = FinishPlayResponse.parse(await (await finish(app, token, play.id)).json())
    assert.deepEqual([done.result.score, done.achievements_earned], [0, []])
    assert.deepEqual(await database.db.select().from(achievements).where(eq(achievements.userId, id)), [])
    const stored = await database.db.select({ tooFast: gameAnswers.tooFast }).from(gameAnswers)
    assert.ok(stored.every((a) => a.tooFast), 'recorded as too fast')
  }))

Deno.test('attack: an answer faster than the item can be read scores 0 and is recorded as too fast', () =>
  withApp({}, async ({ app, database, clock }) => {
    const { token } = await signUp(app)
    const play = await startPlay(app, token, { game_id: 'soccer-trivia' })
    const [first] = await playItems(database, play.id)
    clock.advance(300) // the client claims 5 s; the server saw 300 ms
    const res = await answer(app, token, play.id, { item_id: first!, choice: bestChoice(first!), elapsed_ms: 5000 })
    const { feedback } = await res.json()
    assert.deepEqual([res.status, feedback.points, feedback.too_fast], [201, 0, true])
    const [row] = await database.db.select().from(gameAnswers)
    assert.deepEqual([row?.elapsedMs, row?.points, row?.tooFast], [300, 0, true])
    // Read at a person's pace, the next question scores.
    const second = (await (await next(app, token, play.id)).json()).play.questions[1].id
    clock.advance(READ_MS)
    const fair = await (await answer(app, token, play.id, { item_id: second, choice: bestChoice(second) })).json()
    assert.ok(fair.feedback.points > 0 && !fair.feedback.too_fast)
  }))

Deno.test('attack: a signed-in 11-year-old asking for another age group still plays 8-12, and no other group is recorded', () =>
  withApp({}, async ({ app, database }) => {
    const { token, id } = await signUp(app, { age: 11 })
    for (const age_group of ['18+', '13-17'] as const) {
      const play = await startPlay(app, token, { game_id: 'decision-drill', age_group })
      assert.equal(play.age_group, '8-12', `asked for ${age_group}`)
      assert.ok((await playItems(database, play.id)).every((item) => item.startsWith('dd-812-')), 'scenarios of the profile group')
    }
    const groups = await database.db.select({ group: gameItemHistory.ageGroup }).from(gameItemHistory).where(eq(gameItemHistory.userId, id))
    assert.deepEqual(groups.map((g) => g.group), ['8-12'], 'only the profile group has a history')
  }))

Deno.test('attack: a perfect Reaction Master result after waiting without playing is refused, with no result or achievement stored', () =>
  withApp({}, async ({ app, database, clock }) => {
    const { token } = await signUp(app, { age: 15 })
    const round = Math.ceil(roundSeconds(REACTION_ROUNDS['13-17'])) * 1000
    // Never started: waiting a round and claiming every target.
    const idle = await startPlay(app, token, { game_id: 'reaction-master' })
    clock.advance(round)
    // Started, then waited a round without hitting anything.
    const waited = await startPlay(app, token, { game_id: 'reaction-master' })
    assert.equal((await next(app, token, waited.id)).status, 200)
    clock.advance(round)
    const before = await storedData(database)
    for (const play of [idle, waited]) {
      const res = await finish(app, token, play.id, { score: 30, max_score: 30 })
      assert.equal(res.status, 422)
      assert.equal((await res.json()).error.message, GAME_MESSAGES.implausibleResult)
    }
    assert.equal(await storedData(database), before)
    assert.deepEqual([await rowCount(database, gameResults), await rowCount(database, achievements)], [0, 0])
  }))

Deno.test('attack: a Reaction Master finish too soon or too late for the round is refused', () =>
  withApp({}, async ({ app, database, clock }) => {
    const { token } = await signUp(app, { age: 15 })
    const play = await startPlay(app, token, { game_id: 'reaction-master' })
    await next(app, token, play.id)
    clock.advance(10_000)
    assert.equal((await finish(app, token, play.id, { score: 0, max_score: 30 })).status, 422, 'too soon')
    clock.advance(10 * 60_000)
    assert.equal((await finish(app, token, play.id, { score: 0, max_score: 30 })).status, 409, 'too late')
    assert.equal(await rowCount(database, gameResults), 0)
  }))

Deno.test('attack: twelve 3-hour Match sessions in one day are refused beyond the daily cap, and XP does not change', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    assert.equal((await logSession(app, token, { session_type: 'match', duration_minutes: 180 })).status, 201)
    const level = await getJson(app, token, '/api/progress/level')
    assert.equal(level.level.total_xp, sessionXp('match', 180))
    const before = await storedData(database)
    for (let i = 0; i < 11; i++) {
      const res = await logSession(app, token, { session_type: 'match', duration_minutes: 180 })
      assert.equal(res.status, 422)
      assert.equal((await res.json()).error.message, TRAINING_MESSAGES.dailyCap)
    }
    assert.equal(await storedData(database), before)
    assert.deepEqual(await getJson(app, token, '/api/progress/level'), level)
    assert.equal(await rowCount(database, trainingLogs), 1)
  }))

Deno.test('attack: two logs a minute apart sent with Etc/GMT+12 and Pacific/Kiritimati do not make a two-day streak', () =>
  withApp({}, async ({ app, database, clock }) => {
    const { token } = await signUp(app, { timeZone: 'Europe/Madrid' })
    assert.equal((await logSession(app, token, { time_zone: 'Etc/GMT+12', duration_minutes: 30 })).status, 201)
    clock.advance(60_000)
    assert.equal((await logSession(app, token, { time_zone: 'Pacific/Kiritimati', duration_minutes: 30 })).status, 201)
    const { streak } = await getJson(app, token, '/api/progress/streak')
    assert.deepEqual([streak.current, streak.total_days], [1, 1])
    const days = await database.db.select({ day: trainingLogs.day }).from(trainingLogs)
    assert.deepEqual(days.map((d) => d.day), ['2026-11-22', '2026-11-22'], "both on the account's day (Madrid)")
    const [user] = await database.db.select({ zone: users.timeZone }).from(users)
    assert.equal(user?.zone, 'Europe/Madrid', 'a sent zone does not change the account')
  }))

Deno.test('attack: changing the time zone twice in a day is refused and changes nothing', () =>
  withApp({}, async ({ app, database, clock }) => {
    const { token } = await signUp(app, { timeZone: 'Europe/Madrid' })
    const put = (time_zone: string) => call(app, 'PUT', '/api/me/time-zone', { token, origin: SITE, body: { time_zone } })
    assert.equal((await put('Pacific/Kiritimati')).status, 200)
    clock.advance(60_000)
    const before = await storedData(database)
    const again = await put('Etc/GMT+12')
    assert.equal(again.status, 429)
    assert.match((await again.json()).error.message, /^You can change your time zone once a day\. Try again after 2026-11-23 12:00 UTC\.$/)
    assert.equal(await storedData(database), before)
    const { time_zone } = await getJson(app, token, '/api/me/time-zone')
    assert.deepEqual([time_zone.time_zone, time_zone.next_change_at], ['Pacific/Kiritimati', '2026-11-23T12:00:00.000Z'])
    clock.advance(DAY)
    assert.equal((await put('Etc/GMT+12')).status, 200, 'a day later it may change again')
  }))

Deno.test('attack: a time-zone change cannot go unrecorded: each change is in the account events, with the zone before and after', () =>
  withApp({}, async ({ app, database, clock }) => {
    const { token, id } = await signUp(app, { timeZone: 'Europe/Madrid' })
    const put = (time_zone: string) => call(app, 'PUT', '/api/me/time-zone', { token, origin: SITE, body: { time_zone } })
    assert.equal((await put('Asia/Tokyo')).status, 200)
    assert.equal((await put('Asia/Tokyo')).status, 200, 'the same zone again is no change')
    clock.advance(DAY)
    assert.equal((await put('America/New_York')).status, 200)
    const events = await database.db.select().from(accountEvents).where(eq(accountEvents.userId, id)).orderBy(accountEvents.createdAt)
    assert.deepEqual(events.map((e) => [e.kind, e.detail]), [
      ['time_zone_changed', { from: 'Europe/Madrid', to: 'Asia/Tokyo' }],
      ['time_zone_changed', { from: 'Asia/Tokyo', to: 'America/New_York' }],
    ])
    const exported = await (await call(app, 'GET', '/api/me/export', { token })).json()
    assert.equal(exported.account_events.length, 2, "the owner's download carries them")
  }))

Deno.test('attack: a finish naming its own score adds no game points and no achievement points (the hub and the Achievement Center read only what the server scored)', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    const totals = async () => {
      const { stats } = await getJson(app, token, '/api/games/stats')
      const center = await getJson(app, token, '/api/achievements')
      return [stats.total_points, stats.level, center.total_points]
    }
    const before = await totals()
    const play = await startPlay(app, token, { game_id: 'decision-drill' })
    const stored = await storedData(database)
    const res = await finish(app, token, play.id, { score: 10_000, max_score: 10_000 })
    assert.equal(res.status, 400)
    assert.equal(await storedData(database), stored)
    assert.deepEqual(await totals(), before)
    assert.deepEqual(before, [0, 1, 0])
  }))
