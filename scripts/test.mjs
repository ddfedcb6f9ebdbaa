// `npm test`: every test, in order of speed: lint (ESLint), format (Prettier), unit (vitest), types, API (deno test on a real
// libSQL file, then its writes and reads again on a replica of a Turso primary), browser (Playwright + Debian Chromium against
// the built site and the running API), a fifth remote added to a temporary copy (scripts/fifth-remote.mjs), and npm audit of
// the production dependencies.
import { spawnSync } from 'node:child_process'
import { ROOT } from './stack.mjs'

const steps = [
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
  ['browser', process.execPath, ['scripts/e2e.mjs']],
  // A remote made from platform/remote-template plus one table row, in a temporary copy of the workspace.
  ['fifth remote', process.execPath, ['scripts/fifth-remote.mjs']],
  ['audit', process.execPath, ['scripts/audit.mjs']],
]
for (const [name, cmd, args] of steps) {
  const started = Date.now()
  console.log(`\n=== ${name} tests ===`)
  const { status } = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' })
  console.log(`=== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`)
  if (status !== 0) process.exit(status ?? 1)
}
