// `npm run demo`: only the front end, every remote on in-browser fixture data (shared/src/demo):
// no API, no database. Each page carries a demo banner; password reset and update say they are
// not available in demo mode.
import { execFileSync } from 'node:child_process'
import { FRONTENDS, frontend } from '../platform/src/ports.mjs'
import { ROOT, startFrontend, stop, waitFor } from './stack.mjs'

let procs = []
let stopping = false
async function shutdown(code) {
  if (stopping) return
  stopping = true
  await Promise.all(procs.map(stop))
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

try {
  if (!process.argv.includes('--no-build')) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' })
  procs = FRONTENDS.map((f) => startFrontend(f.pkg, { demo: true }))
  await Promise.all(procs.map((p) => waitFor(`http://127.0.0.1:${frontend(p.name).port}/`, { proc: p })))
  console.log(`
  PitchPath demo (no API, no database): http://localhost:${frontend('shell').port}/
  Sample data lives in your browser tab only. Signed in as Maya (maya@pitchpath.dev / demo-player-1).
  Press Ctrl-C to stop.
`)
  for (const p of procs)
    p.child.once('exit', (code) => !stopping && (console.error(`[${p.name}] stopped unexpectedly (${code})`), shutdown(1)))
} catch (err) {
  console.error(String(err?.message ?? err))
  await shutdown(1)
}
