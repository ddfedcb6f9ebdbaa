import { and, count, eq, gte, lt, sql, sum } from 'drizzle-orm'
import { CLIENT_ERROR_MESSAGES } from '@app/shared/domain/messages/client-errors.ts'
import type { RemoteLoadReport, RemoteVersionCounts } from '@app/shared/schemas/remote-loads.ts'
import type { Database, Db } from '../../db/client.ts'
import { remoteLoads } from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { countsSince, REPORT_RETENTION_MS, REPORT_WINDOW_MS, windowStartOf } from './client-errors.queries.ts'

/**
 * Counts one page load of a remote version: into its row of the window (the error reports' windows,
 * so loads and errors cover the same period), else a new row, unless the window already holds
 * `newVersionsPerWindow` rows (a script inventing versions): then 429 and nothing is counted.
 */
export async function countLoad(database: Database, load: RemoteLoadReport, at: number, newVersionsPerWindow: number): Promise<void> {
  const windowStart = windowStartOf(at)
  const t = remoteLoads
  await database.transaction(async (tx) => {
    const counted = await tx
      .update(t)
      .set({ count: sql`${t.count} + 1` })
      .where(and(eq(t.remote, load.remote), eq(t.version, load.version), eq(t.windowStart, windowStart)))
      .returning({ id: t.id })
    if (counted.length > 0) return
    const [rows] = await tx.select({ n: count() }).from(t).where(eq(t.windowStart, windowStart))
    if ((rows?.n ?? 0) >= newVersionsPerWindow) {
      throw new AppError('RATE_LIMITED', 429, CLIENT_ERROR_MESSAGES.tooManyVersions, undefined, {
        'Retry-After': String(Math.ceil((windowStart + REPORT_WINDOW_MS - at) / 1000)),
      })
    }
    await tx.insert(t).values({ remote: load.remote, version: load.version, windowStart, count: 1 })
    await tx.delete(t).where(lt(t.windowStart, at - REPORT_RETENTION_MS))
  })
}

export type VersionsFilter = { since: number; until?: number | undefined; remote?: string | undefined }

/**
 * Loads, errors and load failures per remote version, over the windows that start at or after
 * `since` (rounded down to its window) and before `until`: what a canary is compared on
 * (platform/src/deploys/canary-watch.mjs) and what `npm run deploys` shows. The shell's own errors
 * are not a remote version's and are left out.
 */
export async function versionsSince(db: Db, filter: VersionsFilter): Promise<RemoteVersionCounts[]> {
  const t = remoteLoads
  const loads = await db
    .select({ remote: t.remote, version: t.version, loads: sum(t.count).mapWith(Number) })
    .from(t)
    .where(
      and(
        gte(t.windowStart, windowStartOf(filter.since)),
        filter.until === undefined ? undefined : lt(t.windowStart, filter.until),
        filter.remote === undefined ? undefined : eq(t.remote, filter.remote),
      ),
    )
    .groupBy(t.remote, t.version)
  const errors = (await countsSince(db, filter)).filter((c) => c.remote !== 'shell')
  const byKey = new Map<string, RemoteVersionCounts>()
  const entry = (remote: string, version: string) => {
    const key = `${remote}\n${version}`
    let found = byKey.get(key)
    if (!found) {
      found = { remote, version, loads: 0, errors: 0, load_failures: 0, top_error: null }
      byKey.set(key, found)
    }
    return found
  }
  for (const row of loads) entry(row.remote, row.version).loads = row.loads ?? 0
  const topCount = new Map<RemoteVersionCounts, number>()
  for (const c of errors) {
    const e = entry(c.remote, c.version)
    if (c.kind === 'error') e.errors = c.count
    else e.load_failures = c.count
    if (c.count > (topCount.get(e) ?? 0)) {
      topCount.set(e, c.count)
      e.top_error = c.top_message
    }
  }
  return [...byKey.values()].sort((a, b) => a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version))
}
