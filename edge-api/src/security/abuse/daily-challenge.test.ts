import assert from 'node:assert/strict'
import { addDays } from '@app/shared/domain/calendar-day.ts'
import { dailyPick } from '@app/shared/domain/games/daily-challenge.ts'
import { DAILY_CHALLENGE_MESSAGES } from '@app/shared/domain/messages/daily-challenge.ts'
import type { Database } from '../../db/client.ts'
import { answerDaily, getDaily, serveDaily, servedItem } from '../../features/games/daily-challenge-fixtures.ts'
import { bestChoice, READ_MS, worstChoice } from '../../features/games/game-fixtures.ts'
import { itemPool } from '../../features/games/public.ts'
import { everyRowAsText } from '../../test-support/db-snapshot.ts'
import { signUp, withApp } from '../../test-support/test-app.ts'

// The daily challenge (docs/security.md "Scores and days", docs/features/games.md "Daily challenge"): the server
// decides the day and the item, so each player answers their own, today's, once.

// A refused request may touch the session's last-seen time; everything else must stay as it was.
async function storedData(database: Database): Promise<string> {
  return JSON.stringify([...(await everyRowAsText(database))].filter(([table]) => table !== 'sessions'))
}

const errorOf = async (res: Response) => ({ status: res.status, ...(await res.json()).error })

Deno.test('attack: answering the daily challenge twice is refused and the first answer stands', () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token } = await signUp(app)
    const id = await servedItem(app, token, 'scenario')
    clock.advance(READ_MS)
    assert.equal((await answerDaily(app, token, { kind: 'scenario', item_id: id, choice: worstChoice(id) })).status, 201)
    const before = await storedData(database)
    clock.advance(READ_MS)
    const again = await errorOf(await answerDaily(app, token, { kind: 'scenario', item_id: id, choice: bestChoice(id) }))
    assert.deepEqual([again.status, again.message], [409, DAILY_CHALLENGE_MESSAGES.alreadyAnswered])
    // Serving again does not reopen it either.
    assert.equal((await serveDaily(app, token, { kind: 'scenario' })).status, 200)
    assert.equal(await storedData(database), before)
  }))

Deno.test("attack: naming a day, or answering tomorrow's item or any item not served today, is refused and nothing is stored", () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token } = await signUp(app)
    const today = await servedItem(app, token, 'scenario')
    clock.advance(READ_MS)
    const before = await storedData(database)
    const pool = itemPool('decision-drill', '13-17')
    const tomorrows = dailyPick(addDays('2026-11-22', 1), '13-17', 'scenario', pool)!
    const other = pool.find((id) => id !== today)!
    const attempts = [
      // A day in the request: the body is strict.
      { kind: 'scenario', item_id: today, choice: bestChoice(today), day: '2026-11-21' },
      { kind: 'scenario', item_id: today, choice: bestChoice(today), date: '2026-11-23' },
      // A client's own timing.
      { kind: 'scenario', item_id: today, choice: bestChoice(today), elapsed_ms: 5000 },
      // Tomorrow's item and another item of the pool.
      { kind: 'scenario', item_id: tomorrows === today ? other : tomorrows, choice: bestChoice(tomorrows === today ? other : tomorrows) },
      { kind: 'scenario', item_id: other, choice: bestChoice(other) },
    ]
    for (const body of attempts) {
      const res = await answerDaily(app, token, body)
      assert.equal(res.status, 400, JSON.stringify(body))
    }
    // The question was never served today: answering it is refused.
    const question = dailyPick('2026-11-22', '13-17', 'question', itemPool('soccer-trivia', '13-17'))!
    const unserved = await errorOf(await answerDaily(app, token, { kind: 'question', item_id: question, choice: bestChoice(question) }))
    assert.deepEqual([unserved.status, unserved.message], [409, DAILY_CHALLENGE_MESSAGES.notServed])
    assert.equal(await storedData(database), before)
  }))

Deno.test("attack: another player's served item cannot be answered from a second account, and the owner's stays open", () =>
  withApp({}, async ({ app, clock, database }) => {
    const owner = await signUp(app, { email: 'maya@example.com' })
    const other = await signUp(app, { email: 'mallory@example.com' })
    const id = await servedItem(app, owner.token, 'scenario')
    clock.advance(READ_MS)
    const before = await storedData(database)
    // Same age group, so the same item: without serving it to herself, the other account cannot answer.
    const res = await errorOf(await answerDaily(app, other.token, { kind: 'scenario', item_id: id, choice: bestChoice(id) }))
    assert.deepEqual([res.status, res.message], [409, DAILY_CHALLENGE_MESSAGES.notServed])
    assert.equal(await storedData(database), before)
    const owners = (await (await getDaily(app, owner.token)).json()).challenge
    assert.equal(owners.items[0].status, 'on_screen')
  }))

Deno.test("attack: an item shown yesterday cannot be answered today after its clock ran out, so yesterday's streak day cannot be made up", () =>
  withApp({}, async ({ app, clock, database }) => {
    const { token } = await signUp(app)
    const id = await servedItem(app, token, 'question')
    clock.advance(24 * 60 * 60_000)
    const before = await storedData(database)
    const res = await errorOf(await answerDaily(app, token, { kind: 'question', item_id: id, choice: bestChoice(id) }))
    assert.deepEqual([res.status, res.message], [409, DAILY_CHALLENGE_MESSAGES.over])
    assert.equal(await storedData(database), before)
  }))
