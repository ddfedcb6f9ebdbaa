import type { App } from '../../app.ts'
import { DailyChallengeResponse } from '@app/shared/schemas/daily-challenge.ts'
import { call, SITE } from '../../test-support/test-app.ts'

export const getDaily = (app: App, token: string | null) => call(app, 'GET', '/api/games/daily', { token, origin: SITE })
export const serveDaily = (app: App, token: string, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/games/daily/serve', { token, origin: SITE, body })
export const answerDaily = (app: App, token: string, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/games/daily/answers', { token, origin: SITE, body })

/** Serves today's item of a kind and answers with its id. */
export async function servedItem(app: App, token: string, kind: 'scenario' | 'question'): Promise<string> {
  const res = await serveDaily(app, token, { kind })
  if (res.status !== 200) throw new Error(`serve failed: ${res.status} ${await res.text()}`)
  const { challenge } = DailyChallengeResponse.parse(await res.json())
  const item = challenge.items.find((i) => i.kind === kind)!
  return (kind === 'scenario' ? item.scenario!.id : item.question!.id)
}
