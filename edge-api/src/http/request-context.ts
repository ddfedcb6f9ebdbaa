import { createHmac, randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { matchedRoutes } from 'hono/route'
import { trace } from '@opentelemetry/api'
import type { AppEnv } from './app-env.ts'
import { tracingOn } from './tracing.ts'

/** The header that carries a request's id, both ways (docs/features/platform.md, "Following a request"). */
export const REQUEST_ID_HEADER = 'X-Request-Id'

/**
 * What an id may look like to be taken over from our own front-end server: a UUID and the usual
 * tracing ids fit; nothing that could end a log line, open a JSON string or fill the disk does.
 */
const SAFE_ID = /^[A-Za-z0-9_-]{8,64}$/

export type RequestLogOptions = {
  /** Whether each request writes its line (LOG_REQUESTS); errors are logged either way (error-handler.ts). */
  enabled: boolean
  /** Which process answered (INSTANCE_NAME or the host's name). */
  instance: string
  /** The key users' ids are hashed with in log lines (derived from SECRETS_KEY, so every instance agrees). */
  secretsKey: string
  /** Where a line goes: stdout, in batches (batchedStdout; no file I/O on the request's path). */
  write?: (line: string) => void
}

/**
 * The route pattern a request matched ('/api/goals/:id'), never its URL: paths and queries carry ids,
 * tokens and addresses. The first route with a method is the one that answers (a `use` middleware
 * has none); null when no route matched (a 404 for an unknown path).
 */
export function routeOf(c: Context): string | null {
  for (const route of matchedRoutes(c)) if (route.method !== 'ALL') return route.path
  return null
}

/**
 * The request's id: one our own front-end server sent (it proved itself with PROXY_SECRET, as for
 * X-Forwarded-For: http/client-address.ts), or one given by the code that dispatched the request
 * in-process (the dashboard's parts share the dashboard's), or a new one. A browser or a client
 * talking to the API directly cannot choose it: a chosen id could pass as another request's in the logs.
 */
function requestIdOf(c: Context<AppEnv>): string {
  const dispatched = c.env?.requestId
  if (dispatched) return dispatched
  if (c.get('viaOwnProxy')) {
    const given = c.req.header(REQUEST_ID_HEADER)
    if (given && SAFE_ID.test(given)) return given
  }
  return randomUUID()
}

/**
 * Lines to stdout, gathered and written once per turn of the event loop: one console.log per
 * request cost ~45 % of the cheapest route's throughput here (each a write to stdout), one per batch
 * of the requests answered together almost nothing. A line waits at most until the next timer turn.
 */
export function batchedStdout(): (line: string) => void {
  let pending: string[] = []
  return (line) => {
    if (pending.push(line) > 1) return
    setTimeout(() => {
      const lines = pending
      pending = []
      console.log(lines.join('\n'))
    }, 0)
  }
}

/** A keyed hash of a user's id: the same person's lines can be found together, never who they are. */
function userHasher(secretsKey: string) {
  const key = createHmac('sha256', secretsKey).update('request-log user').digest()
  // Hashing costs a few microseconds; a busy instance sees the same people again and again.
  const cache = new Map<string, string>()
  return (id: string): string => {
    let hash = cache.get(id)
    if (hash === undefined) {
      if (cache.size >= 10_000) cache.clear()
      cache.set(id, hash = createHmac('sha256', key).update(id).digest('base64url').slice(0, 16))
    }
    return hash
  }
}

/**
 * Gives every request an id (in `requestId`, and in the answer's X-Request-Id, errors included) and
 * writes one JSON line for it once it is answered: method, route pattern, status, duration, the
 * user's hashed id, the instance, the id. With OpenTelemetry on, the server span Deno opened for the
 * request is named by its route and carries the id.
 */
export function requestContext({ enabled, instance, secretsKey, write = batchedStdout() }: RequestLogOptions) {
  const hashUser = userHasher(secretsKey)
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now()
    const id = requestIdOf(c)
    c.set('requestId', id)
    // Before the handler runs, as app.ts sets its other headers: every answer is built with it once.
    c.header(REQUEST_ID_HEADER, id)
    await next()
    if (tracingOn) {
      const span = trace.getActiveSpan()
      const route = routeOf(c)
      span?.updateName(`${c.req.method} ${route ?? '(no route)'}`)
      span?.setAttribute('pitchpath.request_id', id)
      if (route) span?.setAttribute('http.route', route)
    }
    if (!enabled) return
    const user = c.get('user')
    write(JSON.stringify({
      msg: 'request',
      requestId: id,
      method: c.req.method,
      route: routeOf(c),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      user: user ? hashUser(user.id) : null,
      instance,
    }))
  })
}
