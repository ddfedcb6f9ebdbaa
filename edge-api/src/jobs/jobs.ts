/**
 * Every scheduled job of the API, in one table: what Deno.cron registers on Deno Deploy, what the
 * local scheduler ticks elsewhere, and what `deno task deploy:check` verifies. Each run is claimed
 * for its period first (claim.ts), so however many instances or isolates fire, a period's work is
 * done once. A job returns a line for the log when it did something, null otherwise.
 */
import { purgeExpiredConsents } from '../features/family/public.ts'
import { settleSimulatedSubscriptions } from '../features/billing/public.ts'
import { pruneReminderLog, type ReminderDeps, sendDueReminders } from '../features/notifications/public.ts'
import { pruneRateLimits } from '../http/rate-limiter.ts'
import { pruneClientErrorReports } from '../features/client-errors/public.ts'
import { pruneJobRuns } from './claim.ts'

/** What a job may use: the database, the mail and push transports, and what reminders sign their links with. */
export type JobContext = ReminderDeps

export type Job = {
  /** Deno.cron's name and the claim's key: letters, digits, hyphens. Never rename one in use: its periods would be claimed again. */
  name: string
  /** When Deno.cron fires it (UTC). */
  cron: string
  /** The same schedule as an interval, for the local scheduler and the claimed period (schedule.ts checks they agree). */
  everyMs: number
  /** One line for docs and deploy:check. */
  what: string
  run: (context: JobContext, at: number) => Promise<string | null>
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

const counted = (n: number, line: string) => (n > 0 ? line : null)

export const JOBS: readonly Job[] = [
  {
    name: 'reminders',
    cron: '*/10 * * * *',
    everyMs: 10 * MINUTE,
    what: "reminders due by each player's own clock (each player's period is claimed again in reminders_sent)",
    run: async (context, at) => {
      const run = await sendDueReminders(context, at)
      return run.sent + run.failed > 0 ? `${run.sent} sent, ${run.failed} to retry` : null
    },
  },
  {
    name: 'consent-expiry',
    cron: '0 * * * *',
    everyMs: HOUR,
    what: 'deletes child accounts whose parent did not approve within 7 days (docs/features/family.md)',
    run: async ({ database }, at) => {
      const gone = await purgeExpiredConsents(database, at)
      return counted(gone, `deleted ${gone} child account(s) without parental approval after 7 days`)
    },
  },
  {
    name: 'subscription-settling',
    cron: '5 * * * *',
    everyMs: HOUR,
    what: 'renews simulated subscriptions, and ends cancelled ones with their paid period',
    run: async ({ database }, at) => {
      const changed = await settleSimulatedSubscriptions(database, at)
      return counted(changed, `${changed} simulated subscription(s) renewed or ended`)
    },
  },
  {
    name: 'reminder-log-pruning',
    cron: '10 * * * *',
    everyMs: HOUR,
    what: 'forgets reminder periods no run can meet again',
    run: async ({ database }, at) => {
      const gone = await pruneReminderLog(database, at)
      return counted(gone, `forgot ${gone} old reminder period(s)`)
    },
  },
  {
    name: 'job-run-pruning',
    cron: '15 * * * *',
    everyMs: HOUR,
    what: "forgets the job runs older than a week (this table's own history)",
    run: async ({ database }, at) => {
      const gone = await pruneJobRuns(database, at)
      return counted(gone, `forgot ${gone} job run(s) older than a week`)
    },
  },
  {
    name: 'rate-limit-pruning',
    cron: '20 * * * *',
    everyMs: HOUR,
    what: 'drops the shared rate-limit rows that no longer change any answer',
    run: async ({ database }, at) => {
      const gone = await pruneRateLimits(database, at)
      return counted(gone, `dropped ${gone} expired rate-limit row(s)`)
    },
  },
  {
    name: 'client-error-pruning',
    cron: '25 * * * *',
    everyMs: HOUR,
    what: "forgets browsers' error reports and page-load counts older than 30 days, even when no new report comes",
    run: async ({ database }, at) => {
      const gone = await pruneClientErrorReports(database, at)
      return counted(gone, `forgot ${gone} browser error report and page-load row(s) older than 30 days`)
    },
  },
]
