import assert from 'node:assert/strict'
import { CurrentPlayResponse } from '@app/shared/schemas/games.ts'
import { DailyChallengeResponse } from '@app/shared/schemas/daily-challenge.ts'
import type { App } from '../../app.ts'
import { call, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { answerDaily, getDaily, servedItem } from './daily-challenge-fixtures.ts'
import { answer, bestChoice, next, READ_MS, startPlay } from './game-fixtures.ts'

// The daily challenge and the play to resume are kept per caller until their tables are written
// (http/cached-answer.ts; docs/features/games.md): the daily one per the caller's day and until an
// item on screen shows another second; the play until its 10 minutes run out. Each write below goes
// through the API as a player's would and must show on the very next read.
const MINUTE = 60_000
// 12:00 UTC on 22 November is 21:00 in Tokyo: its day ends 3 hours later.
const TOKYO_MIDNIGHT = 180 * MINUTE

async function daily(app: App, token: string) {
  const res = await getDaily(app, token)
  assert.equal(res.status, 200)
  return DailyChallengeResponse.parse(await res.json()).challenge
}

async function current(app: App, token: string | null) {
  const res = await call(app, 'GET', '/api/games/plays/current?game=soccer-trivia', { token, origin: SITE })
  assert.equal(res.status, 200)
  return CurrentPlayResponse.parse(await res.json())
}

Deno.test("protects behaviour: the daily challenge shows a serve, an answer, its item's clock, the caller's midnight and zone on the next read, and never another caller's", () =>
  withApp({}, async ({ app, clock }) => {
    const maya = await signUp(app, { timeZone: 'Asia/Tokyo' })
    const leo = await signUp(app, { email: 'leo@example.com', timeZone: 'Asia/Tokyo' })
    const statuses = async (token: string) => (await daily(app, token)).items.map((i) => i.status)
    const fresh = await daily(app, maya.token)
    assert.deepEqual([fresh.day, ...fresh.items.map((i) => i.status)], ['2026-11-22', 'to_do', 'to_do'])
    assert.deepEqual(await daily(app, maya.token), fresh)

    // daily_challenge_answers: a serve.
    const question = await servedItem(app, maya.token, 'question')
    const shown = (await daily(app, maya.token)).items[1]!
    assert.equal(shown.status, 'on_screen')
    const seconds = shown.seconds_left!
    // The clock alone, nothing written: the seconds left change on the next whole second, not before.
    clock.advance(400)
    assert.equal((await daily(app, maya.token)).items[1]!.seconds_left, seconds)
    clock.advance(600)
    assert.equal((await daily(app, maya.token)).items[1]!.seconds_left, seconds - 1)
    // Another player's read of the same URL is their own.
    assert.deepEqual(await statuses(leo.token), ['to_do', 'to_do'])

    // daily_challenge_answers: the answer.
    clock.advance(READ_MS)
    assert.equal((await answerDaily(app, maya.token, { kind: 'question', item_id: question, choice: bestChoice(question) })).status, 201)
    assert.deepEqual(await statuses(maya.token), ['to_do', 'done'])

    // Past midnight in Tokyo, nothing written: a new day's challenge.
    clock.advance(TOKYO_MIDNIGHT)
    const tomorrow = await daily(app, maya.token)
    assert.deepEqual([tomorrow.day, ...tomorrow.items.map((i) => i.status)], ['2026-11-23', 'to_do', 'to_do'])
    // users: back in UTC it is the 22nd there again, with its answered question.
    assert.equal((await call(app, 'PUT', '/api/me/time-zone', { token: maya.token, origin: SITE, body: { time_zone: 'UTC' } })).status, 200)
    const utc = await daily(app, maya.token)
    assert.deepEqual([utc.day, ...utc.items.map((i) => i.status)], ['2026-11-22', 'to_do', 'done'])
  }))

Deno.test("protects behaviour: the play to resume shows each answer and each served item on the next read, ends with its 10 minutes, and is never another caller's", () =>
  withApp({}, async ({ app, clock }) => {
    const maya = await signUp(app)
    const leo = await signUp(app, { email: 'leo@example.com' })
    assert.equal((await current(app, maya.token)).play, null)
    // game_plays: a new play.
    const play = await startPlay(app, maya.token, { game_id: 'soccer-trivia' })
    const started = await current(app, maya.token)
    assert.deepEqual([started.play?.id, started.play?.questions.length, started.feedback.length], [play.id, 1, 0])
    assert.equal((await current(app, leo.token)).play, null)
    assert.equal((await current(app, null)).play, null)

    // game_answers: an answer.
    clock.advance(READ_MS)
    const first = play.questions[0]!.id
    assert.equal((await answer(app, maya.token, play.id, { item_id: first, choice: bestChoice(first) })).status, 201)
    assert.equal((await current(app, maya.token)).feedback.length, 1)
    // game_plays: the next item served.
    assert.equal((await next(app, maya.token, play.id)).status, 200)
    assert.equal((await current(app, maya.token)).play?.questions.length, 2)

    // The clock alone: once its 10 minutes have run out there is nothing to resume.
    clock.advance(10 * MINUTE - READ_MS - 1)
    assert.equal((await current(app, maya.token)).play?.id, play.id)
    clock.advance(1)
    assert.equal((await current(app, maya.token)).play, null)
  }))
