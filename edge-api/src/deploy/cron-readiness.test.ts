import assert from 'node:assert/strict'
import { jobRuns } from '../db/schema/index.ts'
import { openDatabase } from '../db/open-database.ts'
import { JOBS } from '../jobs/jobs.ts'
import { startApiProcess } from '../test-support/api-process.ts'
import { startLibsqlHttpServer } from '../test-support/libsql-http-server.ts'

/**
 * The cron path as Deno Deploy runs it: Deno.cron exists there (here --unstable-cron gives it), and
 * every job of the table must be registered with it at start, under Deploy's limits, with the table
 * that claims each run present in the database. The jobs themselves are tested in src/jobs/.
 */
Deno.test('protects behaviour: where Deno.cron exists the API registers every scheduled job with it, and the claim table is in the database', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-deploy-cron-' })
  const libsql = startLibsqlHttpServer(`${dir}/server.db`)
  const api = await startApiProcess({ LIBSQL_URL: libsql.url }, {
    permissions: [
      '--unstable-cron',
      '--allow-net=127.0.0.1,localhost',
      '--allow-env',
      '--allow-read',
      '--deny-write',
      '--deny-ffi',
      '--deny-run',
    ],
  })
  const database = await openDatabase({ kind: 'remote', url: libsql.url })
  try {
    const line = api.output().split('\n').find((l) => l.startsWith('[api] jobs on Deno.cron: '))
    assert.ok(line, `no Deno.cron line in:\n${api.output()}`)
    for (const job of JOBS) assert.ok(line.includes(`${job.name} (${job.cron})`), `${job.name} is not registered: ${line}`)
    assert.doesNotMatch(api.output(), /Deno\.cron refused/)
    // The claim table answers (empty: Deno.cron fires on the schedule, not at start).
    assert.deepEqual(await database.db.select().from(jobRuns), [])
  } finally {
    await database.close()
    await api.stop()
    await libsql.stop()
    await Deno.remove(dir, { recursive: true })
  }
})
