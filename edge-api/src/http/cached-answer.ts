import type { Context, MiddlewareHandler } from 'hono'
import type { Database } from '../db/client.ts'
import type { SignedInEnv } from './app-env.ts'

type Entry = { version: number; key: string; until: number; body: string; contentType: string }

// Enough for the people active in one busy hour on one process; the oldest go first.
const MAX_ENTRIES = 2_000

/**
 * What else than the caller, the URL and the tables an answer depends on, computed per request
 * before the answer is built: the caller's calendar day in their stored time zone (`dayKey`), say.
 * Two requests with the same key, caller, URL and table version must get the same answer.
 */
export type AnswerKey = (c: Context<SignedInEnv>) => string | Promise<string>

export type CacheOptions = {
  /** The part of the answer the clock decides (see AnswerKey); without it, the answer must not depend on the clock. */
  key?: AnswerKey
  /** The clock answerGoodUntil is compared with: the app's, so tests move it. */
  now?: () => number
}

// Set by a handler while its answer is built: the moment the answer changes whatever is written.
const goodUntil = new WeakMap<Request, number>()

/** What a cached read's answer came from, as a composed answer needs it (cachedComposite). */
type PartRule = { tables: readonly string[]; key?: AnswerKey; keyValue: string }
// Set for each request a cachedAnswer served or built, keyed by the request it was given.
const partRules = new WeakMap<Request, PartRule>()

/**
 * Tells cachedAnswer the answer being built changes by itself at `at` (a listed session expiring),
 * so it is built again from then on; the earliest of several calls counts.
 */
export function answerGoodUntil(c: Context, at: number): void {
  goodUntil.set(c.req.raw, Math.min(at, goodUntil.get(c.req.raw) ?? Infinity))
}

/**
 * Serves a signed-in read again from memory until this process next writes one of `tables`, the
 * session cache's rule (features/auth/session-cache.ts) applied to a whole answer. Only for a route
 * whose answer is a function of the caller, the URL, those tables and `options.key` alone: not of the
 * clock beyond what the key (or answerGoodUntil) captures, the session's other fields or another
 * table. `tables` names every table the answer reads, each join's and the users table's when the
 * profile or time zone counts. The key is the caller's id, the URL and the key part, so one person's
 * answer is never another's. A 200 is kept; any other answer is not, so errors are built each time.
 * Where other processes write and nothing tells this one (a remote primary: version null) nothing is
 * kept; a replica's version moves with its copy (docs/decisions/129-replica-caches-keyed-by-its-copy.md).
 *
 * Why: building a list of goals (the query, its rows as JSON, the response schema's check) took ten
 * times as long as the session and routing around it (docs/benchmarks.md), and a page asks for the
 * same list far more often than it changes. The rule: docs/features/platform.md, "Cached answers".
 */
export function cachedAnswer(database: Database, tables: readonly string[], options: CacheOptions = {}): MiddlewareHandler<SignedInEnv> {
  const entries = new Map<string, Entry>()
  const now = options.now ?? Date.now
  return async (c, next) => {
    // Read before the answer is built: a write that lands meanwhile outdates the entry at once.
    const version = database.tableVersion(tables)
    if (version === null) return next()
    const slot = `${c.var.user.id} ${c.req.url}`
    const key = options.key ? await options.key(c) : ''
    partRules.set(c.req.raw, { tables, key: options.key, keyValue: key })
    const hit = entries.get(slot)
    if (hit && hit.version === version && hit.key === key && now() < hit.until) {
      return c.body(hit.body, 200, { 'Content-Type': hit.contentType })
    }
    await next()
    if (c.res.status !== 200) return
    const body = await c.res.clone().text()
    entries.delete(slot)
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
    const until = goodUntil.get(c.req.raw) ?? Infinity
    entries.set(slot, { version, key, until, body, contentType: c.res.headers.get('Content-Type') ?? 'application/json' })
  }
}

type Composite = {
  /** The clock stamp read before the parts were asked: any later write to `tables` is stamped above it. */
  version: number
  tables: readonly string[]
  keys: readonly AnswerKey[]
  keyValues: readonly string[]
  body: string
  contentType: string
}

// The parts each composed answer was built from, told by its handler (answerComposedOf).
const composedOf = new WeakMap<Request, readonly Request[]>()

/**
 * Tells cachedComposite the answer being built is made of the answers to `parts`, requests this
 * process answered in-process; called only when every part answered 200.
 */
export function answerComposedOf(c: Context, parts: readonly Request[]): void {
  composedOf.set(c.req.raw, parts)
}

/**
 * Serves an answer composed of other reads (GET /api/dashboard) again from memory, by those reads'
 * own rules: kept only when every part was served by a cachedAnswer, and until this process writes a
 * table any part's answer comes from, or `ownTables` (what the composing handler itself reads), or
 * a part's key part changes (the caller's day). The tables are the parts' own, so a part's rule is
 * never listed twice to drift apart.
 */
export function cachedComposite(
  database: Database,
  ownTables: readonly string[],
  everyTable: readonly string[],
): MiddlewareHandler<SignedInEnv> {
  const entries = new Map<string, Composite>()
  return async (c, next) => {
    // Versions are stamps of one clock: no write since `version` to these tables means none is above it.
    const version = database.tableVersion(everyTable)
    if (version === null) return next()
    const slot = `${c.var.user.id} ${c.req.url}`
    const hit = entries.get(slot)
    if (hit && database.tableVersion(hit.tables)! <= hit.version) {
      const keyValues = await Promise.all(hit.keys.map((key) => key(c)))
      if (keyValues.every((value, i) => value === hit.keyValues[i])) {
        return c.body(hit.body, 200, { 'Content-Type': hit.contentType })
      }
    }
    await next()
    const parts = composedOf.get(c.req.raw)
    const rules = parts?.map((part) => partRules.get(part))
    // A part without a rule, or one that ends by the clock (answerGoodUntil), leaves nothing to keep.
    if (c.res.status !== 200 || !parts || !rules || rules.some((rule, i) => !rule || goodUntil.has(parts[i]!))) {
      entries.delete(slot)
      return
    }
    const kept = rules as PartRule[]
    const body = await c.res.clone().text()
    entries.delete(slot)
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
    entries.set(slot, {
      version,
      tables: [...new Set([...ownTables, ...kept.flatMap((rule) => rule.tables)])],
      keys: kept.flatMap((rule) => (rule.key ? [rule.key] : [])),
      keyValues: kept.flatMap((rule) => (rule.key ? [rule.keyValue] : [])),
      body,
      contentType: c.res.headers.get('Content-Type') ?? 'application/json',
    })
  }
}
