import { Hono } from 'hono'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { HealthResponse } from '@app/shared/schemas/health.ts'
import type { AppDeps } from '../../app-deps.ts'
import { databaseTrouble } from '../../db/errors.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { openApiDocument } from '../../openapi/document.ts'
import type { RouteDoc } from '../../openapi/registry.ts'

export const metaDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'meta',
    summary: 'Liveness and database check',
    success: { status: 200, description: 'The API answers and its database takes writes', schema: HealthResponse },
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

export function metaRoutes({ database, config }: AppDeps, docs: readonly RouteDoc[]) {
  // Built once: the routes do not change while the process runs.
  const document = openApiDocument(docs, config.version)
  return new Hono<AppEnv>()
    .get('/health', async (c) => {
      // Readable (a query answers) and writable (Database#writable: a write would be saved now).
      const state = await database.db.run(sql`select 1`).then(
        () => database.writable(),
        (error) => databaseTrouble(error)?.trouble ?? 'unavailable' as const,
      )
      const body = HealthResponse.parse({ status: state === 'ok' ? 'ok' : 'degraded', database: state, version: config.version })
      return c.json(body, state === 'ok' ? 200 : 503)
    })
    .get('/openapi.json', (c) => c.json(document))
}
