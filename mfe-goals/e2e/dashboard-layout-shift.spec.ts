import { expect, type Page, test } from '@playwright/test'
import {
  CLS_BUDGET,
  LAYOUT_SHIFT_VIEWPORTS as VIEWPORTS,
  layoutShift,
  signInAsMaya,
  watchLayoutShifts,
} from '../../shell/e2e/layout-shift.ts'

// Cards keep their size while their data loads (docs/features/training-and-progress.md, "Each card
// loads on its own"): the layout may not move as answers arrive, in whatever order and however late.
// Measured by shell/e2e/layout-shift.ts.

/** Every card has its data (none busy), and the browser has laid out and painted that. */
async function allCardsLoaded(page: Page) {
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible()
  // The cards are drawn just after the greeting (cards-after-greeting.tsx); then none may be busy.
  await expect(page.getByTestId('level-card')).toBeVisible()
  await expect(page.locator('.pp-dash-card[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByTestId('streak-current')).toBeVisible()
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Holds each GET to the API for its own time: later for the cards higher on the page. */
async function delayApi(page: Page, { oneRead }: { oneRead: boolean }) {
  const order = [
    '/api/progress/badges',
    '/api/progress/skills',
    '/api/training/stats',
    '/api/goals/sessions/upcoming',
    '/api/training',
    '/api/plan/this-week',
    '/api/check-ins',
    '/api/progress/streak',
    '/api/progress/level',
  ]
  await page.route('**/api/**', async (route) => {
    const { pathname } = new URL(route.request().url())
    if (route.request().method() !== 'GET') return route.continue()
    if (pathname === '/api/dashboard' && !oneRead) return route.abort('failed')
    const place = order.indexOf(pathname)
    const delayMs = pathname === '/api/auth/session' ? 100 : pathname === '/api/dashboard' ? 700 : place >= 0 ? 300 + place * 120 : 0
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    await route.continue()
  })
}

for (const viewport of VIEWPORTS) {
  test(`protects behaviour: on ${viewport.name}, the dashboard's cards keep their place while each card's answer arrives late and in its own order`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signInAsMaya(page)
    await watchLayoutShifts(page)
    // The one dashboard read fails, so each card falls back to its own read (each still loads on its own).
    await delayApi(page, { oneRead: false })
    await page.goto('/app/dashboard')
    await allCardsLoaded(page)
    const shift = await layoutShift(page)
    expect(shift.value, shift.sources.join('\n')).toBeLessThanOrEqual(CLS_BUDGET)
  })
}

test("protects behaviour: the dashboard's one read, late, fills every card without moving the page", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[0]!)
  await signInAsMaya(page)
  await watchLayoutShifts(page)
  const cardReads: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (/^\/api\/(progress|training|goals\/sessions|plan|check-ins)/.test(pathname)) cardReads.push(pathname)
  })
  await delayApi(page, { oneRead: true })
  await page.goto('/app/dashboard')
  await allCardsLoaded(page)
  const shift = await layoutShift(page)
  expect(shift.value, shift.sources.join('\n')).toBeLessThanOrEqual(CLS_BUDGET)
  // Every card was filled from the one read: none asked its own route.
  expect(cardReads).toEqual([])
})

/** The cards whose code loads when the player comes near them (dashboard.tsx), by their parts' test ids. */
const LOADED_WHEN_VISIBLE = [
  { card: 'skills-card', part: 'skills-later' },
  { card: 'activity-card', part: 'activity-later' },
  { card: 'badges-card', part: 'badges-later' },
  { card: 'notification-card', part: 'notification-later' },
]

for (const viewport of VIEWPORTS) {
  test(`protects behaviour: on ${viewport.name}, a card loaded when the player scrolls to it keeps the height its placeholder held`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signInAsMaya(page)
    await page.goto('/app/dashboard')
    await allCardsLoaded(page)
    // None is loaded on the first screen: each placeholder holds its card's place.
    const before: number[] = []
    for (const { card, part } of LOADED_WHEN_VISIBLE) {
      await expect(page.getByTestId(part), part).not.toHaveAttribute('data-loaded', 'true')
      before.push((await page.getByTestId(card).boundingBox())!.height)
    }
    const moved: string[] = []
    for (const [i, { card, part }] of LOADED_WHEN_VISIBLE.entries()) {
      await page.getByTestId(card).scrollIntoViewIfNeeded()
      await expect(page.getByTestId(part)).toHaveAttribute('data-loaded', 'true')
      const after = (await page.getByTestId(card).boundingBox())!.height
      if (Math.abs(after - before[i]!) > 4) moved.push(`${card}: ${before[i]} px while waiting, ${after} px loaded`)
    }
    expect(moved).toEqual([])
  })
}

test('protects behaviour: the keyboard reaches a card not loaded yet: Tab into it loads it and moves the focus to its first control', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS[0]!)
  await signInAsMaya(page)
  await page.goto('/app/dashboard')
  await allCardsLoaded(page)
  const badges = page.getByTestId('badges-later')
  const notifications = page.getByTestId('notification-later')
  await expect(notifications).not.toHaveAttribute('data-loaded', 'true')
  // Badges has no control: its place keeps the focus once drawn; the next Tab goes on to the settings.
  await badges.focus()
  await expect(badges).toHaveAttribute('data-loaded', 'true')
  await expect(page.getByTestId('badge-first-session')).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(notifications).toHaveAttribute('data-loaded', 'true')
  await expect(page.getByTestId('notification-settings').getByRole('switch', { name: 'Notifications' })).toBeFocused()
})
