/**
 * True when a write failed on a UNIQUE constraint over `column` (e.g. 'users.email'). drizzle wraps
 * the driver's error, so the cause chain is searched. Racing sign-ups rely on this: the index, not a
 * read-then-insert, is what decides which one wins.
 */
export function isUniqueViolation(err: unknown, column: string): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.message.includes(`UNIQUE constraint failed: ${column}`)) return true
  }
  return false
}

/** Why the database cannot take a write: a full disk, a read-only file, or it cannot be used at all. */
export type DatabaseTrouble = 'full' | 'read_only' | 'unavailable'

// SQLite's result codes (the driver's `code`, extended codes included) and, for drivers that only
// pass the text on, SQLite's own messages for them.
const TROUBLE_BY_CODE: Array<[RegExp, DatabaseTrouble]> = [
  [/^SQLITE_FULL\b/, 'full'],
  [/^SQLITE_READONLY/, 'read_only'],
  [/^SQLITE_(IOERR|CANTOPEN|NOTADB|CORRUPT|PERM|NOLFS)/, 'unavailable'],
]
const TROUBLE_BY_MESSAGE: Array<[RegExp, DatabaseTrouble]> = [
  [/database or disk is full/i, 'full'],
  [/attempt to write a readonly database/i, 'read_only'],
  [/disk I\/O error|unable to open database file|file is not a database|database disk image is malformed/i, 'unavailable'],
]

/**
 * The SQLite error behind `err` when it means the database cannot be written (or used) right now,
 * as opposed to a bug or a constraint the request broke: those writes answer 503, not 500.
 */
export function databaseTrouble(err: unknown): { trouble: DatabaseTrouble; error: Error } | null {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code
    const byCode = typeof code === 'string' ? TROUBLE_BY_CODE.find(([pattern]) => pattern.test(code)) : undefined
    const found = byCode ?? TROUBLE_BY_MESSAGE.find(([pattern]) => pattern.test(e.message))
    if (found) return { trouble: found[1], error: e }
  }
  return null
}

const BURST_MS = 60_000
type Burst = { first: Error; startedAt: number; more: number }
const bursts = new Map<string, Burst>()
const reported = new WeakSet<object>()

function describe(error: Error): string {
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message
}

/**
 * Logs a database failure once per burst: the first of a kind (SQLite's own error, e.g.
 * "SQLITE_FULL: database or disk is full") at once, then only how many more like it came in the
 * next 60 s, said when the next one arrives after that or when writes work again. A full disk under
 * load fails every request; one line per request would fill what is left of the disk with the log.
 * The same error object is counted once however many layers report it.
 */
export function reportDatabaseFailure(err: unknown, now = Date.now()): void {
  const found = databaseTrouble(err)
  if (!found || (typeof err === 'object' && err !== null && reported.has(err))) return
  if (typeof err === 'object' && err !== null) reported.add(err)
  const key = `${found.trouble}:${(found.error as { code?: unknown }).code ?? found.error.message}`
  const burst = bursts.get(key)
  if (burst && now - burst.startedAt < BURST_MS) {
    burst.more++
    return
  }
  if (burst?.more) {
    console.error(`[db] ${burst.more} more like it in the last ${Math.round((now - burst.startedAt) / 1000)} s: ${describe(burst.first)}`)
  }
  bursts.set(key, { first: found.error, startedAt: now, more: 0 })
  console.error(
    `[db] the database cannot be written (${found.trouble.replace('_', '-')}): ${describe(found.error)}; failures like it are counted for ${
      BURST_MS / 1000
    } s, not logged each time`,
  )
}

/** A write committed: the bursts so far are over; their counts are said once. */
export function reportDatabaseRecovered(now = Date.now()): void {
  if (bursts.size === 0) return
  for (const burst of bursts.values()) {
    console.error(
      `[db] writes work again${
        burst.more
          ? `; ${burst.more} more failures like "${describe(burst.first)}" in the last ${Math.round((now - burst.startedAt) / 1000)} s`
          : ''
      }`,
    )
  }
  bursts.clear()
}
