import { expect, type Page, test } from '@playwright/test'
import { appReady, clientNavigate } from './support.ts'

// Public pages arrive drawn (shell/prerender.mjs); every other route gets the empty page.
const PRERENDERED = { '/': 'From youth soccer to D1 college and the pro game', '/app': 'Your path to the next level starts here' }

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the public pages can be read before any script has run', async ({ page }) => {
    for (const [path, heading] of Object.entries(PRERENDERED)) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page).toHaveTitle(path === '/' ? 'PitchPath' : 'Home · PitchPath')
      // Styled too: the one stylesheet is linked in the page itself.
      expect(await page.locator('h1').evaluate((h) => getComputedStyle(h).fontWeight)).not.toBe('400')
    }
  })

  test('Sign In is not offered while nobody knows the session yet (a signed-in player would see it flash)', async ({ page }) => {
    await page.goto('/app')
    await expect(page.getByRole('link', { name: 'Features' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeHidden()
  })

  test('a signed-in area is not prerendered: it waits for the app, never shows a stale page', async ({ page }) => {
    await page.goto('/app/journey')
    expect(await page.locator('#root').innerHTML()).toBe('')
  })

  test("a public area arrives drawn by its own remote inside the shell's layout, with the remote's styles", async ({ page }) => {
    for (const [path, heading, port] of [
      ['/app/games', 'Game Hub', '3002'],
      ['/app/goal-tracker', 'My Goals', '3001'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByTestId('top-nav')).toBeVisible()
      const sheets = await page
        .locator('link[rel=stylesheet]')
        .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).port))
      expect(sheets, path).toEqual(['3000', port])
      // Until the session is known the area says it is checking, as the browser's first render does.
      await expect(page.getByRole('status').first()).toContainText('Checking your session')
    }
  })
})

/** Collects the page's errors, and counts elements taken out of its drawing (#root). */
async function watchHydration(page: Page): Promise<string[]> {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.addInitScript(() => {
    const w = window as unknown as { removedElements: number }
    w.removedElements = 0
    new MutationObserver((records) => {
      for (const r of records) {
        if (!document.getElementById('root')?.contains(r.target)) continue
        for (const n of r.removedNodes) if (n.nodeType === Node.ELEMENT_NODE) w.removedElements++
      }
    }).observe(document, { childList: true, subtree: true })
  })
  return errors
}

/** After React has run the page: every prerendered element was adopted, none replaced. */
async function expectAdopted(page: Page, errors: string[]): Promise<void> {
  await appReady(page)
  // React marks the nodes it has adopted. The page itself is a lazy chunk: its part of the drawing
  // may be adopted a moment after the rest of the app has started.
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).evaluate((h) => Object.keys(h).some((k) => k.startsWith('__reactFiber'))))
    .toBe(true)
  expect(await page.evaluate(() => (window as unknown as { removedElements: number }).removedElements)).toBe(0)
  expect(errors).toEqual([])
}

for (const path of ['/app', '/app/features', '/app/privacy', '/app/terms']) {
  test(`the app adopts the prerendered ${path} without drawing it again or a hydration error`, async ({ page }) => {
    const errors = await watchHydration(page)
    await page.goto(path)
    await expectAdopted(page, errors)
  })
}

test("the app adopts a composed area: the remote's prerendered elements are kept, its styles not fetched again", async ({ page }) => {
  const errors = await watchHydration(page)
  const stylesheets: string[] = []
  page.on('request', (req) => req.resourceType() === 'stylesheet' && stylesheets.push(new URL(req.url()).port))
  // The remote's elements as the page arrived, before any script: they must be the ones React keeps.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      Object.assign(window, { arrived: [document.querySelector('h1'), document.querySelector('.pp-hub__intro')] }),
    ),
  )
  await page.goto('/app/games')
  await appReady(page)
  // Signed out: the remote has run (its sign-in invitation replaced the session check) ...
  await expect(page.getByTestId('game-card-decision-drill')).toBeVisible()
  await expect(page.getByText('Checking your session')).toHaveCount(0)
  // ... and adopted what the server sent instead of drawing it again.
  const kept = await page.evaluate(() => {
    const [h1, intro] = (window as unknown as { arrived: (Element | null)[] }).arrived
    const adopted = (e: Element | null) => !!e && e.isConnected && Object.keys(e).some((k) => k.startsWith('__reactFiber'))
    return [adopted(h1 ?? null), adopted(intro ?? null), h1 === document.querySelector('h1')]
  })
  expect(kept).toEqual([true, true, true])
  expect(stylesheets.sort()).toEqual(['3000', '3002'])
  expect(errors).toEqual([])
})

test('the landing runs no script; its link opens the app, whose entry the landing had already fetched', async ({ page }) => {
  const errors = await watchHydration(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRERENDERED['/'])
  const entry = await page.locator('link[rel=prefetch]').getAttribute('href')
  expect(entry).toMatch(/^\/main\.[0-9a-f]+\.js$/)
  expect(await page.locator('script').count(), 'no script element').toBe(0)
  // The prefetch has arrived before the visitor moves on (a phone gets it while reading the page).
  await page.waitForFunction(
    (src) =>
      performance.getEntriesByType('resource').some((e) => e.name.endsWith(src!) && (e as PerformanceResourceTiming).responseEnd > 0),
    entry,
  )

  await page.getByRole('link', { name: 'Start Your Journey' }).click()
  await expect(page).toHaveURL(/\/app$/)
  await appReady(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRERENDERED['/app'])
  // The app's entry came from the browser's cache: nothing crossed the network for it.
  const transferred = await page.evaluate(
    (src) => (performance.getEntriesByType('resource').find((e) => e.name.endsWith(src!)) as PerformanceResourceTiming).transferSize,
    entry,
  )
  expect(transferred).toBe(0)
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  expect(errors).toEqual([])
})

// /app reads the remote registry; an area's page carries it and starts the area's remote instead.
for (const [path, firstAsked] of [
  ['/app', '/remotes.json'],
  ['/app/games', '/remoteEntry.js'],
] as const) {
  test(`${path} arrives drawn and asks for nothing of its own before its first contentful paint has been shown`, async ({ page }) => {
    await page.goto(path)
    await appReady(page)
    await page.waitForLoadState('networkidle')
    const { fcp, early, later } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const resources = performance.getEntriesByType('resource')
      const path = (e: PerformanceEntry) => new URL(e.name).pathname
      return {
        fcp: paint?.startTime,
        early: resources.filter((e) => e.startTime < paint.startTime).map(path),
        later: resources.filter((e) => e.startTime >= paint.startTime).map(path),
      }
    })
    expect(fcp, 'the browser reported a first contentful paint').toBeGreaterThan(0)
    // Only what the page's HTML names may load before its paint: the entry and the stylesheets.
    for (const url of early)
      expect(url, `requested before the first paint: ${early.join(', ')}`).toMatch(/^\/(main\.[0-9a-f]+\.js|[\w.-]+\.css)$/)
    // The rest was asked for, after the paint.
    expect(later).toContain(firstAsked)
    expect(later.filter((u) => u.endsWith('.js')).length).toBeGreaterThan(3)
  })
}

test('the browser tab names the page shown and screen readers hear it, also after in-app navigation', async ({ page }) => {
  await page.goto('/app')
  await expect(page).toHaveTitle('Home · PitchPath')
  // A page load is announced by the screen reader itself; the live region stays quiet.
  await expect(page.getByTestId('route-announcer')).toHaveText('')
  await clientNavigate(page, '/app/games')
  await expect(page).toHaveTitle('Game Hub · PitchPath')
  // In-app navigation loads no page, so the new page's title is said through the live region.
  await expect(page.getByTestId('route-announcer')).toHaveText('Game Hub · PitchPath')
  await page.goBack()
  await expect(page).toHaveTitle('Home · PitchPath')
  await clientNavigate(page, '/app/no-such-page')
  await expect(page).toHaveTitle('Page not found · PitchPath')
})
