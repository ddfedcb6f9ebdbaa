import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { dailyPick } from '@app/shared/domain/games/daily-challenge.ts'
import { DAILY_CHALLENGE_MESSAGES } from '@app/shared/domain/messages/daily-challenge.ts'
import { DailyAnswerResponse, DailyChallengeResponse } from '@app/shared/schemas/daily-challenge.ts'
import { dailyChallengeAnswers, dailyChallengePicks, gamePlays, gameResults } from '../../db/schema/index.ts'
import { rowCount, signUp, withApp } from '../../test-support/test-app.ts'
import { answerDaily, getDaily, serveDaily, servedItem } from './daily-challenge-fixtures.ts'
import { bestChoice, READ_MS, worstChoice } from './game-fixtures.ts'
import { itemPool } from './play-content.ts'

const DAY = 24 * 60 * 60_000

async function challenge(res: Response) {
  return DailyChallengeResponse.parse(await res.json()).challenge
}

Deno.test("protects behaviour: a player opens today's scenario and question, answers each once, and the day counts for the daily streak", () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token } = await signUp(app) // 14: 13-17, UTC
    const fresh = await challenge(await getDaily(app, token))
    assert.equal(fresh.day, '2026-11-22')
    assert.equal(fresh.age_group, '13-17')
    assert.deepEqual(fresh.items.map((i) => [i.kind, i.status, i.scenario, i.question]), [['scenario', 'to_do', null, null], [
      'question',
      'to_do',
      null,
      null,
    ]])
    assert.deepEqual([fresh.completed, fresh.streak], [false, { current: 0, best: 0 }])

    const served = await serveDaily(app, token, { kind: 'scenario' })
    assert.equal(served.status, 200)
    const text = await served.text()
    for (const secret of ['is_optimal', 'explanation', 'correct_index']) assert.ok(!text.includes(secret), `serving leaks ${secret}`)
    const scenario = DailyChallengeResponse.parse(JSON.parse(text)).challenge.items[0]!
    assert.equal(scenario.status, 'on_screen')
    assert.equal(scenario.scenario!.id, dailyPick('2026-11-22', '13-17', 'scenario', itemPool('decision-drill', '13-17')))
    assert.equal(scenario.seconds_left, scenario.scenario!.time_limit)

    // A repeated serve (a reload) answers the same item, its clock still running from the first.
    clock.advance(1000)
    const again = (await challenge(await serveDaily(app, token, { kind: 'scenario' }))).items[0]!
    assert.equal(again.scenario!.id, scenario.scenario!.id)
    assert.equal(again.seconds_left, scenario.scenario!.time_limit - 1)

    clock.advance(READ_MS)
    const id = scenario.scenario!.id
    const answered = await answerDaily(app, token, { kind: 'scenario', item_id: id, choice: bestChoice(id) })
    assert.equal(answered.status, 201)
    const body = DailyAnswerResponse.parse(await answered.json())
    assert.equal(body.feedback.kind, 'scenario')
    assert.deepEqual([body.challenge.items[0]!.status, body.challenge.items[0]!.correct, body.challenge.completed], ['done', true, false])

    const question = await servedItem(app, token, 'question')
    clock.advance(READ_MS)
    const second = DailyAnswerResponse.parse(
      await (await answerDaily(app, token, { kind: 'question', item_id: question, choice: worstChoice(question) })).json(),
    )
    assert.equal(second.feedback.kind === 'question' && second.feedback.explanation.length > 0, true)
    assert.equal(second.challenge.items[1]!.correct, false, 'a wrong answer still completes the day')
    assert.deepEqual([second.challenge.completed, second.challenge.streak], [true, { current: 1, best: 1 }])

    // A reload shows the day done with each result and explanation.
    const reloaded = await challenge(await getDaily(app, token))
    assert.deepEqual(reloaded.items.map((i) => [i.status, i.correct, i.feedback?.item_id]), [['done', true, id], ['done', false, question]])
    assert.equal(reloaded.completed, true)
    // Game points stay the plays' own: the daily challenge records no play and no result.
    assert.deepEqual([await rowCount(database, gamePlays), await rowCount(database, gameResults)], [0, 0])
  }))

Deno.test('protects behaviour: every player of an age group gets the same items that day; the pick is pinned for the day', () =>
  withApp({}, async ({ app, database }) => {
    const maya = await signUp(app, { email: 'maya@example.com' })
    const noah = await signUp(app, { email: 'noah@example.com', timeZone: 'Pacific/Kiritimati' }) // already 2026-11-23 there
    const ava = await signUp(app, { email: 'ava@example.com' })
    // The day's pick is pinned when first served: later content cannot change it for the others.
    const pool = itemPool('decision-drill', '13-17')
    const pinned = pool.find((p) => p !== dailyPick('2026-11-22', '13-17', 'scenario', pool))!
    await database.transaction((tx) =>
      tx.insert(dailyChallengePicks).values({ day: '2026-11-22', ageGroup: '13-17', kind: 'scenario', itemId: pinned })
    )
    assert.equal(await servedItem(app, maya.token, 'scenario'), pinned)
    assert.equal(await servedItem(app, ava.token, 'scenario'), pinned)
    // Kiritimati's player is on 2026-11-23: that day's own pick.
    assert.equal(await servedItem(app, noah.token, 'scenario'), dailyPick('2026-11-23', '13-17', 'scenario', pool))
    const mayaQuestion = await servedItem(app, maya.token, 'question')
    assert.equal(await servedItem(app, ava.token, 'question'), mayaQuestion)
    assert.equal(await rowCount(database, dailyChallengePicks), 3, 'one pick a day, age group and kind')
  }))

Deno.test("protects behaviour: the daily streak counts consecutive days on the player's calendar, and a missed day breaks it", () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    const play = async () => {
      for (const kind of ['scenario', 'question'] as const) {
        const id = await servedItem(app, token, kind)
        clock.advance(READ_MS)
        assert.equal((await answerDaily(app, token, { kind, item_id: id, choice: bestChoice(id) })).status, 201)
      }
    }
    await play()
    clock.advance(DAY)
    const next = await challenge(await getDaily(app, token))
    assert.deepEqual([next.day, next.completed, next.streak], ['2026-11-23', false, { current: 1, best: 1 }])
    await play()
    assert.deepEqual((await challenge(await getDaily(app, token))).streak, { current: 2, best: 2 })
    // One item only does not complete a day.
    clock.advance(DAY)
    const id = await servedItem(app, token, 'scenario')
    clock.advance(READ_MS)
    await answerDaily(app, token, { kind: 'scenario', item_id: id, choice: bestChoice(id) })
    clock.advance(DAY)
    assert.deepEqual((await challenge(await getDaily(app, token))).streak, { current: 0, best: 2 })
  }))

Deno.test('protects behaviour: a scenario not answered in its time scores nothing but completes the item; a reload resumes its clock', () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token } = await signUp(app)
    const id = await servedItem(app, token, 'scenario')
    clock.advance(60_000)
    const onScreen = (await challenge(await getDaily(app, token))).items[0]!
    assert.deepEqual([onScreen.status, onScreen.seconds_left], ['on_screen', 0])
    const res = DailyAnswerResponse.parse(
      await (await answerDaily(app, token, { kind: 'scenario', item_id: id, choice: bestChoice(id) })).json(),
    )
    assert.equal(res.feedback.kind === 'scenario' && res.feedback.timed_out, true)
    const [row] = await database.db.select().from(dailyChallengeAnswers).where(eq(dailyChallengeAnswers.itemId, id))
    assert.deepEqual([row!.choice, row!.correct, row!.points], [null, false, 0])
  }))

Deno.test('protects behaviour: an item shown just before midnight counts for its own day while its clock runs, then that day is over', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    clock.advance(12 * 60 * 60_000 - 3000) // 23:59:57 UTC on 2026-11-22
    const id = await servedItem(app, token, 'scenario')
    clock.advance(READ_MS + 1000) // 00:00:00.5 on the 23rd
    const late = DailyAnswerResponse.parse(
      await (await answerDaily(app, token, { kind: 'scenario', item_id: id, choice: bestChoice(id) })).json(),
    )
    assert.equal(late.challenge.day, '2026-11-23')
    assert.equal(late.challenge.items[0]!.status, 'to_do', "the answer went to the 22nd's challenge; the 23rd's is new")

    const question = await servedItem(app, token, 'question') // the 23rd's
    clock.advance(DAY)
    const over = await answerDaily(app, token, { kind: 'question', item_id: question, choice: 0 })
    assert.equal(over.status, 409)
    assert.equal((await over.json()).error.message, DAILY_CHALLENGE_MESSAGES.over)
  }))

Deno.test('protects behaviour: the daily challenge needs a signed-in player', () =>
  withApp({}, async ({ app }) => {
    assert.equal((await getDaily(app, null)).status, 401)
  }))
