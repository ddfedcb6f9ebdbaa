import { expect, type Page, test } from '@playwright/test'
import { appReady, SITE_ORIGIN } from './support.ts'

// Signed-in pages arrive drawn (docs/features/platform.md): for a browser with a session, the
// shell's server sends the dashboard's and the Family Dashboard's frames, so their largest text is
// painted before any JavaScript, and React then takes that HTML over without painting it again.

// A phone's screen, as Lighthouse's mobile run has it: there the greeting wraps and is the page's
// largest text (on a wide screen a card's sentence is larger, and paints early enough anyway).
test.use({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } })

async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email, password } })
  expect(res.ok()).toBe(true)
}

/** Every largest-paint candidate, the first element matching `selector` as the parser made it, React's errors. */
async function watchFirstPaint(page: Page, selector: string) {
  await page.addInitScript((selector) => {
    const seen = { lcp: [] as { text: string; element: Element | null }[], first: null as Element | null, firstText: '' }
    Object.assign(window, { __drawn: seen })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        seen.lcp.push({ text: entry.element?.textContent ?? '', element: entry.element })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new MutationObserver((_, observer) => {
      const found = document.querySelector(selector)
      if (!found) return
      seen.first = found
      seen.firstText = found.textContent ?? ''
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  }, selector)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

const greeting = '[data-testid="dashboard-greeting"]'

test('protects behaviour: only a browser with a session gets the dashboard drawn by the server', async ({ page }) => {
  const signedOut = await (await page.request.get('/app/dashboard')).text()
  expect(signedOut).not.toContain('dashboard-greeting')
  expect(signedOut).not.toContain('data-remote-outlet')
  await signIn(page, 'maya@pitchpath.dev', 'demo-player-1')
  const res = await page.request.get('/app/dashboard')
  expect(res.headers()['vary']).toMatch(/Cookie/)
  const drawn = await res.text()
  expect(drawn).toContain('Every session you log moves you up a level.')
  expect(drawn).toContain('class="pp-dash__grid" data-pending="true"')
  // No one's data in a page every session gets alike: the name comes with the session read.
  expect(drawn).not.toContain('Maya')
})

test("protects behaviour: the dashboard's greeting painted from the server's HTML is the one the player reads, named in place", async ({
  page,
}) => {
  await signIn(page, 'maya@pitchpath.dev', 'demo-player-1')
  const errors = await watchFirstPaint(page, greeting)
  await page.goto('/app/dashboard')
  await expect(page.locator(greeting)).toContainText('Welcome back, Maya!')
  await expect(page.getByTestId('level-card')).toBeVisible()
  await appReady(page)
  const seen = await page.evaluate((selector) => {
    const { lcp, first, firstText } = (
      window as unknown as { __drawn: { lcp: { element: Element | null; text: string }[]; first: Element; firstText: string } }
    ).__drawn
    const now = document.querySelector(selector)
    return {
      firstText,
      same: first === now,
      candidates: lcp.map((c) => (c.element === now ? 'greeting' : c.text)),
    }
  }, greeting)
  expect(seen.firstText).toBe('Welcome back! Every session you log moves you up a level.')
  expect(seen.same).toBe(true)
  // The greeting is the largest paint, once: its name put in place is no new paint. On a busy
  // machine the parser may paint the page's top before the greeting arrives, a smaller candidate
  // that comes first; nothing may come after it.
  expect(seen.candidates.at(-1), seen.candidates.join(' | ')).toBe('greeting')
  expect(
    seen.candidates.filter((c) => c === 'greeting'),
    seen.candidates.join(' | '),
  ).toHaveLength(1)
  expect(errors.filter((e) => /hydrat|Minified React error #4(18|19|20|21|23|25)/i.test(e))).toEqual([])
})

test("protects behaviour: the Family Dashboard's heading from the server's HTML stays its largest paint while the family loads", async ({
  page,
}) => {
  await signIn(page, 'sam@pitchpath.dev', 'demo-parent-1')
  const errors = await watchFirstPaint(page, '#family-dashboard-title')
  await page.goto('/app/parent-dashboard')
  await expect(page.getByTestId('family-dashboard').locator('.pp-family__meta')).toBeVisible()
  await appReady(page)
  const seen = await page.evaluate(() => {
    const { lcp, firstText } = (window as unknown as { __drawn: { lcp: { text: string }[]; firstText: string } }).__drawn
    return { firstText, texts: lcp.map((c) => c.text) }
  })
  expect(seen.firstText).toBe('Family Dashboard')
  // As on the dashboard: the heading is the last candidate and painted once; only a part of the
  // page the parser painted before it may come first.
  expect(seen.texts.at(-1), seen.texts.join(' | ')).toBe('Family Dashboard')
  expect(
    seen.texts.filter((t) => t === 'Family Dashboard'),
    seen.texts.join(' | '),
  ).toHaveLength(1)
  expect(errors.filter((e) => /hydrat|Minified React error #4(18|19|20|21|23|25)/i.test(e))).toEqual([])
})

test('protects behaviour: a stale session cookie gets the drawn frame, then the sign-in page, and nothing of anyone', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'pp_session', value: 'not-a-session', url: 'http://localhost:3000' }])
  await page.goto('/app/dashboard')
  await expect(page).toHaveURL(/\/app\/auth$/)
  await expect(page.locator(greeting)).toHaveCount(0)
})
