import type { MiddlewareHandler } from 'hono'
import type { Database } from '../db/client.ts'
import type { SignedInEnv } from './app-env.ts'

type Entry = { version: number; body: string; contentType: string }

// Enough for the people active in one busy hour on one process; the oldest go first.
const MAX_ENTRIES = 2_000

/**
 * Serves a signed-in read again from memory until this process next writes one of `tables`, the
 * session cache's rule (features/auth/session-cache.ts) applied to a whole answer. Only for a route
 * whose answer is a function of the caller, the URL and those tables alone: not of the clock, the
 * session's other fields or another table. The key is the caller's id and the URL, so one person's
 * answer is never another's. A 200 is kept; any other answer is not, so errors are built each time.
 * Where other processes write too (a replica, a remote primary: version null) nothing is kept.
 *
 * Why: building a list of goals (the query, its rows as JSON, the response schema's check) took ten
 * times as long as the session and routing around it (docs/benchmarks.md), and a page asks for the
 * same list far more often than it changes.
 */
export function cachedAnswer(database: Database, tables: readonly string[]): MiddlewareHandler<SignedInEnv> {
  const entries = new Map<string, Entry>()
  return async (c, next) => {
    // Read before the answer is built: a write that lands meanwhile outdates the entry at once.
    const version = database.tableVersion(tables)
    if (version === null) return next()
    const key = `${c.var.user.id} ${c.req.url}`
    const hit = entries.get(key)
    if (hit && hit.version === version) return c.body(hit.body, 200, { 'Content-Type': hit.contentType })
    await next()
    if (c.res.status !== 200) return
    const body = await c.res.clone().text()
    entries.delete(key)
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
    entries.set(key, { version, body, contentType: c.res.headers.get('Content-Type') ?? 'application/json' })
  }
}
