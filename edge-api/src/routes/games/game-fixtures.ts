import type { App } from '../../app.ts'
import { PRO_SCENARIO_BY_ID, QUESTION_BY_ID, SCENARIO_BY_ID } from '../../games/content/index.ts'
import { call, SITE } from '../../test-support/test-app.ts'

export async function startPlay(app: App, token: string | null, body: Record<string, unknown>) {
  const res = await call(app, 'POST', '/api/games/plays', { token, origin: SITE, body })
  if (res.status !== 201) throw new Error(`start failed: ${res.status} ${await res.text()}`)
  return (await res.json()).play
}

export function answer(app: App, token: string, playId: string, body: Record<string, unknown>) {
  return call(app, 'POST', `/api/games/plays/${playId}/answers`, { token, origin: SITE, body })
}

export function finish(app: App, token: string, playId: string, body: Record<string, unknown> = {}) {
  return call(app, 'POST', `/api/games/plays/${playId}/finish`, { token, origin: SITE, body })
}

/** The right answer to an item, looked up in the server's content (what a perfect player would pick). */
export function bestChoice(itemId: string): string | number {
  const scenario = SCENARIO_BY_ID.get(itemId) ?? PRO_SCENARIO_BY_ID.get(itemId)
  if (scenario) return scenario.options.find((o) => o.isOptimal)!.id
  return QUESTION_BY_ID.get(itemId)!.correctAnswer
}

/** A wrong answer to an item. */
export function worstChoice(itemId: string): string | number {
  const scenario = SCENARIO_BY_ID.get(itemId) ?? PRO_SCENARIO_BY_ID.get(itemId)
  if (scenario) return [...scenario.options].sort((a, b) => a.points - b.points)[0]!.id
  return (QUESTION_BY_ID.get(itemId)!.correctAnswer + 1) % 4
}

/** Answers every item of a play with `pick`, 1 s each, and returns the feedback points. */
export async function answerAll(app: App, token: string, play: { id: string | null; scenarios: { id: string }[]; questions: { id: string }[] }, pick = bestChoice) {
  if (!play.id) throw new Error('a signed-out play has no id to answer against')
  let points = 0
  for (const item of [...play.scenarios, ...play.questions]) {
    const res = await answer(app, token, play.id, { item_id: item.id, choice: pick(item.id), elapsed_ms: 1000 })
    if (res.status !== 201) throw new Error(`answer failed: ${res.status} ${await res.text()}`)
    points += (await res.json()).feedback.points
  }
  return points
}
