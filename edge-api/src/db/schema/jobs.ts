import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/** 'running': claimed, not ended (its instance may have died: the next period runs regardless). */
export const JOB_RUN_STATUSES = ['running', 'finished', 'failed'] as const

/**
 * One row per scheduled job and period (jobs/claim.ts): inserted before the job runs, so of all the
 * instances (or Deno Deploy isolates) that reach a period, exactly one does its work; then marked
 * finished or failed with how long it took and what it did, for whoever asks how the jobs are doing.
 * Holds no personal data: counts and error messages only.
 */
export const jobRuns = sqliteTable(
  'job_runs',
  {
    job: text('job').notNull(),
    /** The period's start (ms since the epoch, a multiple of the job's interval). */
    periodStart: integer('period_start').notNull(),
    status: text('status', { enum: JOB_RUN_STATUSES }).notNull(),
    /** Which process claimed it (jobs/claim.ts INSTANCE_ID). */
    instance: text('instance').notNull(),
    startedAt: integer('started_at').notNull(),
    durationMs: integer('duration_ms'),
    /** What the run did ("2 sent"), or why it failed. */
    detail: text('detail'),
  },
  // Pruning drops the oldest periods across every job.
  (t) => [primaryKey({ columns: [t.job, t.periodStart] }), index('job_runs_period_idx').on(t.periodStart)],
)
