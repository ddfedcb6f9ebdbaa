import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { APP_SHELL_MESSAGES } from '@app/shared/domain/messages/app-shell.ts'
import { expect, type Page, test } from '@playwright/test'
import { appReady, controlled, SITE_ORIGIN } from './support.ts'

// The installable app and its offline pages (docs/features/platform.md "Installable and offline",
// ADR 050). The service worker is blocked in every other spec (playwright.config.ts); here it runs.
test.use({ serviceWorkers: 'allow' })

const ROOT = join(import.meta.dirname, '..', '..')
const npm = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', ...args], { cwd: ROOT, stdio: 'pipe', env: process.env }).toString()

const cacheNames = (page: Page) => page.evaluate(() => caches.keys())

async function signInAsMaya(page: Page) {
  const res = await page.request.post('/api/auth/sign-in', {
    headers: SITE_ORIGIN,
    data: { email: 'maya@pitchpath.dev', password: 'demo-player-1' },
  })
  expect(res.ok()).toBe(true)
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

test('protects behaviour: every page links a valid manifest, and Chromium finds the site installable once the worker controls it', async ({
  page,
}) => {
  for (const path of ['/', '/app', '/app/games', '/app/dashboard', '/app/sign-in']) {
    const html = await (await page.request.get(path)).text()
    expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest">')
  }
  const res = await page.request.get('/manifest.webmanifest')
  expect(res.headers()['content-type']).toContain('application/manifest+json')
  const manifest = await res.json()
  expect(manifest).toMatchObject({
    name: 'PitchPath',
    start_url: '/app/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#14532d',
  })
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [512, 'maskable'],
  ] as const) {
    const icon = manifest.icons.find((i: { sizes: string; purpose: string }) => i.sizes === `${size}x${size}` && i.purpose === purpose)
    expect(icon, `${size} ${purpose}`).toBeTruthy()
    const png = await (await page.request.get(icon.src)).body()
    expect(pngSize(png)).toEqual({ width: size, height: size })
  }
  const worker = await page.request.get('/sw.js')
  expect(worker.headers()['cache-control']).toBe('no-cache')
  expect(worker.headers()['service-worker-allowed']).toBe('/')

  await page.goto('/app')
  await appReady(page)
  await controlled(page)
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe('http://localhost:3000/sw.js')
  // The check Chromium runs before it offers to install the app (Lighthouse 12 no longer audits it).
  const cdp = await page.context().newCDPSession(page)
  const { errors } = await cdp.send('Page.getAppManifest')
  expect(errors).toEqual([])
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  // Playwright's contexts are incognito profiles, where Chromium never installs anything: that is
  // the browser profile's answer, not the site's, and the only one allowed here.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([])
})

test('protects behaviour: the worker is registered only once the page has settled: after load and a quiet second after its last resource', async ({
  page,
}) => {
  await signInAsMaya(page)
  // The moment the page asks for the worker, before anything else on the page runs.
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      const seen = window as unknown as { __registeredAt?: number }
      seen.__registeredAt ??= performance.now()
      return register.apply(this, args)
    }
  })
  await page.goto('/app/dashboard')
  await expect(page.getByTestId('streak-current')).toBeVisible()
  await controlled(page)
  const timing = await page.evaluate(() => {
    const registeredAt = (window as unknown as { __registeredAt?: number }).__registeredAt ?? -1
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.startTime < registeredAt)
    // The last request before registering is the code that registers, asked for the moment the page settled.
    const settledAt = Math.max(...before.map((e) => e.startTime))
    const finished = before.filter((e) => e.startTime < settledAt).map((e) => e.responseEnd)
    return { settledAt, loadEnd: navigation?.loadEventEnd ?? Infinity, lastResource: Math.max(...finished), resources: finished.length }
  })
  expect(timing.settledAt).toBeGreaterThan(timing.loadEnd)
  // The area's remote, its chunks and the dashboard's read all finished before it, a second apart at least.
  expect(timing.resources).toBeGreaterThan(10)
  expect(timing.settledAt - timing.lastResource).toBeGreaterThanOrEqual(995)
})

test('protects behaviour: after one online visit the dashboard, My Goals and the Game Hub open offline from the last data, and signing out deletes it', async ({
  page,
  context,
}) => {
  await signInAsMaya(page)
  await page.goto('/app/dashboard')
  await controlled(page)
  // The visit the worker sees: each page read once, under its control.
  await page.goto('/app/dashboard')
  await expect(page.getByTestId('dashboard-greeting')).toContainText('Maya')
  await expect(page.getByTestId('streak-current')).toBeVisible()
  const streak = await page.getByTestId('streak-current').textContent()
  await page.goto('/app/goal-tracker')
  await expect(page.getByTestId('goal-card').first()).toBeVisible()
  const goals = await page.getByTestId('goal-card').allTextContents()
  await page.goto('/app/games')
  await expect(page.getByTestId('game-hub')).toBeVisible()
  await expect(page.getByTestId('points-to-next-level')).toBeVisible()
  const points = await page.getByTestId('points-to-next-level').textContent()
  expect((await cacheNames(page)).filter((name) => name.startsWith('pitchpath-api-'))).toHaveLength(1)

  await context.setOffline(true)
  await page.goto('/app/dashboard')
  await expect(page.getByTestId('offline-note')).toHaveText(APP_SHELL_MESSAGES.offline)
  await expect(page.getByTestId('dashboard-greeting')).toContainText('Maya')
  await expect(page.getByTestId('streak-current')).toHaveText(streak ?? '')
  await page.goto('/app/goal-tracker')
  await expect(page.getByTestId('offline-note')).toBeVisible()
  await expect(page.getByTestId('goal-card')).toHaveText(goals)
  await page.goto('/app/games')
  await expect(page.getByTestId('offline-note')).toBeVisible()
  await expect(page.getByTestId('points-to-next-level')).toHaveText(points ?? '')

  await context.setOffline(false)
  await page.goto('/app/dashboard')
  await expect(page.getByTestId('offline-note')).toHaveCount(0)
  await expect(page.getByTestId('dashboard-greeting')).toContainText('Maya')
  await page.getByTestId('logout-button').click()
  await expect(page).toHaveURL(/\/app$/)
  await expect.poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('pitchpath-api-'))).toEqual([])
  // The next person on this tablet, offline, sees no trace of Maya.
  await context.setOffline(true)
  await page.goto('/app/dashboard')
  await expect(page.getByTestId('offline-note')).toBeVisible()
  await expect(page.getByText('Maya')).toHaveCount(0)
  await context.setOffline(false)
})

test('protects behaviour: a redeployed remote runs on the next visit, its new version is what opens offline, and the old version cache is gone', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await page.goto('/app/games')
  await expect(page.getByTestId('game-hub')).toBeVisible()
  await controlled(page)
  const gamesCaches = async () => (await cacheNames(page)).filter((name) => name.startsWith('pitchpath-remote-mfe_games-'))
  // A visit under the worker's control caches the version running now.
  await page.reload()
  await expect(page.getByTestId('game-hub')).toBeVisible()
  await expect.poll(gamesCaches).toHaveLength(1)
  const before = await gamesCaches()

  const label = `pwa-${Date.now()}`
  let deployed = ''
  npm('deploy', '-w', 'mfe-games', '--', '--label', label)
  try {
    await page.reload()
    await expect(page.getByTestId('remote-build-label')).toHaveText(label)
    const registry = await (await page.request.get('/remotes.json')).json()
    const version = registry.remotes.find((r: { name: string }) => r.name === 'mfe_games').version
    // Only the version the registry names is kept, and the worker precached it whole.
    await expect.poll(gamesCaches).toEqual([`pitchpath-remote-mfe_games-${version}`])
    expect(before).not.toContain(`pitchpath-remote-mfe_games-${version}`)
    deployed = `pitchpath-remote-mfe_games-${version}`
    const cached = () =>
      page.evaluate(
        (name) => caches.open(name).then((c) => c.keys().then((k) => k.map((r) => r.url))),
        `pitchpath-remote-mfe_games-${version}`,
      )
    await expect.poll(cached, { timeout: 20_000 }).toContainEqual(expect.stringMatching(/\.pitchpath-precached$/))
    expect(await cached()).toContainEqual(expect.stringMatching(new RegExp(`/_v/${version}/remoteEntry\\.js$`)))

    await context.setOffline(true)
    await page.goto('/app/games')
    await expect(page.getByTestId('offline-note')).toBeVisible()
    await expect(page.getByTestId('remote-build-label')).toHaveText(label)
    await context.setOffline(false)
  } finally {
    await context.setOffline(false)
    npm('rollback', '-w', 'mfe-games')
  }
  // The rollback is a new registry too: the next visit runs it, not the cached deploy.
  await page.reload()
  await expect(page.getByTestId('game-hub')).toBeVisible()
  // The version before may carry no build label at all (a build without REMOTE_BUILD_LABEL).
  await expect(page.getByTestId('remote-build-label').filter({ hasText: label })).toHaveCount(0)
  await expect.poll(gamesCaches).toEqual(before)
  expect(before).not.toContain(deployed)
})

test('protects behaviour: when a new shell worker is waiting the page offers to reload, and Reload makes it take over', async ({
  page,
}) => {
  await page.goto('/app')
  await appReady(page)
  await controlled(page)
  await expect(page.getByTestId('update-prompt')).toHaveCount(0)
  // A worker at another script URL installs and waits, as a new shell build's would.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-build', { scope: '/' }))
  const prompt = page.getByTestId('update-prompt')
  await expect(prompt).toContainText(APP_SHELL_MESSAGES.updateReady)
  await prompt.getByRole('button', { name: APP_SHELL_MESSAGES.reload }).click()
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js?next-build'))
  await appReady(page)
})
