import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { appReady, clientNavigate, controlRemote } from './support.ts'

// The registry plugin (docs/features/platform.md, "The registry plugin"): which version of a remote
// a page loads, decided once per page, and what an area shows when its remote cannot be loaded.

const ROOT = join(import.meta.dirname, '..', '..')
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** The team's own commands, run as they would run them (DEPLOYS_DIR is this test run's folder). */
const npm = (...args: string[]) => execFileSync('npm', ['run', '--silent', ...args], { cwd: ROOT, stdio: 'pipe', env: process.env })

/** Where the server says the goals remote is now. */
const goalsEntry = async (page: Page): Promise<string> => {
  const { remotes } = (await (await page.request.get('/remotes.json')).json()) as { remotes: { name: string; entry: string }[] }
  return remotes.find((r) => r.name === 'mfe_goals')!.entry
}

/** Every script the page has fetched so far, any origin. */
const scripts = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => /\.js(\?|$)/.test(url)),
  )

test('protects behaviour: a deploy mid-page changes no open page: each keeps the version its page arrived with until it is reloaded', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  await page.goto('/app/goal-tracker')
  await expect(heading(page)).toContainText('My Goals')
  await appReady(page)
  const before = await goalsEntry(page)
  await expect.poll(() => scripts(page)).toContain(before)
  // A second page that has not needed the goals remote yet.
  const other = await context.newPage()
  await other.goto('/app/features')
  await appReady(other)

  npm('deploy', '-w', 'mfe-goals', '--', '--label', `mid-page-${Date.now()}`)
  try {
    const after = await goalsEntry(page)
    expect(after).toMatch(/\/_v\/[a-f0-9]{12}\/remoteEntry\.js$/)
    expect(after).not.toBe(before)
    const newFolder = after.replace(/remoteEntry\.js$/, '')

    // Another page of the same remote, without a reload: still the version this page started with.
    await clientNavigate(page, '/app/goal-creation')
    await expect(heading(page)).toContainText('Create Your Goals')
    await page.waitForLoadState('networkidle')
    expect((await scripts(page)).filter((url) => url.startsWith(newFolder))).toEqual([])

    // The page that had loaded nothing of it uses the registry it arrived with, not the server's new answer.
    await clientNavigate(other, '/app/goal-tracker')
    await expect(heading(other)).toContainText('My Goals')
    await expect.poll(() => scripts(other)).toContain(before)
    expect((await scripts(other)).filter((url) => url.startsWith(newFolder))).toEqual([])

    // The next page load gets the new version.
    await page.reload()
    await expect(heading(page)).toContainText('Create Your Goals')
    await expect.poll(() => scripts(page)).toContain(after)
  } finally {
    npm('rollback', '-w', 'mfe-goals')
  }
  expect(await goalsEntry(page)).toBe(before)
})

/** What `npm run deploys` counts for a remote: how many of its loads failed in browsers. */
const loadFailures = (remote: string): number => {
  const { remotes } = JSON.parse(npm('deploys', '--', '--json').toString()) as {
    remotes: { remote: string; loadFailures: number | null }[]
  }
  return remotes.find((r) => r.remote === remote)?.loadFailures ?? 0
}

test('protects behaviour: a remote that cannot be loaded is reported once as a load failure and its area shows the fallback, not an error', async ({
  page,
}) => {
  // An area that throws logs "[shell] <remote> failed" from its error boundary; the plugin's fallback does not throw.
  const boundaryErrors: string[] = []
  page.on('console', (msg) => msg.text().startsWith('[shell] mfe_billing failed') && boundaryErrors.push(msg.text()))
  const before = loadFailures('mfe-billing')

  await controlRemote('mfe-billing', 'stop')
  try {
    await page.goto('/app/plans')
    await expect(page.getByTestId('remote-fallback')).toContainText('The Plans area is not available right now')
    await expect.poll(() => loadFailures('mfe-billing'), { timeout: 10_000 }).toBe(before + 1)
    // The rest of the shell still works.
    await expect(page.getByTestId('top-nav')).toBeVisible()
  } finally {
    await controlRemote('mfe-billing', 'start')
  }
  await page.getByTestId('remote-retry').click()
  await expect(heading(page)).toContainText('Plans')
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0)
  expect(loadFailures('mfe-billing')).toBe(before + 1)
  expect(boundaryErrors).toEqual([])
})
