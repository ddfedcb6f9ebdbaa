import assert from 'node:assert/strict'
import { loadConfig } from '../config.ts'
import { JOBS } from './jobs.ts'
import { cronEveryMs, cronProblem, periodStart, scheduleProblem } from './schedule.ts'

const MINUTE = 60_000

Deno.test('protects behaviour: cron expressions are checked field by field, and the simple forms give their interval', () => {
  for (const valid of ['*/10 * * * *', '0 * * * *', '30 3 * * *', '0 */6 * * *', '0 0 * * 1-5', '0,30 9-17/2 1 1,6 0']) {
    assert.equal(cronProblem(valid), null, valid)
  }
  for (
    const [invalid, why] of [['* * * *', /4 fields/], ['60 * * * *', /minute.*outside/], ['*/0 * * * *', /step/], [
      '5-1 * * * *',
      /backwards/,
    ], [
      'a * * * *',
      /not a number/,
    ]] as const
  ) {
    assert.match(cronProblem(invalid) ?? '', why, invalid)
  }
  assert.equal(cronEveryMs('*/10 * * * *'), 10 * MINUTE)
  assert.equal(cronEveryMs('15 * * * *'), 60 * MINUTE)
  assert.equal(cronEveryMs('0 */6 * * *'), 6 * 60 * MINUTE)
  assert.equal(cronEveryMs('30 3 * * *'), 24 * 60 * MINUTE)
  // No single interval: a step that does not divide the hour, a weekday, a list.
  for (const irregular of ['*/7 * * * *', '0 0 * * 1', '0,30 * * * *']) assert.equal(cronEveryMs(irregular), null, irregular)
  assert.match(scheduleProblem({ cron: '*/10 * * * *', everyMs: 5 * MINUTE }) ?? '', /every 10 min, but its interval says 5 min/)
})

Deno.test('protects behaviour: every job has a unique name Deno.cron accepts and a cron schedule equal to its local interval', () => {
  assert.equal(new Set(JOBS.map((job) => job.name)).size, JOBS.length)
  for (const job of JOBS) {
    assert.match(job.name, /^[a-z0-9-]+$/, job.name)
    assert.equal(scheduleProblem(job), null, job.name)
  }
})

Deno.test('protects behaviour: a period starts at a multiple of its interval, the same instant on every instance', () => {
  const at = Date.parse('2026-11-26T17:43:12.345Z')
  assert.equal(new Date(periodStart(at, 10 * MINUTE)).toISOString(), '2026-11-26T17:40:00.000Z')
  assert.equal(new Date(periodStart(at, 60 * MINUTE)).toISOString(), '2026-11-26T17:00:00.000Z')
})

Deno.test('protects behaviour: JOBS_TICK_MS shortens every period outside production and is refused in production', () => {
  assert.equal(loadConfig({ APP_ENV: 'test', JOBS_TICK_MS: '500' }).jobsTickMs, 500)
  assert.equal(loadConfig({ APP_ENV: 'test' }).jobsTickMs, null)
  assert.throws(() => loadConfig({ APP_ENV: 'test', JOBS_TICK_MS: '10' }), /JOBS_TICK_MS/)
  assert.throws(() => loadConfig({ APP_ENV: 'production', JOBS_TICK_MS: '1000' }), /JOBS_TICK_MS: is for tests only/)
})
