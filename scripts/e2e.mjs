// Browser tests against the real thing: production builds of the five front-end packages served by
// their own servers, the edge API on Deno over a fresh libSQL file, driven by Playwright in Debian's
// Chromium. A small control server lets a test stop, restart or redeploy one remote, the way its
// team would, while this process keeps ownership of every server it started.
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startControlServer } from './e2e-control.mjs'
import { ROOT, startSite, stop } from './stack.mjs'

const dataDir = mkdtempSync(join(tmpdir(), 'pitchpath-e2e-'))
// Deploys made by the browser tests go to this run's folder, never to the developer's .deploys.
process.env.DEPLOYS_DIR = join(dataDir, 'deploys')
// The shell's server judges live canaries every second, not every 30 s, so a test that breaks one
// (shell/e2e/canary-rollback.spec.ts) sees it rolled back in seconds; a healthy canary is never touched.
process.env.CANARY_WATCH_MS ??= '1000'
if (!process.argv.includes('--no-build')) execFileSync(process.execPath, ['scripts/build.mjs', '--strict'], { cwd: ROOT, stdio: 'inherit' })

// This run's own key: the API seals and signs with it, and tests that sign a link as a mail
// would (shell/e2e/stop-reminders.spec.ts) read it from SECRETS_KEY in their environment.
const secretsKey = randomBytes(32).toString('base64')
const site = await startSite({
  quiet: true,
  apiEnv: { DATABASE_FILE: join(dataDir, 'e2e.db'), APP_ENV: 'test', SEED_DEMO: 'true', SECRETS_KEY: secretsKey },
})
const control = await startControlServer(site, dataDir)
let code = 1
try {
  const extra = process.argv.slice(2).filter((a) => a !== '--no-build')
  // Async spawn, not spawnSync: this process must keep serving the control server while tests run.
  const runner = spawn(join(ROOT, 'node_modules/.bin/playwright'), ['test', ...extra], {
    cwd: ROOT,
    stdio: 'inherit',
    // E2E_DATABASE_FILE: tests that compare pages with the rows read it (mfe-games/e2e/numbers-agree.spec.ts).
    env: { ...process.env, E2E_CONTROL: control.url, SECRETS_KEY: secretsKey, E2E_DATABASE_FILE: join(dataDir, 'e2e.db') },
  })
  code = await new Promise((resolve) => runner.once('exit', (status) => resolve(status ?? 1)))
} finally {
  await control.close()
  await Promise.all(site.all.map(stop))
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(code)
