import { Hono } from 'hono'
import { z } from 'zod'
import { OutboxResponse } from '@app/shared/schemas/health.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { fromThisMachine } from '../../http/client-address.ts'
import { onNotFound } from '../../http/error-handler.ts'
import { valid } from '../../http/validation.ts'
import { listOutbox } from '../../mail/outbox-mailer.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { outboxPage } from './outbox-page.ts'

const OutboxQuery = z.object({ to: z.string().trim().max(254).optional() })

export const outboxDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/dev/outbox',
    tag: 'dev',
    summary: 'Development only: mails the outbox transport "sent", newest first',
    query: OutboxQuery,
    success: { status: 200, description: 'Mails', schema: OutboxResponse },
  },
  {
    method: 'get',
    path: '/api/dev/outbox/view',
    tag: 'dev',
    summary: 'Development only: the outbox as a readable page with clickable links',
    query: OutboxQuery,
    success: { status: 200, description: 'HTML page', contentType: 'text/html' },
  },
]

/**
 * Mounted only with the outbox transport outside production (see app.ts); elsewhere these paths are
 * 404. It holds every reset link and invitation code, so it answers a browser on this machine only
 * (fromThisMachine: the socket, and whom our proxy served); anyone else gets the same 404 as a path
 * that does not exist.
 */
export function outboxRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      if (!fromThisMachine(c)) return onNotFound(c)
      await next()
    })
    .get('/', valid('query', OutboxQuery), async (c) => {
      const mails = await listOutbox(database.db, c.req.valid('query').to)
      return c.json(OutboxResponse.parse({ mails }))
    })
    .get('/view', valid('query', OutboxQuery), async (c) => {
      const mails = await listOutbox(database.db, c.req.valid('query').to)
      // The page shows text other people typed (names): no scripts at all, only our inline style.
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      return c.html(outboxPage(mails))
    })
}
