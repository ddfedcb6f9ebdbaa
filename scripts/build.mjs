// Production builds of the five front-end packages (each team's build is independent: this only
// runs them one after another). Usage: node scripts/build.mjs [package ...]
import { execFileSync } from 'node:child_process'
import { FRONTENDS } from '../platform/src/ports.mjs'
import { ROOT } from './stack.mjs'

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'))
const pkgs = wanted.length ? wanted : FRONTENDS.map((f) => f.pkg)
for (const pkg of pkgs) {
  const started = Date.now()
  execFileSync('npm', ['run', 'build', '--silent', '-w', pkg], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
  console.log(`[build] ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
