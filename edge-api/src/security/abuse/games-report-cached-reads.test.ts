import assert from 'node:assert/strict'
import { PAID_FEATURES } from '@app/shared/domain/billing/tier-features.ts'
import { setTier } from '../../features/goals/goal-fixtures.ts'
import { call, signUp, SITE, withApp } from '../../test-support/test-app.ts'

// The daily challenge, the play to resume and the player's report are kept in memory per caller
// (docs/features/platform.md, "Cached answers"): another account asking for the very same URLs gets
// its own answers, a Free account is still refused the report, and the first account's are unchanged.
const URLS = ['/api/games/daily', '/api/games/plays/current?game=soccer-trivia', '/api/progress/report?period=week']

Deno.test("attack: another account reading the kept daily challenge, play and report URLs gets its own answers, never the first one's", () =>
  withApp({}, async ({ app, database }) => {
    const maya = await signUp(app, { timeZone: 'Asia/Tokyo' })
    await setTier(database, maya.id, 'pro')
    const served = await call(app, 'POST', '/api/games/daily/serve', { token: maya.token, origin: SITE, body: { kind: 'question' } })
    assert.equal(served.status, 200)
    const started = await call(app, 'POST', '/api/games/plays', { token: maya.token, origin: SITE, body: { game_id: 'soccer-trivia' } })
    assert.equal(started.status, 201)
    const playId = (await started.json()).play.id as string
    const read = async (token: string) => {
      const out: Record<string, string> = {}
      for (const url of URLS) {
        const res = await call(app, 'GET', url, { token, origin: SITE })
        assert.equal(res.status, 200, url)
        out[url] = await res.text()
      }
      return out
    }
    const mayas = await read(maya.token)
    assert.ok(mayas[URLS[1]!]!.includes(playId))
    const keptReport = JSON.parse(mayas[URLS[2]!]!).report

    const leo = await signUp(app, { email: 'leo@example.com', first_name: 'Leo', timeZone: 'Asia/Tokyo' })
    // On Free, the report stays refused whatever another caller's answer is kept under its URL.
    const refused = await call(app, 'GET', URLS[2]!, { token: leo.token })
    assert.equal(refused.status, 402)
    assert.equal((await refused.json()).error.message, PAID_FEATURES.advancedAnalytics.message)

    await setTier(database, leo.id, 'pro')
    const leos = await read(leo.token)
    const daily = JSON.parse(leos[URLS[0]!]!).challenge
    assert.deepEqual(daily.items.map((i: { status: string }) => i.status), ['to_do', 'to_do'])
    assert.deepEqual(JSON.parse(leos[URLS[1]!]!), { play: null, feedback: [] })
    assert.ok(!leos[URLS[1]!]!.includes(playId))
    assert.equal(JSON.parse(leos[URLS[2]!]!).report.first_name, 'Leo')

    // Nothing of Maya's changed: her next reads are as before Leo's (the report's own moment aside).
    const again = await read(maya.token)
    assert.equal(again[URLS[0]!], mayas[URLS[0]!])
    assert.equal(again[URLS[1]!], mayas[URLS[1]!])
    assert.deepEqual(JSON.parse(again[URLS[2]!]!).report, keptReport)
  }))
