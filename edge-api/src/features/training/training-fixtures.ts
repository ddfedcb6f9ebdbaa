import type { App } from '../../app.ts'
import { call, SITE } from '../../test-support/test-app.ts'

/** A valid Log Training body; a fresh id each call unless one is given. */
export function sessionBody(overrides: Record<string, unknown> = {}) {
  return {
    id: crypto.randomUUID(),
    session_type: 'technical',
    skill_focus: ['technical'],
    duration_minutes: 60,
    energy_level: 4,
    notes: 'Wall passes',
    ...overrides,
  }
}

export function logSession(app: App, token: string, overrides: Record<string, unknown> = {}) {
  return call(app, 'POST', '/api/training', { token, origin: SITE, body: sessionBody(overrides) })
}

export async function getJson(app: App, token: string, path: string) {
  const res = await call(app, 'GET', path, { token })
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.json()
}
