import { expect, test } from '@playwright/test'

// The static game page on its own (the Games team's server), on Playwright's fake clock so a whole
// 30-target round takes no real minute: keyboard play, targets that vanish, and the end screen.
const GAME = 'http://localhost:3002/reaction_master/index.html'
const START = Date.UTC(2026, 0, 1)
const HOUR = 3_600_000

test('protects behaviour: Reaction Master is playable by keyboard alone, unhit targets vanish, and the round ends with the count of hits', async ({
  page,
}) => {
  await page.clock.install({ time: START })
  await page.goto(`${GAME}?ageGroup=18%2B`)
  // Time moves only when the test says so, from an hour on: pausing must be ahead of the page's
  // clock, which runs while a busy machine loads the page.
  await page.clock.pauseAt(START + HOUR)
  await page.getByTestId('rm-start').focus()
  await page.keyboard.press('Enter')
  const target = page.getByTestId('rm-target')
  for (let i = 0; i < 30; i++) {
    await expect(target).toHaveCount(1)
    // The 18+ round: a target every 2 s, gone after 1.1 s, 56 px wide.
    await expect(target).toHaveCSS('width', '56px')
    if (i % 2 === 0) {
      await page.keyboard.press('Space')
      await expect(target).toHaveCount(0)
      await expect(page.getByTestId('rm-score')).toHaveText(String(i / 2 + 1))
    } else {
      await page.clock.runFor(1_100)
      await expect(target).toHaveCount(0) // missed: it vanished on its own
    }
    await expect(page.getByTestId('rm-left')).toHaveText(String(29 - i))
    if (i < 29) await page.clock.runFor(i % 2 === 0 ? 2_000 : 900)
  }
  await expect(page.getByTestId('rm-done')).toBeVisible()
  await expect(page.getByTestId('rm-done')).toContainText('Round complete!')
  await expect(page.getByTestId('rm-done')).toContainText('You hit 15 of 30 targets.')
})

test('protects behaviour: Reaction Master sizes targets by age group and hits a clicked target once', async ({ page }) => {
  await page.clock.install({ time: START })
  await page.goto(`${GAME}?ageGroup=8-12`)
  await page.clock.pauseAt(START + HOUR)
  await page.getByTestId('rm-start').click()
  const target = page.getByTestId('rm-target')
  await expect(target).toHaveCSS('width', '84px')
  await target.click()
  await expect(page.getByTestId('rm-score')).toHaveText('1')
  await page.clock.runFor(2_400)
  await expect(target).toHaveCount(1)
  await expect(page.getByTestId('rm-score')).toHaveText('1')
})
