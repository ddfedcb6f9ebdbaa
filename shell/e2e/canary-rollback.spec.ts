import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { DEVICE_COOKIE, inCanary } from '../../platform/src/deploys/canary-choice.mjs'
import { deploysDir, readDeployRegistry } from '../../platform/src/deploys/deploy-registry.mjs'
import { buildWithApp } from './broken-build.ts'

// Automatic rollback (docs/features/platform.md "Automatic rollback"): a canary whose App throws
// for its players is aborted by the shell's server on its own, once its error rate passes the rule
// over enough pages, and `npm run deploys` says why. scripts/e2e.mjs makes the watcher look every
// second (CANARY_WATCH_MS) so the test need not wait 30 s.

const PKG = 'mfe-games'
const NAME = 'mfe_games'
const SHARE = 50
const ROOT = join(import.meta.dirname, '..', '..')
const MESSAGE = 'Canary build exploded'

/** The team's own commands, run as they would run them (DEPLOYS_DIR is this test run's folder). */
const npm = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', ...args], { cwd: ROOT, stdio: 'pipe', env: process.env }).toString()
const games = () => readDeployRegistry(deploysDir(ROOT)).remotes[PKG]

/** The games remote's build whose App throws when it renders. */
const brokenBuild = () => buildWithApp(PKG, `function(){throw new Error(${JSON.stringify(MESSAGE)})}`)

/** A visitor on the given side of the games canary (the server takes any key-shaped value). */
async function visitor(browser: Browser, inside: boolean): Promise<BrowserContext> {
  let key = ''
  do key = randomBytes(16).toString('base64url')
  while (inCanary(PKG, key, SHARE) !== inside)
  const context = await browser.newContext()
  await context.addCookies([{ name: DEVICE_COOKIE, value: key, url: 'http://localhost:3000' }])
  return context
}

/** Beacons the page sent to `path` (they show in the page's resource timing). */
const sentTo = (page: Page, path: string) =>
  page.evaluate((p) => performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === p).length, path)

/** The games version this browser's registry names, as /remotes.json answers for its cookies. */
async function gamesVersion(context: BrowserContext): Promise<string> {
  const body = (await (await context.request.get('/remotes.json')).json()) as { remotes: { name: string; version: string }[] }
  return body.remotes.find((r) => r.name === NAME)?.version ?? ''
}

test('protects behaviour: a canary that throws for its players is rolled back by itself, and npm run deploys says why', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  expect(games()?.canary, 'no canary of the games remote is live before the test').toBeUndefined()
  const live = games()?.version ?? 'current'
  const folder = brokenBuild()
  const inside = await visitor(browser, true)
  const outside = await visitor(browser, false)
  try {
    npm('deploy', '-w', PKG, '--', '--canary', String(SHARE), '--from', folder, '--label', `broken-${Date.now()}`)
    const canary = games()?.canary?.version ?? ''
    expect(canary).toMatch(/^[a-f0-9]{12}$/)
    expect(await gamesVersion(inside)).toBe(canary)

    // Every other player's pages never change.
    const outsidePage = await outside.newPage()
    await outsidePage.goto('/app/games')
    await expect(outsidePage.getByRole('heading', { level: 1 })).toHaveText('Game Hub')
    expect(await gamesVersion(outside)).toBe(live)

    // The canary's players load pages until the watcher has seen enough of them and aborts it.
    const page = await inside.newPage()
    let pages = 0
    while (games()?.canary && pages < 40) {
      await page.goto('/app/games')
      if (!games()?.canary) break
      await expect(page.getByTestId('remote-fallback')).toBeVisible()
      // The load and the error reached the API before the next page replaces this one.
      await expect.poll(async () => [await sentTo(page, '/api/remote-loads'), await sentTo(page, '/api/client-errors')]).toEqual([1, 1])
      pages++
    }
    await expect.poll(() => games()?.lastCanary?.outcome, { timeout: 15_000 }).toBe('aborted')
    expect(pages, 'the rule waits for 20 pages of the canary').toBeGreaterThanOrEqual(20)
    expect(games()).toMatchObject({ version: live, lastCanary: { version: canary, outcome: 'aborted' } })

    // The next page load of the same player gets the live version, and works.
    expect(await gamesVersion(inside)).toBe(live)
    await page.goto('/app/games')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game Hub')
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0)

    const status = JSON.parse(npm('deploys', '--', '--json')).remotes.find((r: { remote: string }) => r.remote === PKG)
    expect(status).toMatchObject({ version: live, canary: null, lastCanary: { version: canary, outcome: 'aborted' } })
    expect(status.lastCanary.reason).toMatch(
      /^rolled back automatically: error rate \d+(\.\d)?% \(\d+ errors, \d+ load failures in \d+ pages\)/,
    )
  } finally {
    if (games()?.canary) npm('deploy', '-w', PKG, '--', '--abort')
    await inside.close()
    await outside.close()
    rmSync(folder, { recursive: true, force: true })
  }
})
