// Production builds of the five front-end packages (each team's build is independent: this only
// runs them one after another). Usage: node scripts/build.mjs [--strict] [package ...]
// --strict (the browser tests use it) fails a build that prints anything on stderr: a fresh clone's
// `npm start` prints no warnings, and this keeps it so.
import { spawnSync } from 'node:child_process'
import { FRONTENDS } from '../platform/src/ports.mjs'
import { ROOT } from './stack.mjs'

const strict = process.argv.includes('--strict')
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'))
const pkgs = wanted.length ? wanted : FRONTENDS.map((f) => f.pkg)
for (const pkg of pkgs) {
  const started = Date.now()
  const { status, stderr } = spawnSync('npm', ['run', 'build', '--silent', '-w', pkg], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  })
  process.stderr.write(stderr)
  if (status !== 0) process.exit(status ?? 1)
  if (strict && stderr.trim()) {
    console.error(
      `[build] ${pkg} printed the above on stderr. Fix the warning, or if it is expected by design, add it to EXPECTED_WARNINGS in build-config/create-config.mjs with the reason.`,
    )
    process.exit(1)
  }
  console.log(`[build] ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
