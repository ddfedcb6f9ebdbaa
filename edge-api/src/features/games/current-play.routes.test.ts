import assert from 'node:assert/strict'
import { CurrentPlayResponse } from '@app/shared/schemas/games.ts'
import { call, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { answer, bestChoice, finish, next, READ_MS, startPlay, worstChoice } from './game-fixtures.ts'

const current = async (app: Parameters<typeof call>[0], token: string | null, game = 'soccer-trivia') => {
  const res = await call(app, 'GET', `/api/games/plays/current?game=${game}`, { token, origin: SITE })
  assert.equal(res.status, 200)
  return CurrentPlayResponse.parse(await res.json())
}

Deno.test('protects behaviour: a reload finds the unfinished trivia play where it was, with the points so far', () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    const play = await startPlay(app, token, { game_id: 'soccer-trivia' })
    const points: number[] = []
    let served = play
    for (let i = 0; i < 3; i++) {
      if (i > 0) served = (await (await next(app, token, play.id)).json()).play
      const item = served.questions[i].id
      clock.advance(READ_MS)
      const res = await answer(app, token, play.id, { item_id: item, choice: i === 1 ? worstChoice(item) : bestChoice(item) })
      points.push((await res.json()).feedback.points)
    }
    const resumed = await current(app, token)
    assert.equal(resumed.play?.id, play.id)
    assert.equal(resumed.play?.started_at, play.started_at, "the play's clock is the one it started with")
    assert.equal(resumed.play?.questions.length, 3)
    assert.deepEqual(resumed.feedback.map((f) => f.points), points)
    assert.equal(resumed.feedback[1]!.kind === 'question' && resumed.feedback[1]!.chosen_index, worstChoice(served.questions[1].id))

    // Question 4 served: it is on screen, unanswered, and comes back as such.
    assert.equal((await next(app, token, play.id)).status, 200)
    const onScreen = await current(app, token)
    assert.equal(onScreen.play?.questions.length, 4)
    assert.equal(onScreen.feedback.length, 3)
  }))

Deno.test("protects behaviour: nothing to resume once the play is finished, out of time, signed out, or someone else's", () =>
  withApp({}, async ({ app, clock }) => {
    const { token } = await signUp(app)
    const other = await signUp(app, { email: 'other-player@example.com' })
    const play = await startPlay(app, token, { game_id: 'soccer-trivia' })
    assert.equal((await current(app, token)).play?.id, play.id)
    assert.equal((await current(app, other.token)).play, null, "another player's play is not theirs to resume")
    assert.equal((await current(app, null)).play, null, 'signed out: practice plays are not stored')
    clock.advance(10 * 60_000)
    assert.equal((await current(app, token)).play, null, 'the 10 minutes have run out')

    const fresh = await startPlay(app, token, { game_id: 'soccer-trivia' })
    assert.equal((await current(app, token)).play?.id, fresh.id, 'the latest unfinished play')
    clock.advance(READ_MS)
    assert.equal((await finish(app, token, fresh.id)).status, 201)
    assert.deepEqual(await current(app, token), { play: null, feedback: [] })
  }))

Deno.test('protects behaviour: only a resumable game can be asked for', () =>
  withApp({}, async ({ app }) => {
    const { token } = await signUp(app)
    for (const query of ['game=decision-drill', 'game=nope', '', 'game=soccer-trivia&user_id=x']) {
      const res = await call(app, 'GET', `/api/games/plays/current?${query}`, { token, origin: SITE })
      assert.equal(res.status, 400, query)
    }
  }))
