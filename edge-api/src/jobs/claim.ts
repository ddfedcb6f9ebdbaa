import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { jobRuns } from '../db/schema/index.ts'

/** This process, in the rows it claims: tells an operator which instance ran a period. */
export const INSTANCE_ID = `${Deno.env.get('DENO_DEPLOYMENT_ID') ?? 'local'}:${crypto.randomUUID().slice(0, 8)}`

/** How long the runs are kept: a week of every job's history. */
export const JOB_RUN_KEEP_MS = 7 * 24 * 60 * 60_000

/**
 * Claims the job's period for this process: true for exactly one of all the instances (or isolates)
 * that try, whichever way they reach the database. One INSERT … ON CONFLICT DO NOTHING: on the
 * embedded file or the primary over HTTP the second insert finds the row; on a replica the second
 * push is refused by the write clock's compare-and-set and the write runs again on a fresh copy,
 * where it finds the row (ADR 021). A period is never taken over: if its instance dies mid-run,
 * the next period does the work (every job here catches up on what is due, not on what it missed).
 */
export async function claimRun(database: Database, job: string, periodStart: number, at: number): Promise<boolean> {
  const inserted = await database.write((db) =>
    db.insert(jobRuns).values({ job, periodStart, status: 'running', instance: INSTANCE_ID, startedAt: at })
      .onConflictDoNothing().returning({ job: jobRuns.job })
  )
  return inserted.length > 0
}

/** Detail is capped: an error message is kept for the operator, not a whole stack. */
const DETAIL_MAX = 500

/** Records how the claimed run ended, how long it took and what it did (or why it failed). */
export async function endRun(
  database: Database,
  job: string,
  periodStart: number,
  outcome: { status: 'finished' | 'failed'; durationMs: number; detail: string | null },
): Promise<void> {
  await database.write((db) =>
    db.update(jobRuns).set({ ...outcome, detail: outcome.detail?.slice(0, DETAIL_MAX) ?? null })
      .where(and(eq(jobRuns.job, job), eq(jobRuns.periodStart, periodStart)))
  )
}

/** Drops the runs older than JOB_RUN_KEEP_MS; returns how many went. */
export async function pruneJobRuns(database: Database, at: number): Promise<number> {
  const gone = await database.write((db) =>
    db.delete(jobRuns).where(lt(jobRuns.periodStart, at - JOB_RUN_KEEP_MS)).returning({ job: jobRuns.job })
  )
  return gone.length
}

export type JobRun = typeof jobRuns.$inferSelect

/** Each job's latest run, by job name (for a status page or a deploy check). */
export async function latestJobRuns(database: Database): Promise<JobRun[]> {
  const latest = database.db.select({ job: jobRuns.job, periodStart: sql<number>`max(${jobRuns.periodStart})`.as('latest') })
    .from(jobRuns).groupBy(jobRuns.job).as('latest')
  const rows = await database.db.select({ run: jobRuns }).from(jobRuns)
    .innerJoin(latest, and(eq(latest.job, jobRuns.job), eq(latest.periodStart, jobRuns.periodStart)))
    .orderBy(jobRuns.job, desc(jobRuns.periodStart))
  return rows.map((r) => r.run)
}
