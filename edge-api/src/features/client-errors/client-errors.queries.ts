import { createHash } from 'node:crypto'
import { and, count, desc, eq, gte, lt, max, min, sql, sum } from 'drizzle-orm'
import { type ClientErrorKind, errorFingerprintSource, scrubErrorText } from '@app/shared/domain/client-errors.ts'
import { CLIENT_ERROR_MESSAGES } from '@app/shared/domain/messages/client-errors.ts'
import type { ClientErrorCount, ClientErrorReport } from '@app/shared/schemas/client-errors.ts'
import type { Database, Db } from '../../db/client.ts'
import { clientErrorReports, remoteLoads } from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'

/**
 * Reports are counted per window of this length: the finest period two versions can be compared
 * over (a canary against the current version), and how long an identical report keeps adding to
 * one row instead of making another.
 */
export const REPORT_WINDOW_MS = 5 * 60 * 1000
/**
 * Rows older than this go when a new row is written, and hourly by the scheduled job (jobs.ts):
 * the signal is about recent releases.
 */
export const REPORT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000

export const windowStartOf = (at: number) => Math.floor(at / REPORT_WINDOW_MS) * REPORT_WINDOW_MS

/** The error's identity: a hash of its kind, scrubbed words and code location (errorFingerprintSource). */
export function fingerprintOf(kind: ClientErrorKind, message: string, stack?: string): string {
  return createHash('sha256').update(errorFingerprintSource(kind, message, stack)).digest('hex').slice(0, 32)
}

/**
 * Counts one report: into the row of the same error, remote, version and window if there is one,
 * else a new row, unless the window already holds `newRowsPerWindow` rows (a script inventing
 * errors or versions): then 429 and nothing is kept.
 */
export async function countReport(database: Database, report: ClientErrorReport, at: number, newRowsPerWindow: number): Promise<void> {
  const message = scrubErrorText(report.message)
  const stack = report.stack === undefined ? null : scrubErrorText(report.stack)
  const fingerprint = fingerprintOf(report.kind, report.message, report.stack)
  const windowStart = windowStartOf(at)
  const t = clientErrorReports
  await database.transaction(async (tx) => {
    const counted = await tx
      .update(t)
      .set({ count: sql`${t.count} + 1`, lastSeen: at })
      .where(
        and(
          eq(t.remote, report.remote),
          eq(t.version, report.version),
          eq(t.kind, report.kind),
          eq(t.fingerprint, fingerprint),
          eq(t.windowStart, windowStart),
        ),
      )
      .returning({ id: t.id })
    if (counted.length > 0) return
    const [rows] = await tx.select({ n: count() }).from(t).where(eq(t.windowStart, windowStart))
    if ((rows?.n ?? 0) >= newRowsPerWindow) {
      throw new AppError('RATE_LIMITED', 429, CLIENT_ERROR_MESSAGES.tooManyKinds, undefined, {
        'Retry-After': String(Math.ceil((windowStart + REPORT_WINDOW_MS - at) / 1000)),
      })
    }
    await tx.insert(t).values({
      remote: report.remote,
      version: report.version,
      kind: report.kind,
      fingerprint,
      windowStart,
      message,
      stack,
      count: 1,
      firstSeen: at,
      lastSeen: at,
    })
    await tx.delete(t).where(lt(t.windowStart, at - REPORT_RETENTION_MS))
  })
}

export type CountsFilter = { since: number; until?: number | undefined; remote?: string | undefined; version?: string | undefined }

/**
 * Reports per remote, version and kind in the windows that start at or after `since` (rounded down
 * to its window) and before `until`: what a deploy status or a canary comparison reads.
 */
export async function countsSince(db: Db, filter: CountsFilter): Promise<ClientErrorCount[]> {
  const t = clientErrorReports
  const where = and(
    gte(t.windowStart, windowStartOf(filter.since)),
    filter.until === undefined ? undefined : lt(t.windowStart, filter.until),
    filter.remote === undefined ? undefined : eq(t.remote, filter.remote),
    filter.version === undefined ? undefined : eq(t.version, filter.version),
  )
  const groups = await db
    .select({
      remote: t.remote,
      version: t.version,
      kind: t.kind,
      count: sum(t.count).mapWith(Number),
      distinct: sql<number>`count(distinct ${t.fingerprint})`.mapWith(Number),
      firstSeen: min(t.firstSeen),
      lastSeen: max(t.lastSeen),
    })
    .from(t)
    .where(where)
    .groupBy(t.remote, t.version, t.kind)
    .orderBy(t.remote, t.version, t.kind)
  // The most reported error of each group: one more read, over the same few rows.
  const top = await db
    .select({ remote: t.remote, version: t.version, kind: t.kind, message: t.message, n: sum(t.count).mapWith(Number) })
    .from(t)
    .where(where)
    .groupBy(t.remote, t.version, t.kind, t.fingerprint)
    .orderBy(desc(sum(t.count)))
  const topOf = (g: { remote: string; version: string; kind: string }) =>
    top.find((r) => r.remote === g.remote && r.version === g.version && r.kind === g.kind)?.message ?? ''
  return groups.map((g) => ({
    remote: g.remote as ClientErrorCount['remote'],
    version: g.version,
    kind: g.kind,
    count: g.count ?? 0,
    distinct: g.distinct,
    first_seen: g.firstSeen ?? 0,
    last_seen: g.lastSeen ?? 0,
    top_message: topOf(g),
  }))
}

/**
 * Deletes the report windows older than the retention, and the page-load windows with them (the
 * denominators of those reports, remote-loads.queries.ts); how many rows went.
 */
export async function pruneClientErrorReports(database: Database, at: number): Promise<number> {
  const before = at - REPORT_RETENTION_MS
  const gone = await database.write(async (db) => [
    ...(await db.delete(clientErrorReports).where(lt(clientErrorReports.windowStart, before)).returning({ id: clientErrorReports.id })),
    ...(await db.delete(remoteLoads).where(lt(remoteLoads.windowStart, before)).returning({ id: remoteLoads.id })),
  ])
  return gone.length
}
