import { eq } from 'drizzle-orm'
import type { App } from '../../app.ts'
import type { Database } from '../../db/client.ts'
import { gamePlays } from '../../db/schema/index.ts'
import { PRO_SCENARIO_BY_ID, QUESTION_BY_ID, SCENARIO_BY_ID } from './content/index.ts'
import { call, SITE } from '../../test-support/test-app.ts'

export async function startPlay(app: App, token: string | null, body: Record<string, unknown>) {
  const res = await call(app, 'POST', '/api/games/plays', { token, origin: SITE, body })
  if (res.status !== 201) throw new Error(`start failed: ${res.status} ${await res.text()}`)
  return (await res.json()).play
}

export function answer(app: App, token: string, playId: string, body: Record<string, unknown>) {
  return call(app, 'POST', `/api/games/plays/${playId}/answers`, { token, origin: SITE, body })
}

/** Asks the server for the play's next item (Reaction Master: starts the round). */
export function next(app: App, token: string, playId: string) {
  return call(app, 'POST', `/api/games/plays/${playId}/next`, { token, origin: SITE })
}

export function hit(app: App, token: string, playId: string, target: number) {
  return call(app, 'POST', `/api/games/plays/${playId}/hits`, { token, origin: SITE, body: { target } })
}

/** Long enough to read any item (the floor's cap) and well inside every item's time limit. */
export const READ_MS = 2_500

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

type WirePlay = { id: string | null; item_count: number; scenarios: { id: string }[]; questions: { id: string }[] }

/**
 * Answers every item of a play with `pick`, serving each in turn, and returns the feedback points.
 * With a clock, each answer comes READ_MS after its item was served (a reader's pace); without one,
 * at once (too fast to score).
 */
export async function answerAll(app: App, token: string, play: WirePlay, pick = bestChoice, clock?: { advance: (ms: number) => void }) {
  if (!play.id) throw new Error('a signed-out play has no id to answer against')
  let points = 0
  let current = play
  for (let i = 0; i < play.item_count; i++) {
    if (i > 0) {
      const res = await next(app, token, play.id)
      if (res.status !== 200) throw new Error(`next failed: ${res.status} ${await res.text()}`)
      current = (await res.json()).play
    }
    const item = [...current.scenarios, ...current.questions][i]!
    clock?.advance(READ_MS)
    const res = await answer(app, token, play.id, { item_id: item.id, choice: pick(item.id) })
    if (res.status !== 201) throw new Error(`answer failed: ${res.status} ${await res.text()}`)
    points += (await res.json()).feedback.points
  }
  return points
}

/** Every item the server picked for a play (served or not), read from the database. */
export async function playItems(database: Database, playId: string): Promise<string[]> {
  const [row] = await database.db.select({ itemIds: gamePlays.itemIds }).from(gamePlays).where(eq(gamePlays.id, playId))
  return row?.itemIds ?? []
}
