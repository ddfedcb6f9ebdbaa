import assert from 'node:assert/strict'
import { join } from 'node:path'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { openDatabase } from '../db/open-database.ts'
import { jobRuns } from '../db/schema/index.ts'
import { startPrimary, waitUntil } from '../test-support/primary.ts'
import { type TestApp, withApp } from '../test-support/test-app.ts'
import { claimRun, INSTANCE_ID, JOB_RUN_KEEP_MS, latestJobRuns, pruneJobRuns } from './claim.ts'
import type { Job, JobContext } from './jobs.ts'
import { runJob } from './scheduler.ts'

const HOUR = 3_600_000
const T0 = Date.parse('2026-11-22T12:00:00Z')

/** Two API instances' databases: embedded replicas of one Turso primary, as the cluster runs them. */
async function twoReplicas(fn: (a: Database, b: Database) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: 'pp-job-claim-' })
  const primary = await startPrimary(dir)
  const open = (name: string) => openDatabase({ kind: 'replica', file: join(dir, `${name}.db`), syncUrl: primary.url, pullIntervalMs: 50 })
  const a = await open('a')
  await migrateDatabase(a)
  const b = await open('b')
  try {
    await fn(a, b)
  } finally {
    await a.close()
    await b.close()
    // A claim that lost on a replica left an old copy that the replica closes 2 s later
    // (db/replica/replica-database.ts, renew); closing it after its primary and files are gone can
    // hang the process, so the primary outlives it.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    await primary.stop()
    await Deno.remove(dir, { recursive: true })
  }
}

Deno.test('protects behaviour: two instances claiming the same job periods at the same moment: exactly one wins each period', () =>
  twoReplicas(async (a, b) => {
    const periods = Array.from({ length: 8 }, (_, i) => T0 + i * HOUR)
    const wins: boolean[][] = []
    for (const period of periods) {
      // Three claimers: both instances, and a second one on instance a (two timers in one process).
      wins.push(
        await Promise.all([
          claimRun(a, 'reminders', period, period),
          claimRun(b, 'reminders', period, period),
          claimRun(a, 'reminders', period, period),
        ]),
      )
    }
    for (const [i, w] of wins.entries()) assert.equal(w.filter(Boolean).length, 1, `period ${i}: ${JSON.stringify(w)}`)
    // The other instance sees one row a period, once its replica has pulled.
    const rows = () => b.db.select().from(jobRuns).orderBy(asc(jobRuns.periodStart))
    await waitUntil(async () => (await rows()).length === periods.length, 'instance b holding every claimed period')
    assert.deepEqual((await rows()).map((r) => r.periodStart), periods)
    // A later claim of a held period loses, whichever instance tries.
    assert.equal(await claimRun(b, 'reminders', periods[0], periods[0] + 1000), false)
    assert.equal(await claimRun(a, 'reminders', periods[0], periods[0] + 1000), false)
    // Another job's claim of the same period is its own.
    assert.equal(await claimRun(b, 'consent-expiry', periods[0], periods[0]), true)
  }))

const context = (t: TestApp) => ({ database: t.database }) as unknown as JobContext

const job = (run: Job['run']): Job => ({ name: 'test-job', cron: '0 * * * *', everyMs: HOUR, what: 'a test job', run })

Deno.test('protects behaviour: a job runs once per period; its row records finished or failed, how long it took and what it did', () =>
  withApp({}, async (t) => {
    let runs = 0
    const counting = job(async () => (++runs === 1 ? '3 done' : null))
    const first = await runJob(counting, context(t), T0 + 60_000)
    assert.equal(first.ran && first.status, 'finished')
    // Later in the same hour, the period is held: the work is not done again.
    assert.deepEqual(await runJob(counting, context(t), T0 + 59 * 60_000), { ran: false })
    assert.equal(runs, 1)
    const [row] = await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'test-job'))
    assert.equal(row.periodStart, T0)
    assert.equal(row.status, 'finished')
    assert.equal(row.detail, '3 done')
    assert.equal(row.instance, INSTANCE_ID)
    assert.ok(row.durationMs !== null && row.durationMs >= 0)

    // The next period runs again; a job that throws is recorded as failed with its message, and its
    // period stays held (the next period tries again).
    const failing = job(async () => {
      throw new Error('the mail provider is down')
    })
    const failed = await runJob(failing, context(t), T0 + HOUR)
    assert.equal(failed.ran && failed.status, 'failed')
    assert.deepEqual(await runJob(failing, context(t), T0 + HOUR + 1), { ran: false })
    const latest = await latestJobRuns(t.database)
    assert.deepEqual(latest.map((r) => [r.job, r.periodStart, r.status, r.detail]), [[
      'test-job',
      T0 + HOUR,
      'failed',
      'the mail provider is down',
    ]])
  }))

Deno.test('protects behaviour: job runs older than a week are pruned, newer ones kept', () =>
  withApp({}, async (t) => {
    for (const at of [T0, T0 + HOUR]) await claimRun(t.database, 'test-job', at, at)
    assert.equal(await pruneJobRuns(t.database, T0 + JOB_RUN_KEEP_MS + 1), 1)
    assert.deepEqual((await t.database.db.select().from(jobRuns)).map((r) => r.periodStart), [T0 + HOUR])
  }))
