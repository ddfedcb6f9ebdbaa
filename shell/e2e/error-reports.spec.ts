import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { buildWithApp } from './broken-build.ts'
import { controlRemote } from './support.ts'

// Errors from browsers reach the deploy status (docs/features/platform.md, "Errors from browsers"):
// the shell hears an error thrown in a remote's script, names the remote and its live version, and
// `npm run deploys` counts it against that version.

const ROOT = join(import.meta.dirname, '..', '..')

/** The team's own commands, as they run them (DEPLOYS_DIR is this test run's folder). */
const npm = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', ...args], { cwd: ROOT, stdio: 'pipe', env: process.env }).toString()

type RemoteStatus = {
  remote: string
  version: string
  label: string | null
  errors: number | null
  loadFailures: number | null
  topError: string | null
}

const deploys = (): RemoteStatus[] => JSON.parse(npm('deploys', '--', '--json')).remotes
const statusOf = (remote: string) => deploys().find((r) => r.remote === remote)

test("protects behaviour: an uncaught error in a deployed remote's own code reaches npm run deploys, counted against its live version", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const label = `errors-${Date.now()}`
  const message = 'Score board exploded'
  // The App draws nothing and then throws from a timer, outside React: an uncaught error in the
  // remote's chunk, served from the remote's own origin. Muted as "Script error." unless the chunk
  // loaded CORS-enabled, it would name no file and be reported nowhere.
  const folder = buildWithApp('mfe-games', `function(){setTimeout(()=>{throw new Error(${JSON.stringify(message)})},0);return null}`)
  npm('deploy', '-w', 'mfe-games', '--', '--from', folder, '--label', label)
  try {
    const live = statusOf('mfe-games')
    expect(live).toMatchObject({ label, errors: 0, loadFailures: 0 })
    const uncaught: string[] = []
    page.on('pageerror', (error) => uncaught.push(error.message))
    await page.goto('/app/games')
    await expect.poll(() => uncaught).toContain(message)
    await expect.poll(() => statusOf('mfe-games')?.errors, { timeout: 10_000 }).toBeGreaterThanOrEqual(1)
    expect(statusOf('mfe-games')).toMatchObject({ version: live?.version, topError: message })
    // The other remotes' counts are their own.
    expect(statusOf('mfe-goals')?.topError).not.toBe(message)
  } finally {
    npm('rollback', '-w', 'mfe-games')
    rmSync(folder, { recursive: true, force: true })
  }
})

test('protects behaviour: a remote whose code cannot be loaded is reported as a load failure of that remote, signed out', async ({
  page,
}) => {
  const before = statusOf('mfe-family')?.loadFailures ?? 0
  await controlRemote('mfe-family', 'stop')
  try {
    await page.goto('/app/family/setup')
    await expect(page.getByTestId('remote-fallback')).toBeVisible()
    await expect.poll(() => statusOf('mfe-family')?.loadFailures, { timeout: 10_000 }).toBeGreaterThan(before)
  } finally {
    await controlRemote('mfe-family', 'start')
  }
})
