import assert from 'node:assert/strict'
import { count, eq } from 'drizzle-orm'
import { REACTION_ROUNDS, roundSeconds } from '@app/shared/domain/games/reaction-round.ts'
import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import { AchievementsResponse, FinishPlayResponse, GameStatsResponse, PlayResponse } from '@app/shared/schemas/games.ts'
import { achievements, gameAnswers, gameItemHistory, gameResults } from '../../db/schema/index.ts'
import { SCENARIO_BY_ID } from './content/index.ts'
import { call, rowCount, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { logSession } from '../training/training-fixtures.ts'
import { answer, answerAll, bestChoice, finish, hit, next, playItems, READ_MS, startPlay, worstChoice } from './game-fixtures.ts'
import { itemPool, PRACTICE_ITEMS } from './play-content.ts'

const MINUTE = 60_000

Deno.test('protects behaviour: a play is sent without answers, scored from the answers on the server, and a perfect Decision Drill earns its achievements', () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token } = await signUp(app, { age: 11 }) // age group 8-12
    const res = await call(app, 'POST', '/api/games/plays', { token, origin: SITE, body: { game_id: 'decision-drill' } })
    assert.equal(res.status, 201)
    const text = await res.text()
    for (const secret of ['isOptimal', 'is_optimal', 'explanation', '"points"', 'correctAnswer']) assert.ok(!text.includes(secret), secret)
    const { play } = PlayResponse.parse(JSON.parse(text))
    assert.equal(play.age_group, '8-12', "defaults to the player's age group")
    assert.equal(play.item_count, 5)
    assert.equal(play.scenarios.length, 1, 'served one at a time: the server times each from its serving')

    const points = await answerAll(app, token, play, bestChoice, clock)
    clock.advance(MINUTE - 5 * READ_MS)
    const done = await finish(app, token, play.id!)
    assert.equal(done.status, 201)
    const body = FinishPlayResponse.parse(await done.json())
    const max = (await playItems(database, play.id!)).reduce(
      (sum, id) => sum + Math.max(...SCENARIO_BY_ID.get(id)!.options.map((o) => o.points)),
      0,
    )
    assert.deepEqual([body.result.score, body.result.max_score, body.result.percent, body.result.duration_seconds], [points, max, 100, 60])
    assert.equal(points, max)
    assert.deepEqual(body.achievements_earned.map((a) => a.name).sort(), [
      'Decision Master',
      'Decision Rookie',
      'Game Starter',
      'Speed Demon',
    ])
    assert.deepEqual([body.stats.total_points, body.stats.games_played, body.stats.average_score], [max, 1, 100])
  }))

Deno.test('protects behaviour: a client cannot post itself a score, answer twice, or answer items outside its play', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    const play = await startPlay(app, token, { game_id: 'soccer-trivia' })
    const forged = await finish(app, token, play.id, { score: 100, max_score: 100 })
    assert.equal(forged.status, 400)
    const first = play.questions[0].id
    assert.equal((await answer(app, token, play.id, { item_id: first, choice: bestChoice(first) })).status, 201)
    const again = await answer(app, token, play.id, { item_id: first, choice: worstChoice(first) })
    assert.equal(again.status, 409)
    assert.equal((await again.json()).error.message, GAME_MESSAGES.alreadyAnswered)
    const outside = await answer(app, token, play.id, { item_id: 'tq-does-not-exist', choice: 0 })
    assert.equal(outside.status, 400)
    const second = (await (await next(app, token, play.id)).json()).play.questions[1].id
    const wrongKind = await answer(app, token, play.id, { item_id: second, choice: 'a' })
    assert.equal(wrongKind.status, 400)
    for (
      const bad of [{ item_id: first }, { item_id: first, choice: 7, elapsed_ms: 1 }, { item_id: first, choice: 1, elapsed_ms: -1 }, {
        item_id: first,
        choice: 1,
        elapsed_ms: 1,
        points: 12,
      }]
    ) {
      assert.equal((await answer(app, token, play.id, bad)).status, 400, JSON.stringify(bad))
    }
    assert.equal(await rowCount(database, gameAnswers), 1)
    assert.equal(await rowCount(database, gameResults), 0)
  }))

Deno.test('protects behaviour: a finished play is saved once: a replayed finish answers the stored result and awards nothing again', () =>
  withApp({}, async ({ app, database, clock }) => {
    const { token } = await signUp(app)
    const play = await startPlay(app, token, { game_id: 'soccer-trivia' })
    await answerAll(app, token, play, bestChoice, clock)
    const [a, b, c] = await Promise.all([finish(app, token, play.id), finish(app, token, play.id), finish(app, token, play.id)])
    assert.deepEqual([a!.status, b!.status, c!.status].sort(), [200, 200, 201])
    const bodies = await Promise.all([a!.json(), b!.json(), c!.json()])
    assert.equal(new Set(bodies.map((x) => JSON.stringify(x.result))).size, 1)
    assert.equal(await rowCount(database, gameResults), 1)
    assert.equal(await rowCount(database, achievements), 4) // Game Starter, Scholar, Historian, Encyclopedia
    const late = await answer(app, token, play.id, { item_id: play.questions[0].id, choice: 0 })
    assert.equal(late.status, 409, 'a finished play takes no more answers')
  }))

Deno.test('protects behaviour: concurrent finishes of different plays award each achievement once', () =>
  withApp({}, async ({ app, database }) => {
    const { token, id } = await signUp(app)
    const plays = await Promise.all(Array.from({ length: 6 }, () => startPlay(app, token, { game_id: 'soccer-trivia' })))
    const statuses = await Promise.all(plays.map((p) => finish(app, token, p.id).then((r) => r.status)))
    assert.deepEqual(statuses, Array(6).fill(201))
    const [row] = await database.db.select({ n: count() }).from(achievements).where(eq(achievements.userId, id))
    assert.equal(row?.n, 1) // only Game Starter: the plays were not answered
    assert.equal(await rowCount(database, gameResults), 6)
  }))

Deno.test('protects behaviour: a timed-out scenario scores 0, whether sent without a choice or after the time limit the server measured', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    const play = await startPlay(app, token, { game_id: 'decision-drill', age_group: '18+' })
    const [s1] = play.scenarios
    clock.advance(s1.time_limit * 1000)
    const none = await (await answer(app, token, play.id, { item_id: s1.id, choice: null })).json()
    assert.deepEqual([none.feedback.points, none.feedback.timed_out], [0, true])
    const s2 = (await (await next(app, token, play.id)).json()).play.scenarios[1]
    clock.advance(s2.time_limit * 1000 + 5000)
    const tooLate = await (await answer(app, token, play.id, { item_id: s2.id, choice: bestChoice(s2.id), elapsed_ms: 1000 })).json()
    assert.deepEqual([tooLate.feedback.points, tooLate.feedback.timed_out], [0, true])
    assert.ok(
      tooLate.feedback.options.some((o: { is_optimal: boolean; explanation: string }) => o.is_optimal && o.explanation),
      'feedback explains after answering',
    )
    const done = FinishPlayResponse.parse(await (await finish(app, token, play.id)).json())
    assert.equal(done.result.score, 0)
    assert.ok(!done.achievements_earned.some((a) => a.name === 'Speed Demon'), 'an unanswered drill is not fast')
  }))

Deno.test('protects behaviour: Trivia answers after the 10-minute limit score 0', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    const play = await startPlay(app, token, { game_id: 'soccer-trivia' })
    const [q1] = play.questions
    clock.advance(5000)
    const inTime = await (await answer(app, token, play.id, { item_id: q1.id, choice: bestChoice(q1.id) })).json()
    assert.ok(inTime.feedback.points > 0)
    const q2 = (await (await next(app, token, play.id)).json()).play.questions[1]
    clock.advance(10 * MINUTE + 5000)
    const late = await (await answer(app, token, play.id, { item_id: q2.id, choice: bestChoice(q2.id) })).json()
    assert.equal(late.feedback.points, 0)
  }))

Deno.test('protects behaviour: a Reaction Master result is saved only when the server started the round, timed its hits and saw it last a round', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app, { age: 15 })
    const play = await startPlay(app, token, { game_id: 'reaction-master' })
    assert.deepEqual(play.reaction, { targets: 30, lifetime_ms: 1400, interval_ms: 2200, size_px: 68 })
    assert.equal((await finish(app, token, play.id, { score: 20, max_score: 30 })).status, 422, 'the round never started')
    assert.equal((await hit(app, token, play.id, 0)).status, 409, 'no hits before the round starts')
    assert.equal((await next(app, token, play.id)).status, 200)
    assert.equal((await finish(app, token, play.id, { score: 20, max_score: 30 })).status, 422, 'faster than a round')
    clock.advance(300)
    assert.equal((await hit(app, token, play.id, 5)).status, 422, 'target 5 is not on the pitch yet')
    // The player hits 24 of the 30 targets, each 300 ms after it appeared.
    for (let target = 0; target < 30; target++) {
      if (target > 0) clock.advance(2200)
      if (target < 24) assert.equal((await hit(app, token, play.id, target)).status, 201)
    }
    clock.advance(Math.ceil(roundSeconds(REACTION_ROUNDS['13-17'])) * 1000 - 29 * 2200)
    assert.equal((await finish(app, token, play.id, { score: 31, max_score: 30 })).status, 422)
    assert.equal((await finish(app, token, play.id, { score: 60, max_score: 60 })).status, 422)
    assert.equal((await finish(app, token, play.id)).status, 400)
    assert.equal((await finish(app, token, play.id, { score: 25, max_score: 30 })).status, 422, 'one more than the hits the server timed')
    const saved = await finish(app, token, play.id, { score: 24, max_score: 30 })
    assert.equal(saved.status, 201)
    const body = FinishPlayResponse.parse(await saved.json())
    assert.deepEqual([body.result.score, body.result.percent, body.stats.total_points], [24, 80, 24])
    assert.equal((await finish(app, token, play.id, { score: 30, max_score: 30 })).status, 200, 'one result per play: the stored one')
  }))

Deno.test('protects behaviour: six trivia plays in a row share no question, and none is a practice question', () =>
  withApp({}, async ({ app, database, clock }) => {
    const { token } = await signUp(app)
    const plays: string[][] = []
    for (let i = 0; i < 6; i++) {
      plays.push(await playItems(database, (await startPlay(app, token, { game_id: 'soccer-trivia' })).id))
      clock.advance(MINUTE)
    }
    const all = plays.flat()
    assert.equal(new Set(all).size, 48, 'the sixth play repeats nothing of the five before it')
    assert.ok(all.every((id) => !PRACTICE_ITEMS.questions.includes(id)), 'scored plays never draw practice questions')
  }))

Deno.test('protects behaviour: a trivia play never repeats the last 5 plays, even after the history starts over', () =>
  withApp({}, async ({ app, database, clock }) => {
    const { token, id: userId } = await signUp(app)
    const pool = itemPool('soccer-trivia', '13-17')
    const plays: string[][] = []
    for (let i = 0; i < 5; i++) {
      plays.push(await playItems(database, (await startPlay(app, token, { game_id: 'soccer-trivia' })).id))
      clock.advance(MINUTE)
    }
    // Everything but 3 questions is marked seen, so the next play starts the history over and must fill
    // from seen questions: none of them may come from the last 5 plays.
    const recent = new Set(plays.flat())
    const unseen = pool.filter((id) => !recent.has(id)).slice(0, 3)
    await database.transaction((tx) =>
      tx.update(gameItemHistory).set({ usedIds: pool.filter((id) => !unseen.includes(id)) }).where(eq(gameItemHistory.userId, userId))
    )
    const sixth = await playItems(database, (await startPlay(app, token, { game_id: 'soccer-trivia' })).id)
    assert.equal(sixth.length, 8)
    assert.deepEqual(sixth.filter((id) => recent.has(id)), [])
    assert.ok(unseen.every((id) => sixth.includes(id)), 'the never-seen questions come first')
  }))

Deno.test("protects behaviour: a drill never repeats a scenario of the player's last 3 drills, even after the whole set has been played", () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    for (const game_id of REPEAT_FREE_GAMES) {
      const drills: string[][] = []
      // 8 drills of 5 use more than the 30 scenarios, so the history starts over at least once on the way.
      for (let i = 0; i < 8; i++) {
        const items = await playItems(database, (await startPlay(app, token, { game_id })).id)
        assert.equal(new Set(items).size, 5)
        for (const earlier of drills.slice(-3)) {
          assert.deepEqual(items.filter((id) => earlier.includes(id)), [], `${game_id} drill ${i + 1}`)
        }
        drills.push(items)
      }
    }
  }))
const REPEAT_FREE_GAMES = ['decision-drill', 'pro-soccer-iq'] as const

Deno.test('protects behaviour: signed out, a visitor plays the practice set and checks answers, but nothing is stored', () =>
  withApp({}, async ({ app, database }) => {
    const play = await startPlay(app, null, { game_id: 'decision-drill' })
    assert.equal(play.id, null)
    assert.equal(play.age_group, '13-17')
    assert.deepEqual(
      play.scenarios.map((s: { id: string }) => s.id).sort(),
      [...PRACTICE_ITEMS.scenarios].sort(),
      'all practice items at once: nothing is timed or scored',
    )
    const item = play.scenarios[0].id
    const res = await call(app, 'POST', '/api/games/practice/answers', {
      origin: SITE,
      body: { game_id: 'decision-drill', item_id: item, choice: bestChoice(item) },
    })
    assert.equal(res.status, 200)
    assert.ok((await res.json()).feedback.points > 0)
    assert.equal(await rowCount(database, gameResults), 0)
    for (
      const [method, path] of [['GET', '/api/games/stats'], ['GET', '/api/achievements'], [
        'POST',
        `/api/games/plays/${crypto.randomUUID()}/finish`,
      ]] as const
    ) {
      assert.equal((await call(app, method, path, { origin: SITE, body: method === 'POST' ? {} : undefined })).status, 401, path)
    }
  }))

Deno.test("protects behaviour: another player's play cannot be answered, finished or read", () =>
  withApp({}, async ({ app }) => {
    const maya = await signUp(app)
    const play = await startPlay(app, maya.token, { game_id: 'soccer-trivia' })
    const leo = await signUp(app, { email: 'leo@example.com' })
    assert.equal((await answer(app, leo.token, play.id, { item_id: play.questions[0].id, choice: 0 })).status, 404)
    assert.equal((await next(app, leo.token, play.id)).status, 404)
    assert.equal((await hit(app, leo.token, play.id, 0)).status, 404)
    assert.equal((await finish(app, leo.token, play.id)).status, 404)
    assert.equal((await finish(app, leo.token, 'not-a-uuid')).status, 404)
    const stats = GameStatsResponse.parse(await (await call(app, 'GET', '/api/games/stats', { token: leo.token })).json()).stats
    assert.equal(stats.games_played, 0)
  }))

Deno.test("protects behaviour: the hub and the Achievement Center show the player's real totals, training badges included", () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    const one = await startPlay(app, token, { game_id: 'soccer-trivia' })
    await answerAll(app, token, one, worstChoice, clock)
    await finish(app, token, one.id)
    const two = await startPlay(app, token, { game_id: 'soccer-trivia' })
    const points = await answerAll(app, token, two, bestChoice, clock)
    await finish(app, token, two.id)
    await logSession(app, token)
    const stats = GameStatsResponse.parse(await (await call(app, 'GET', '/api/games/stats', { token })).json()).stats
    assert.deepEqual([stats.total_points, stats.games_played, stats.average_score, stats.level], [
      points,
      2,
      50,
      Math.floor(points / 100) + 1,
    ])
    // The score history: both plays, oldest first, each with its percent of the play's maximum.
    assert.deepEqual(stats.recent_plays.map((p) => [p.game_id, p.score, p.percent]), [
      ['soccer-trivia', 0, 0],
      ['soccer-trivia', points, Math.floor((points * 100) / stats.recent_plays[1]!.max_score)],
    ])
    assert.ok(stats.recent_plays[0]!.finished_at <= stats.recent_plays[1]!.finished_at)
    const center = AchievementsResponse.parse(await (await call(app, 'GET', '/api/achievements', { token })).json())
    const earned = center.achievements.filter((a) => a.earned_at).map((a) => a.name).sort()
    assert.deepEqual(earned, ['First Session', 'Game Starter', 'Soccer Encyclopedia', 'Soccer Historian', 'Soccer Scholar'])
    assert.equal(center.earned_count, 5)
    assert.equal(center.completion_rate, Math.floor((5 * 100) / center.achievements.length))
    assert.equal(center.total_points, 10 + 5 + 50 + 30 + 15)
    const historian = center.achievements.find((a) => a.name === 'Tactical Genius')!
    assert.deepEqual([historian.progress, historian.total, historian.earned_at], [0, 90, null])
  }))
