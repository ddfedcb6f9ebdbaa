/**
 * Runs the job table (jobs.ts) on whichever scheduler this host has. On Deno Deploy, Deno.cron: the
 * platform fires each job on its cron schedule, isolate or not. Elsewhere (a plain `deno run`, the
 * cluster, tests) a timer per job, aligned to the job's periods, and one run at start. Either way a
 * run first claims its period (claim.ts), so several instances firing together do the work once.
 */
import { databaseTrouble, reportDatabaseFailure } from '../db/errors.ts'
import { claimRun, endRun } from './claim.ts'
import type { Job, JobContext } from './jobs.ts'
import { periodStart } from './schedule.ts'

type CronFn = (name: string, schedule: string, handler: () => Promise<void>) => Promise<void>

/** Deno.cron where the runtime has it: always on Deno Deploy; locally only with --unstable-cron. */
export function denoCron(): CronFn | null {
  const cron = (Deno as unknown as { cron?: CronFn }).cron
  return typeof cron === 'function' ? cron.bind(Deno) : null
}

export type JobOutcome =
  | { ran: false }
  | { ran: true; status: 'finished'; detail: string | null; durationMs: number }
  | { ran: true; status: 'failed'; detail: string; durationMs: number }

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err))

/** A database that cannot be written is reported once per burst (db/errors.ts); anything else is logged whole. */
function reportFailure(job: string, err: unknown): void {
  if (databaseTrouble(err)) reportDatabaseFailure(err)
  else console.error(`[api] job ${job} failed`, err)
}

/**
 * One run of `job` for the period `at` falls in (periods of `everyMs`): claimed first, and only if
 * this process won the claim, run, then recorded as finished or failed with its duration. A line
 * is logged when it did something or failed; a period another instance holds is skipped silently.
 */
export async function runJob(job: Job, context: JobContext, at: number, everyMs = job.everyMs): Promise<JobOutcome> {
  const period = periodStart(at, everyMs)
  let won: boolean
  try {
    won = await claimRun(context.database, job.name, period, at)
  } catch (err) {
    reportFailure(job.name, err)
    return { ran: false }
  }
  if (!won) return { ran: false }
  const started = performance.now()
  let outcome: JobOutcome
  try {
    const detail = await job.run(context, at)
    outcome = { ran: true, status: 'finished', detail, durationMs: Math.round(performance.now() - started) }
    if (detail) console.log(`[api] ${job.name}: ${detail}`)
  } catch (err) {
    outcome = { ran: true, status: 'failed', detail: messageOf(err), durationMs: Math.round(performance.now() - started) }
    reportFailure(job.name, err)
  }
  await endRun(context.database, job.name, period, outcome).catch((err) => reportFailure(job.name, err))
  return outcome
}

export type Scheduled = { scheduler: 'deno-cron' | 'interval'; everyMs: (job: Job) => number; stop: () => void }

/**
 * Starts every job. `context` may still be pending (the database opening): Deno Deploy discovers
 * Deno.cron jobs only while the entry module's top level runs, before the server starts, so they are
 * registered at once and each run waits for it. `tickMs` (JOBS_TICK_MS, for tests) replaces every
 * job's interval and forces the local scheduler, whose periods are then that short.
 */
export function scheduleJobs(jobs: readonly Job[], context: Promise<JobContext>, options: { tickMs: number | null }): Scheduled {
  const cron = options.tickMs === null ? denoCron() : null
  if (cron) {
    for (const job of jobs) {
      void cron(job.name, job.cron, async () => {
        await runJob(job, await context, Date.now())
      }).catch((err) => console.error(`[api] Deno.cron refused the job ${job.name}`, err))
    }
    return { scheduler: 'deno-cron', everyMs: (job) => job.everyMs, stop: () => undefined }
  }
  const everyMs = (job: Job) => options.tickMs ?? job.everyMs
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  let stopped = false
  for (const [index, job] of jobs.entries()) {
    const every = everyMs(job)
    // The jobs are spread over the first half of their period (as their cron minutes are), so the
    // instances' claims do not all meet at one instant: on replicas each meeting is a conflict to retry.
    const offset = Math.floor((index * every) / (2 * jobs.length))
    let running = false
    // Like Deno.cron, a run still going when the next is due makes that one skip.
    const tick = async () => {
      if (running || stopped) return
      running = true
      try {
        await runJob(job, await context, Date.now(), every)
      } finally {
        running = false
      }
    }
    // Each timer fires at its offset into the next period, so ticks never drift across a boundary.
    const next = () => {
      if (stopped) return
      const now = Date.now()
      const timer = setTimeout(() => {
        void tick()
        next()
      }, periodStart(now, every) + every + offset - now + 1)
      Deno.unrefTimer(timer)
      timers.set(job.name, timer)
    }
    void tick()
    next()
  }
  return {
    scheduler: 'interval',
    everyMs,
    stop: () => {
      stopped = true
      for (const timer of timers.values()) clearTimeout(timer)
    },
  }
}
