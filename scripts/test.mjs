// `npm test`: every test, in two lanes that run side by side, then npm audit of the production
// dependencies:
// - checks and the API: lint (ESLint), format (Prettier), unit (vitest), types, API (deno test on a real
//   libSQL file, then its writes and reads again on a replica of a Turso primary);
// - the site: browser (Playwright + Debian Chromium against the built site and the running API), then
//   a fifth remote added to a temporary copy (scripts/fifth-remote.mjs).
// The site's lane is the long one (~18 minutes here) and mostly waits on the browser and its timers,
// so the other lane's ~7 minutes run beside it instead of before it. The two share nothing: the
// browser stage's servers use the fixed ports of platform/src/ports.mjs, every other test server a
// free port of its own. The checks lane's output is printed whole as each stage ends; the site's as
// it runs. Any failure fails `npm test`; the other lane runs to its end (its servers stop cleanly).
import { spawn } from 'node:child_process'
import { ROOT } from './stack.mjs'

const checksAndApi = [
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['unit', 'npx', ['vitest', 'run']],
  ['types', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['platform types', 'npx', ['tsc', '-p', 'platform']],
  ['api lint', 'npm', ['run', 'lint', '-w', 'edge-api']],
  ['api', 'npm', ['run', 'test', '-w', 'edge-api']],
  // The API tests of writes, limits, sessions and reads again on an embedded replica of a Turso
  // primary (the cluster's code path; the two-instance cluster tests are in the stage above).
  ['api on replicas', 'npm', ['run', 'test:replica-suite', '-w', 'edge-api']],
]
const site = [
  ['browser', process.execPath, ['scripts/e2e.mjs']],
  // A remote made from platform/remote-template plus one table row, in a temporary copy of the workspace.
  ['fifth remote', process.execPath, ['scripts/fifth-remote.mjs']],
]
const last = [['audit', process.execPath, ['scripts/audit.mjs']]]

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0)

/** What each stage ended with, for the summary that closes the run. */
const results = []

/** One stage: its output streamed (`live`) or kept and printed in one piece when it ends. Resolves to its exit status. */
function stage([name, cmd, args], { live }) {
  const started = Date.now()
  if (live) console.log(`\n=== ${name} tests ===`)
  const child = spawn(cmd, args, { cwd: ROOT, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
  const output = []
  if (!live) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    child.once('error', (error) => output.push(Buffer.from(`${error}\n`)))
    child.once('close', (code) => {
      const status = code ?? 1
      const text = Buffer.concat(output).toString()
      if (!live) process.stdout.write(`\n=== ${name} tests ===\n${text}`)
      const line = `=== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} s ===`
      console.log(line)
      results.push({ name, status, line, text })
      resolve(status)
    })
  })
}

/** The stages in order, stopping at the first that fails; resolves to the failing status, or 0. */
async function lane(stages, options) {
  for (const s of stages) {
    const status = await stage(s, options)
    if (status !== 0) return status
  }
  return 0
}

/** Lines of a failed stage's kept output worth repeating at the end, where a reader of the log's tail looks. */
const FAILURE_TAIL = 60

const started = Date.now()
const [checks, browser] = await Promise.all([lane(checksAndApi, { live: false }), lane(site, { live: true })])
const failed = checks || browser || (await lane(last, { live: true }))
// The checks lane prints a stage whole when it ends, which is often long before the browser lane
// does: repeat the end of a failed one here, so the last lines of the log say what failed.
for (const { name, status, text } of results) {
  if (status === 0 || !text) continue
  const lines = text.trimEnd().split('\n')
  console.log(`\n=== ${name} failed; its last ${Math.min(FAILURE_TAIL, lines.length)} lines again ===`)
  console.log(lines.slice(-FAILURE_TAIL).join('\n'))
}
console.log('\n' + results.map((r) => r.line).join('\n'))
console.log(`=== npm test: ${failed ? 'FAILED' : 'passed'} in ${seconds(started)} s ===`)
process.exit(failed)
