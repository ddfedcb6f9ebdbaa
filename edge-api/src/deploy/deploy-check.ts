/**
 * `deno task deploy:check`: is the edge API ready for Deno Deploy? Nothing is deployed.
 * 1. It type-checks. 2. Its entry imports no native package statically (native-imports.ts).
 * 3. With LIBSQL_URL it starts and serves sign-up, sign-in, Log Training and reads under
 *    --deny-ffi --deny-write, against a local libSQL-protocol server, and counts wrong passwords
 *    in the database's shared limits until the sixth waits (deploy-readiness.test.ts).
 * 4. The cron path: every scheduled job has a unique name and a valid cron schedule equal to its
 *    local interval, a migration creates the table that claims each run, and where Deno.cron
 *    exists the API registers every job with it at start (cron-readiness.test.ts).
 */
import { fileURLToPath } from 'node:url'
import { staticNativeImports } from './native-imports.ts'
import { JOBS } from '../jobs/jobs.ts'
import { scheduleProblem } from '../jobs/schedule.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const run = async (args: string[]) =>
  (await new Deno.Command(Deno.execPath(), { args, stdout: 'inherit', stderr: 'inherit' }).output()).success

let ok = await run(['check', here('../main.ts')])
const native = await staticNativeImports(here('../main.ts'))
if (native.length > 0) {
  console.error(`✗ the entry imports native code statically: ${native.join(', ')}`)
  ok = false
} else {
  console.log('✓ no native package in the static import graph of src/main.ts')
}
// The jobs Deno Deploy will discover: each must be one Deno.cron accepts, on the periods its claims count.
const jobProblems = JOBS.flatMap((job) => {
  const problem = scheduleProblem(job)
  return problem ? [`${job.name}: ${problem}`] : []
})
if (new Set(JOBS.map((job) => job.name)).size !== JOBS.length) {
  jobProblems.push('two jobs share a name (Deno.cron and the claims key by it)')
}
const migrations = [...Deno.readDirSync(here('../../drizzle'))].filter((f) => f.name.endsWith('.sql'))
  .map((f) => Deno.readTextFileSync(here(`../../drizzle/${f.name}`))).join('\n')
if (!migrations.includes('CREATE TABLE `job_runs`')) jobProblems.push('no migration creates job_runs, the table each run is claimed in')
if (jobProblems.length > 0) {
  for (const problem of jobProblems) console.error(`✗ scheduled job ${problem}`)
  ok = false
} else {
  console.log(`✓ ${JOBS.length} scheduled jobs, each a valid Deno.cron schedule equal to its interval, claimed in job_runs`)
}
ok = (await run([
  'test',
  '--allow-env',
  '--allow-read',
  '--allow-write',
  '--allow-sys',
  '--allow-ffi',
  '--allow-run',
  '--allow-net=127.0.0.1,localhost',
  here('./deploy-readiness.test.ts'),
  here('./cron-readiness.test.ts'),
])) && ok
console.log(ok ? '✓ ready for Deno Deploy (LIBSQL_URL + LIBSQL_AUTH_TOKEN of a Turso database)' : '✗ not ready for Deno Deploy')
Deno.exit(ok ? 0 : 1)
