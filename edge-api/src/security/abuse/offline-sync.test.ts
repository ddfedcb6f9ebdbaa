import assert from 'node:assert/strict'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { REST_DAY_MESSAGES } from '@app/shared/domain/rest-day-messages.ts'
import type { Database } from '../../db/client.ts'
import { clientActions, dailyCheckins, trainingLogs } from '../../db/schema/index.ts'
import { getJson, logSession } from '../../features/training/training-fixtures.ts'
import { everyRowAsText } from '../../test-support/db-snapshot.ts'
import { call, rowCount, signUp, SITE, START, withApp } from '../../test-support/test-app.ts'

// Actions kept on the device while offline and sent later (docs/features/training-and-progress.md
// "Offline"): the moment they happened is the client's word, so it is bounded, and a client id is
// the client's choice, so it cannot reach another player's action or count twice.

async function storedData(database: Database): Promise<string> {
  return JSON.stringify([...(await everyRowAsText(database))].filter(([table]) => table !== 'sessions'))
}

const HOUR = 60 * 60_000
const iso = (ms: number) => new Date(ms).toISOString()
type App = Parameters<typeof logSession>[0]
const checkIn = (app: App, token: string, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/check-ins', { token, origin: SITE, body })
const restDay = (app: App, token: string, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/progress/streak/rest-day', { token, origin: SITE, body: { reason: 'match', ...body } })

async function refusedWith(res: Response, status: number, message: string) {
  assert.equal(res.status, status)
  assert.equal((await res.json()).error.message, message)
}

Deno.test('attack: an occurred_at in the future or more than 72 hours ago is refused and changes nothing', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app, { timeZone: 'Europe/Madrid' })
    // A live streak, so a rest day would otherwise be accepted.
    assert.equal((await logSession(app, token, { occurred_at: iso(START - 48 * HOUR) })).status, 201)
    const before = await storedData(database)
    const cases: [number, string][] = [
      [START + HOUR, TRAINING_MESSAGES.occurredInFuture],
      [START + 30 * 24 * HOUR, TRAINING_MESSAGES.occurredInFuture],
      [START - 73 * HOUR, TRAINING_MESSAGES.occurredTooLongAgo],
      [0, TRAINING_MESSAGES.occurredTooLongAgo],
    ]
    for (const [at, message] of cases) {
      const occurred_at = iso(at)
      await refusedWith(await logSession(app, token, { occurred_at }), 422, message)
      await refusedWith(await checkIn(app, token, { id: crypto.randomUUID(), occurred_at }), 422, message)
      await refusedWith(await restDay(app, token, { id: crypto.randomUUID(), occurred_at }), 422, message)
    }
    assert.equal(await storedData(database), before)
  }))

Deno.test("attack: another player's client id is refused, reveals nothing and changes nothing for either", () =>
  withApp({}, async ({ app, database }) => {
    const maya = await signUp(app)
    const leo = await signUp(app, { email: 'leo@example.com' })
    const [logId, checkInId, restId] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
    assert.equal((await logSession(app, maya.token, { id: logId, occurred_at: iso(START - 30 * HOUR) })).status, 201)
    assert.equal((await checkIn(app, maya.token, { id: checkInId })).status, 201)
    assert.equal((await restDay(app, maya.token, { id: restId })).status, 200)
    const before = await storedData(database)
    const replays = [
      await logSession(app, leo.token, { id: logId }),
      await checkIn(app, leo.token, { id: checkInId }),
      await restDay(app, leo.token, { id: restId }),
      await checkIn(app, leo.token, { id: restId }),
    ]
    {
      for (const res of replays) {
        assert.equal(res.status, 409)
        const text = await res.text()
        assert.ok(!text.includes(maya.id) && !text.includes('Maya'), text)
      }
    }
    // One of Maya's own ids sent as another kind of action is not that action either.
    await refusedWith(await restDay(app, maya.token, { id: checkInId }), 409, TRAINING_MESSAGES.clientIdTaken)
    assert.equal(await storedData(database), before)
  }))

Deno.test('attack: the same client id sent 100 times at once counts once, and every send gets the first answer', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    const logId = crypto.randomUUID()
    const occurred_at = iso(START - 20 * HOUR)
    const logs = await Promise.all(Array.from({ length: 100 }, () => logSession(app, token, { id: logId, occurred_at })))
    assert.deepEqual(logs.map((r) => r.status).sort((a, b) => b - a), [201, ...Array(99).fill(200)])
    assert.equal(await rowCount(database, trainingLogs), 1)
    assert.equal((await getJson(app, token, '/api/progress/level')).level.total_xp, 72)

    const checkInId = crypto.randomUUID()
    const checkIns = await Promise.all(Array.from({ length: 100 }, () => checkIn(app, token, { id: checkInId, occurred_at })))
    assert.deepEqual(new Set(checkIns.map((r) => r.status)), new Set([201]))
    assert.equal(new Set(await Promise.all(checkIns.map((r) => r.text()))).size, 1, 'one answer, the first')
    assert.equal(await rowCount(database, dailyCheckins), 1)

    const restId = crypto.randomUUID()
    const rests = await Promise.all(Array.from({ length: 100 }, () => restDay(app, token, { id: restId })))
    assert.deepEqual(new Set(rests.map((r) => r.status)), new Set([200]))
    assert.equal(new Set(await Promise.all(rests.map((r) => r.text()))).size, 1)
    const { streak } = await getJson(app, token, '/api/progress/streak')
    assert.deepEqual([streak.current, streak.resting_today, streak.rest_days_left], [1, true, 1])
    assert.equal(await rowCount(database, clientActions), 2)
  }))

Deno.test('attack: a back-dated send cannot break the daily cap or make a second check-in for its day', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app, { timeZone: 'Europe/Madrid' })
    const yesterday = iso(START - 24 * HOUR)
    assert.equal((await logSession(app, token, { duration_minutes: 180, occurred_at: yesterday })).status, 201)
    assert.equal((await logSession(app, token, { duration_minutes: 120, occurred_at: iso(START - 25 * HOUR) })).status, 201)
    assert.equal((await checkIn(app, token, { id: crypto.randomUUID(), occurred_at: yesterday })).status, 201)
    const before = await storedData(database)
    await refusedWith(await logSession(app, token, { duration_minutes: 10, occurred_at: yesterday }), 422, TRAINING_MESSAGES.dailyCap)
    await refusedWith(
      await checkIn(app, token, { id: crypto.randomUUID(), occurred_at: iso(START - 23 * HOUR) }),
      409,
      TRAINING_MESSAGES.alreadyCheckedIn,
    )
    await refusedWith(
      await restDay(app, token, { id: crypto.randomUUID(), occurred_at: yesterday }),
      409,
      REST_DAY_MESSAGES.ALREADY_TRAINED,
    )
    assert.equal(await storedData(database), before)
    assert.equal((await logSession(app, token, { duration_minutes: 180 })).status, 201, "today's cap is its own")
  }))
