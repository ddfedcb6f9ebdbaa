// `npm start`: build, start the edge API (which migrates and seeds its embedded database) and the
// five front-end servers, print where to go, and stop everything cleanly on Ctrl-C.
// `npm run dev` (--dev): the same with rebuild on change (rspack serve, deno --watch).
import { execFileSync } from 'node:child_process'
import { API_PORT, FRONTENDS, frontend } from '../platform/src/ports.mjs'
import { ROOT, startApi, startDevServer, startSite, stop, waitFor } from './stack.mjs'
import { printWelcome } from './welcome.mjs'

const dev = process.argv.includes('--dev')
let procs = []
let stopping = false

async function shutdown(code) {
  if (stopping) return
  stopping = true
  console.log('\nStopping PitchPath…')
  await Promise.all(procs.map(stop))
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

try {
  if (dev) {
    const api = startApi({ watch: true })
    procs.push(api)
    await waitFor(`http://127.0.0.1:${API_PORT}/api/health`, { proc: api, timeoutMs: 90_000 })
    procs.push(...FRONTENDS.map((f) => startDevServer(f.pkg)))
    await waitFor(`http://127.0.0.1:${frontend('shell').port}/`, { timeoutMs: 120_000 })
  } else {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' })
    const site = await startSite()
    procs = site.all
  }
  printWelcome()
  for (const p of procs)
    p.child.once('exit', (code) => !stopping && (console.error(`[${p.name}] stopped unexpectedly (${code})`), shutdown(1)))
} catch (err) {
  console.error(String(err?.message ?? err))
  await shutdown(1)
}
