import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { signUpPlayer } from '../../shell/e2e/support.ts'

// Long enough to read any item (the server scores a sooner answer 0 as too fast), well inside every scenario's clock.
const READ_MS = 2_100

/** axe-core's findings on the page as it stands, one line per rule and the elements it flags. */
async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Reads for READ_MS (checking the page with axe meanwhile), then submits the first option. */
async function answerFirstOption(page: Page, item: 'daily-scenario' | 'daily-question') {
  const view = page.getByTestId(item)
  await expect(view).toBeVisible()
  const shownAt = Date.now()
  expect(await violations(page), item).toEqual([])
  await page.waitForTimeout(Math.max(0, READ_MS - (Date.now() - shownAt)))
  await view.getByRole('radio').first().check()
  await view.getByRole('button', { name: 'Submit Answer' }).click()
}

test("protects behaviour: a player answers today's scenario and question on the Game Hub, sees each result and a 1-day streak, and a reload shows the day done", async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'daily', age: 15 })
  await page.goto('/app/games')
  const card = page.getByTestId('daily-challenge')
  await expect(card.getByRole('heading', { name: 'Daily Challenge' })).toBeVisible()
  await expect(card.getByTestId('daily-status')).toHaveText('To do today')
  await expect(card.getByTestId('daily-streak')).toHaveText('0')

  await card.getByTestId('daily-start').click()
  await expect(card.getByTestId('daily-timer')).toBeVisible()
  await answerFirstOption(page, 'daily-scenario')
  await expect(card.getByTestId('daily-verdict-scenario')).toBeVisible()
  await expect(card.getByTestId('daily-options').getByText('Best choice')).toBeVisible()
  await expect(card.getByTestId('daily-status')).toHaveText('1 of 2 answered')
  await expect(card.getByTestId('daily-verdict-scenario')).toBeFocused()
  expect(await violations(page), 'daily scenario feedback').toEqual([])

  await card.getByTestId('daily-next').click()
  await answerFirstOption(page, 'daily-question')
  await expect(card.getByTestId('daily-verdict-question')).toBeVisible()
  await expect(card.getByTestId('daily-result-question').locator('.pp-daily__explanation')).not.toBeEmpty()
  await expect(card.getByTestId('daily-status')).toContainText('Done today')
  await expect(card.getByTestId('daily-streak')).toHaveText('1')

  await page.reload()
  await expect(card.getByTestId('daily-status')).toContainText('Done today')
  await expect(card.getByTestId('daily-streak')).toHaveText('1')
  await expect(card.getByTestId('daily-result-scenario')).toBeVisible()
  await expect(card.getByTestId('daily-result-question')).toBeVisible()
  await expect(card.getByTestId('daily-start')).toHaveCount(0)
  await expect(card).toContainText('Come back tomorrow')
  expect(await violations(page), 'daily challenge done').toEqual([])
})

test('protects behaviour: a signed-out visitor sees the Daily Challenge card inviting them to sign in', async ({ page }) => {
  await page.goto('/app/games')
  const card = page.getByTestId('daily-challenge')
  await expect(card.getByTestId('daily-sign-in')).toBeVisible()
  await expect(card.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/app/auth')
  await expect(card.getByTestId('daily-start')).toHaveCount(0)
})
