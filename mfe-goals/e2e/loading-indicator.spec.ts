import { expect, type Page, test } from '@playwright/test'
import { signInAsMaya } from '../../shell/e2e/layout-shift.ts'

// A loading card names what it loads at once, and shows its turning ring only once the wait is
// long enough to notice (shared/src/ui/ui.css, "pp-spinner__ring"; docs/features/platform.md).
// Read from the ring's own CSS animations, so the check does not depend on the machine's speed.

/** The dashboard with every read held: each card stays loading for the whole test. */
async function dashboardStillLoading(page: Page) {
  await signInAsMaya(page)
  await page.route('**/api/**', async (route) => {
    const { pathname } = new URL(route.request().url())
    if (route.request().method() === 'GET' && pathname !== '/api/auth/session') return // never answered
    await route.continue()
  })
  await page.goto('/app/dashboard')
  const card = page.getByTestId('badges-card-loading')
  await expect(card).toBeVisible()
  await expect(card).toContainText('Loading')
  return card
}

const ringAnimations = (page: Page) =>
  page
    .getByTestId('badges-card-loading')
    .locator('.pp-spinner__ring')
    .evaluate((ring) =>
      ring.getAnimations().map((a) => ({ name: (a as CSSAnimation).animationName, delay: Number(a.effect?.getTiming().delay) })),
    )

test('protects behaviour: a loading card names what it loads at once, and its ring appears and turns only after 0.6 s', async ({
  page,
}) => {
  await dashboardStillLoading(page)
  expect(await ringAnimations(page)).toEqual([
    { name: 'pp-spinner-in', delay: 600 },
    { name: 'pp-spin', delay: 600 },
  ])
  // Once the wait is noticeable, the ring is there.
  await expect(page.getByTestId('badges-card-loading').locator('.pp-spinner__ring')).toHaveCSS('opacity', '1')
})

test('protects behaviour: under reduced motion the ring appears after the same wait but never turns', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await dashboardStillLoading(page)
  expect((await ringAnimations(page)).map((a) => a.name)).toEqual(['pp-spinner-in'])
  await expect(page.getByTestId('badges-card-loading').locator('.pp-spinner__ring')).toHaveCSS('opacity', '1')
})
