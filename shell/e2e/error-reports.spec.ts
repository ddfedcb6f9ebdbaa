import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
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

/** Where the page's registry says a remote's scripts are served from. */
async function remoteBase(page: Page, name: string): Promise<string> {
  const registry = (await (await page.request.get('/remotes.json')).json()) as { remotes: { name: string; entry: string }[] }
  const entry = registry.remotes.find((r) => r.name === name)?.entry ?? ''
  return entry.slice(0, entry.lastIndexOf('/') + 1)
}

test('protects behaviour: an error thrown in a deployed remote reaches npm run deploys, counted against its live version', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const label = `errors-${Date.now()}`
  npm('deploy', '-w', 'mfe-games', '--', '--label', label)
  try {
    const live = statusOf('mfe-games')
    expect(live).toMatchObject({ label, errors: 0, loadFailures: 0 })
    await page.goto('/app/games')
    await expect(page.getByTestId('remote-build-label')).toHaveText(label)
    // What the browser dispatches when code in one of the remote's chunks throws uncaught.
    const base = await remoteBase(page, 'mfe_games')
    expect(base).toContain(`/_v/${live?.version}/`)
    await page.evaluate((script) => {
      const error = new Error('Score board exploded')
      error.stack = `Error: Score board exploded\n    at ScoreBoard (${script}:1:2040)`
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: script }))
    }, `${base}412.js`)
    await expect.poll(() => statusOf('mfe-games')?.errors, { timeout: 10_000 }).toBeGreaterThanOrEqual(1)
    expect(statusOf('mfe-games')).toMatchObject({ version: live?.version, topError: 'Score board exploded' })
    // The other remotes' counts are their own.
    expect(statusOf('mfe-goals')?.topError).not.toBe('Score board exploded')
  } finally {
    npm('rollback', '-w', 'mfe-games')
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
