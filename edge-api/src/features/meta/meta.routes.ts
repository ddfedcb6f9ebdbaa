import { Hono } from 'hono'
import { z } from 'zod'
import { HealthResponse } from '@app/shared/schemas/health.ts'
import type { AppDeps } from '../../app-deps.ts'
import { databaseTrouble } from '../../db/errors.ts'
import { fixed, runFixed } from '../../db/fixed-sql.ts'
import { migrationVersion } from '../../db/migrate.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { openApiDocument } from '../../openapi/document.ts'
import type { RouteDoc } from '../../openapi/registry.ts'

export const metaDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'meta',
    summary: 'Liveness, database, migration and replica check',
    success: {
      status: 200,
      description:
        'The API answers, its database would save a write now, and a replica has pulled from its primary lately. Anything wrong answers 503 with this same body, status "degraded".',
      schema: HealthResponse,
    },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'meta',
    summary: 'This OpenAPI 3.1 document',
    success: {
      status: 200,
      description: 'OpenAPI document generated from the shared zod schemas',
      schema: z.record(z.string(), z.unknown()),
    },
  },
]

/** Health is asked often (load balancers, the bench): the migration version is read at most this often. */
const MIGRATION_REUSE_MS = 2_000
/** A replica that has not pulled for this long (at least) has lost its primary: health says so. */
const REPLICA_BEHIND_MS = 30_000

export function metaRoutes({ database, config }: AppDeps, docs: readonly RouteDoc[]) {
  // Built once: the routes do not change while the process runs.
  const document = openApiDocument(docs, config.version)
  let migration: { at: number; version: ReturnType<typeof migrationVersion> } | null = null
  const migrationNow = () => {
    const now = Date.now()
    if (!migration || now - migration.at >= MIGRATION_REUSE_MS) migration = { at: now, version: migrationVersion(database) }
    return migration.version
  }
  return new Hono<AppEnv>()
    .get('/health', async (c) => {
      // Readable (a query answers) and writable (Database#writable: a write would be saved now).
      // Fixed SQL: on the embedded file it goes straight to the connection, without drizzle's build.
      const state = await runFixed(database.db, fixed`select 1`).then(
        () => database.writable(),
        (error) => databaseTrouble(error)?.trouble ?? 'unavailable' as const,
      )
      // A replica: how long since it last had the primary's changes (docs/cluster.md).
      const sync = database.replicaSync?.()
      const lagMs = sync ? Math.max(0, Date.now() - sync.lastPullAt) : null
      const replica = sync && lagMs !== null ? { lagMs, behind: lagMs > Math.max(REPLICA_BEHIND_MS, 20 * sync.pullIntervalMs) } : undefined
      const ok = state === 'ok' && !replica?.behind
      const body = HealthResponse.parse({
        status: ok ? 'ok' : 'degraded',
        database: state,
        version: config.version,
        migration: await migrationNow(),
        ...(replica ? { replica } : {}),
      })
      return c.json(body, ok ? 200 : 503)
    })
    .get('/openapi.json', (c) => c.json(document))
}
