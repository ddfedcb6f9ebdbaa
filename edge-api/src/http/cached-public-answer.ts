import type { MiddlewareHandler } from 'hono'
import type { Database } from '../db/client.ts'

type Entry = { version: number; body: string; headers: Record<string, string> }

// Each URL a search can ask for is its own entry: the oldest go first past this many.
const MAX_ENTRIES = 2_000
// The headers an answer keeps when it is served again; the others are set per request (app.ts).
const KEPT_HEADERS = ['content-type', 'cache-control'] as const

/**
 * Serves a read that is the same for everyone, visitors too (the drill library), again from memory
 * until this process next writes one of `tables`: cachedAnswer's rule (http/cached-answer.ts) with
 * the URL alone as the key, so it must come before any session read and only on a route whose answer
 * is a function of the URL and those tables. A 200 is kept with its Content-Type and Cache-Control;
 * any other answer is built each time. Where other processes write too (version null) nothing is kept.
 *
 * Why: the library's list was the slowest page-load read for visitors (docs/benchmarks.md), and its
 * rows change only when a deploy syncs the drills. The rule: docs/features/platform.md, "Cached answers".
 */
export function cachedPublicAnswer(database: Database, tables: readonly string[]): MiddlewareHandler {
  const entries = new Map<string, Entry>()
  return async (c, next) => {
    // Read before the answer is built: a write that lands meanwhile outdates the entry at once.
    const version = database.tableVersion(tables)
    if (version === null) return next()
    const slot = c.req.url
    const hit = entries.get(slot)
    if (hit && hit.version === version) return c.body(hit.body, 200, hit.headers)
    await next()
    if (c.res.status !== 200) return
    const body = await c.res.clone().text()
    const headers: Record<string, string> = {}
    for (const name of KEPT_HEADERS) {
      const value = c.res.headers.get(name)
      if (value !== null) headers[name] = value
    }
    entries.delete(slot)
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
    entries.set(slot, { version, body, headers })
  }
}
