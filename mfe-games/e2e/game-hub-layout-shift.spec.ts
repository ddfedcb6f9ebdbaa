import { expect, type Page, test } from '@playwright/test'
import {
  CLS_BUDGET,
  LAYOUT_SHIFT_VIEWPORTS as VIEWPORTS,
  layoutShift,
  signInAsMaya,
  watchLayoutShifts,
} from '../../shell/e2e/layout-shift.ts'

// The hub arrives prerendered before the session is known (docs/decisions/005), and a signed-in
// player's totals may not push the games down when they arrive (docs/features/games.md, "The hub's
// layout"). Measured as the browser measures it, from its 'layout-shift' entries; the delays only fix
// the order answers arrive in, so the figure does not depend on this machine's speed.

/** The session answers a little late and the player's stats later still, after the games are drawn. */
async function delayApi(page: Page, statsDelayMs: number) {
  await page.route('**/api/**', async (route) => {
    const { pathname } = new URL(route.request().url())
    if (route.request().method() !== 'GET') return route.continue()
    const delayMs = pathname === '/api/auth/session' ? 100 : pathname === '/api/games/stats' ? statsDelayMs : 0
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    await route.continue()
  })
}

for (const viewport of VIEWPORTS) {
  test(`protects behaviour: on ${viewport.name}, a signed-in player's game totals arrive late without moving the games`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signInAsMaya(page)
    await watchLayoutShifts(page)
    await delayApi(page, 800)
    await page.goto('/app/games')
    await expect(page.getByTestId('game-card-decision-drill')).toBeVisible()
    await expect(page.getByTestId('hub-stats-loading')).toBeVisible()
    await expect(page.getByTestId('tile-total-points')).toBeVisible()
    await expect(page.getByTestId('game-history')).toBeVisible()
    await expect(page.getByTestId('recent-achievements')).toBeVisible()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const shift = await layoutShift(page)
    expect(shift.value, shift.sources.join('\n')).toBeLessThanOrEqual(CLS_BUDGET)
    // The totals fill the box reserved for them: it is their height, not more or less.
    const heights = await page.evaluate(() => ({
      box: document.querySelector('.pp-hub__you')!.getBoundingClientRect().height,
      totals: document.querySelector('.pp-hub__stats')!.getBoundingClientRect().height,
    }))
    expect(Math.abs(heights.box - heights.totals), JSON.stringify(heights)).toBeLessThanOrEqual(1)
  })
}

test('protects behaviour: the games sit at the same place for a signed-out visitor and a signed-in player', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[0]!)
  const gamesTop = async () => {
    await expect(page.getByTestId('game-card-decision-drill')).toBeVisible()
    return page.evaluate(() => document.getElementById('games-title')!.getBoundingClientRect().top + window.scrollY)
  }
  await page.goto('/app/games')
  await expect(page.getByTestId('sign-in-invite')).toBeVisible()
  const signedOut = await gamesTop()
  await signInAsMaya(page)
  await page.goto('/app/games')
  await expect(page.getByTestId('tile-total-points')).toBeVisible()
  expect(await gamesTop()).toBeCloseTo(signedOut, 0)
})
