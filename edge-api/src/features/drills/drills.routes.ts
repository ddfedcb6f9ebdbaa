import { and, asc, eq, like, lte, notLike, type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { type Drill, DRILL_EQUIPMENT } from '@app/shared/domain/drills/drill.ts'
import { DRILL_MESSAGES } from '@app/shared/domain/messages/drills.ts'
import { searchWords } from '@app/shared/domain/drills/drill-search.ts'
import { toDrillSummary, toDrillView } from '@app/shared/domain/drills/drill-views.ts'
import { DrillListQuery, DrillListResponse, DrillResponse, DrillSlugParams } from '@app/shared/schemas/drills.ts'
import type { AppDeps } from '../../app-deps.ts'
import { drills } from '../../db/schema/index.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { cachedPublicAnswer } from '../../http/cached-public-answer.ts'
import { valid, validParams } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'

const doc = { tag: 'drills' } as const

export const drillsDocs: RouteDoc[] = [
  {
    ...doc,
    method: 'get',
    path: '/api/drills',
    summary:
      'The drill library, signed out too: by pillar, age group, what the player has (equipment=ball,wall or none), at most so many minutes, and words of the title, summary or tags (q)',
    query: DrillListQuery,
    success: { status: 200, description: 'Matching drills, easiest and shortest first', schema: DrillListResponse },
    errors: [400],
  },
  {
    ...doc,
    method: 'get',
    path: '/api/drills/{slug}',
    summary: 'One drill with its steps, coaching points, progression and diagram, signed out too',
    params: DrillSlugParams,
    success: { status: 200, description: 'The drill', schema: DrillResponse },
    errors: [404],
    errorNotes: { 404: 'NOT_FOUND: no drill has this slug' },
  },
]

/**
 * The same for everyone and changed only by a deploy: browsers and shared caches may keep it a few
 * minutes, unlike every other answer of the API (app.ts, no-store).
 */
const PUBLIC_CONTENT = 'public, max-age=300'

/**
 * The filters of a library search as conditions on the drills table's columns (db/schema/drills.ts):
 * the rule of shared/src/domain/drills/drill-search.ts (demo mode's), in SQL; drill-search.test.ts
 * runs both over the same queries.
 */
function conditionsOf(query: ReturnType<typeof DrillListQuery.parse>): SQL[] {
  const where: SQL[] = []
  if (query.pillar) where.push(eq(drills.pillar, query.pillar))
  if (query.age_group) where.push(like(drills.ageGroups, `%|${query.age_group}|%`))
  if (query.equipment) {
    const have = new Set(query.equipment)
    for (const item of DRILL_EQUIPMENT) if (!have.has(item)) where.push(notLike(drills.equipment, `%|${item}|%`))
  }
  if (query.max_minutes !== undefined) where.push(lte(drills.minutes, query.max_minutes))
  // Every word must appear; instr matches text exactly, so % and _ in a search mean themselves.
  for (const word of searchWords(query.q)) where.push(sql`instr(${drills.search}, ${word}) > 0`)
  return where
}

/** The drill library (docs/features/drills.md): public content, no session read. */
export function drillsRoutes({ database }: AppDeps) {
  // Both answers come from the drills table alone, the same for everyone: kept until a sync writes it.
  const cached = cachedPublicAnswer(database, ['drills'])
  return new Hono<AppEnv>()
    .get('/', cached, valid('query', DrillListQuery), async (c) => {
      const rows = await database.db.select({ body: drills.body }).from(drills).where(and(...conditionsOf(c.req.valid('query'))))
        .orderBy(asc(drills.level), asc(drills.minutes), asc(drills.title))
      c.header('Cache-Control', PUBLIC_CONTENT)
      return c.json(DrillListResponse.parse({ drills: rows.map((r) => toDrillSummary(JSON.parse(r.body) as Drill)) }))
    })
    .get('/:slug', cached, validParams(DrillSlugParams, DRILL_MESSAGES.notFound), async (c) => {
      const [row] = await database.db.select({ body: drills.body }).from(drills).where(eq(drills.slug, c.req.valid('param').slug))
      if (!row) throw new AppError('NOT_FOUND', 404, DRILL_MESSAGES.notFound)
      const drill = JSON.parse(row.body) as Drill
      const [next] = drill.next
        ? await database.db.select({ slug: drills.slug, title: drills.title }).from(drills).where(eq(drills.slug, drill.next))
        : []
      c.header('Cache-Control', PUBLIC_CONTENT)
      return c.json(DrillResponse.parse({ drill: toDrillView(drill, next ?? null) }))
    })
}
