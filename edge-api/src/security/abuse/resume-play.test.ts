import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import { CurrentPlayResponse } from '@app/shared/schemas/games.ts'
import type { Database } from '../../db/client.ts'
import { gameAnswers, gamePlays } from '../../db/schema/index.ts'
import { answer, bestChoice, next, playItems, READ_MS, startPlay, worstChoice } from '../../features/games/game-fixtures.ts'
import { everyRowAsText } from '../../test-support/db-snapshot.ts'
import { call, signUp, SITE, withApp } from '../../test-support/test-app.ts'

// A refused request may touch the session's last-seen time; everything else must stay as it was.
async function storedData(database: Database): Promise<string> {
  return JSON.stringify([...(await everyRowAsText(database))].filter(([table]) => table !== 'sessions'))
}

async function servedAt(database: Database, playId: string) {
  const [row] = await database.db.select({ servedAt: gamePlays.servedAt, servedCount: gamePlays.servedCount }).from(gamePlays)
    .where(eq(gamePlays.id, playId))
  return row!
}

Deno.test('attack: reloading mid-quiz neither restarts the clock of the question on screen nor lets an answered one be answered again', () =>
  withApp({}, async ({ app, database, clock }) => {
    const { token } = await signUp(app)
    const play = await startPlay(app, token, { game_id: 'soccer-trivia' })
    const items = await playItems(database, play.id)
    clock.advance(READ_MS)
    const first = await answer(app, token, play.id, { item_id: items[0]!, choice: worstChoice(items[0]!) })
    assert.equal(first.status, 201)
    assert.equal((await next(app, token, play.id)).status, 200)
    const served = await servedAt(database, play.id)
    clock.advance(20_000) // the player thinks about question 2 for 20 s, then reloads (twice) and asks for "next"
    const before = await storedData(database)
    for (let reload = 0; reload < 2; reload++) {
      const res = await call(app, 'GET', '/api/games/plays/current?game=soccer-trivia', { token, origin: SITE })
      assert.equal(CurrentPlayResponse.parse(await res.json()).play?.questions.length, 2)
    }
    const again = await next(app, token, play.id)
    assert.equal(again.status, 200, 'next with the item on screen unanswered gives that item back')
    assert.deepEqual(await servedAt(database, play.id), served, "question 2's clock still runs from its serving")

    // The answered question 1 cannot be answered again after the reload, with the right answer this time.
    const retry = await answer(app, token, play.id, { item_id: items[0]!, choice: bestChoice(items[0]!) })
    assert.equal(retry.status, 409)
    assert.equal((await retry.json()).error.message, GAME_MESSAGES.alreadyAnswered)
    assert.equal(await storedData(database), before, 'reloads, a repeated next and the refused answer changed nothing')

    // Question 2's answer is timed from its serving, 20 s before the reload, not from the reload.
    await answer(app, token, play.id, { item_id: items[1]!, choice: bestChoice(items[1]!) })
    const [row] = await database.db.select({ elapsedMs: gameAnswers.elapsedMs }).from(gameAnswers).where(eq(gameAnswers.itemId, items[1]!))
    assert.equal(row!.elapsedMs, 20_000)
  }))

Deno.test("attack: another player's unfinished play cannot be found or resumed", () =>
  withApp({}, async ({ app, database }) => {
    const owner = await signUp(app)
    const intruder = await signUp(app, { email: 'intruder@example.com' })
    const play = await startPlay(app, owner.token, { game_id: 'soccer-trivia' })
    const before = await storedData(database)
    const res = await call(app, 'GET', '/api/games/plays/current?game=soccer-trivia', { token: intruder.token, origin: SITE })
    assert.deepEqual(await res.json(), { play: null, feedback: [] })
    const stolen = await next(app, intruder.token, play.id)
    assert.equal(stolen.status, 404)
    assert.equal((await stolen.json()).error.message, GAME_MESSAGES.playNotFound)
    assert.equal(await storedData(database), before)
  }))
