// `npm run start:cluster`: the stitched site over two edge-API instances, each with its own embedded
// replica of one Turso primary (`tursodb --sync-server` on loopback; in production, Turso Cloud).
// The front-end servers forward /api to instance A, or to B with `-- --via b`; both serve the same data.
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { FRONTENDS, frontend } from '../platform/src/ports.mjs'
import { launch, ROOT, startApi, startFrontend, stop, waitFor } from './stack.mjs'
import { printWelcome } from './welcome.mjs'

const PRIMARY_PORT = Number(process.env.PRIMARY_PORT ?? 8080)
const INSTANCES = [
  { name: 'api-a', port: 8000 },
  { name: 'api-b', port: 8010 },
]
const via = process.argv.includes('--via') ? process.argv[process.argv.indexOf('--via') + 1] : 'a'
const dataDir = join(ROOT, 'data/cluster')
const procs = []
let stopping = false

async function shutdown(code) {
  if (stopping) return
  stopping = true
  console.log('\nStopping the PitchPath cluster…')
  await Promise.all(procs.map(stop))
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

try {
  if (!['a', 'b'].includes(via)) throw new Error(`--via must be a or b, not '${via}'`)
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' })
  mkdirSync(dataDir, { recursive: true })
  const syncUrl = `http://127.0.0.1:${PRIMARY_PORT}`
  const primary = launch(
    'primary',
    join(ROOT, 'node_modules/.bin/turso'),
    [join(dataDir, 'primary.db'), '--sync-server', `127.0.0.1:${PRIMARY_PORT}`],
    { quiet: true },
  )
  procs.push(primary)
  await waitFor(syncUrl, { proc: primary, accept: () => true })
  // One after another: the first migrates the primary and seeds the demo accounts.
  for (const [i, instance] of INSTANCES.entries()) {
    const api = startApi({
      port: instance.port,
      name: instance.name,
      env: {
        DATABASE_SYNC_URL: syncUrl,
        DATABASE_FILE: join(dataDir, `replica-${instance.name}.db`),
        SEED_DEMO: i === 0 ? 'true' : 'false',
        // Which instance answered, in each request's log line (docs/cluster.md, "Following a request").
        INSTANCE_NAME: instance.name,
      },
    })
    procs.push(api)
    await waitFor(`http://127.0.0.1:${instance.port}/api/health`, { proc: api, timeoutMs: 90_000 })
  }
  const apiOrigin = `http://127.0.0.1:${INSTANCES[via === 'a' ? 0 : 1].port}`
  const fronts = FRONTENDS.map((f) => startFrontend(f.pkg, { env: { API_ORIGIN: apiOrigin } }))
  procs.push(...fronts)
  await Promise.all(fronts.map((p) => waitFor(`http://127.0.0.1:${frontend(p.name).port}/`, { proc: p })))
  printWelcome()
  console.log(`  Cluster: primary ${syncUrl} (${join(dataDir, 'primary.db')})`)
  for (const i of INSTANCES) console.log(`    ${i.name}: http://127.0.0.1:${i.port}/api/health  replica data/cluster/replica-${i.name}.db`)
  console.log(`  The site's /api goes to ${apiOrigin}.\n`)
  for (const p of procs)
    p.child.once('exit', (code) => !stopping && (console.error(`[${p.name}] stopped unexpectedly (${code})`), shutdown(1)))
} catch (err) {
  console.error(String(err?.message ?? err))
  await shutdown(1)
}
