import { Hono } from 'hono'
import { badgeById } from '@app/shared/domain/badges.ts'
import type { JourneyKind } from '@app/shared/domain/journey.ts'
import { levelTitle } from '@app/shared/domain/player-level.ts'
import { type JourneyEntry, JourneyQuery, JourneyResponse } from '@app/shared/schemas/progress.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { requireUser } from '../auth/public.ts'
import { valid } from '../../http/validation.ts'
import { cachedAnswer } from '../../http/cached-answer.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { journeyPage, type JourneyRow } from './progress.queries.ts'

export const journeyDocs: RouteDoc[] = [
  {
    tag: 'progress',
    auth: true,
    method: 'get',
    path: '/api/journey',
    summary: "The caller's timeline: levels reached, badges earned, goals completed and streak records, newest first, a page at a time",
    query: JourneyQuery,
    success: { status: 200, description: 'One page; next_offset is null on the last', schema: JourneyResponse },
    errors: [400, 401],
  },
]

function toEntry(row: JourneyRow): JourneyEntry {
  const kind = row.kind as JourneyKind
  const label = kind === 'level_reached'
    ? levelTitle(row.value ?? 1)
    : kind === 'badge_earned'
    ? (badgeById(row.label)?.name ?? row.label)
    : row.label
  return { id: row.id, kind, value: row.value, label, occurred_at: new Date(row.occurred_at).toISOString() }
}

export function journeyRoutes(deps: AppDeps) {
  const { database } = deps
  const signedIn = [deps.session, requireUser] as const
  // Its three sources, each the caller's rows alone; nothing in it depends on the clock.
  const cached = cachedAnswer(database, ['journey_milestones', 'user_badges', 'goals'])
  return new Hono<SignedInEnv>().get('/', ...signedIn, cached, valid('query', JourneyQuery), async (c) => {
    const { offset, limit } = c.req.valid('query')
    // One row more than the page tells whether another page exists.
    const rows = await journeyPage(database.db, c.var.user.id, offset, limit + 1)
    const entries = rows.slice(0, limit).map(toEntry)
    return c.json(JourneyResponse.parse({ entries, next_offset: rows.length > limit ? offset + limit : null }))
  })
}
