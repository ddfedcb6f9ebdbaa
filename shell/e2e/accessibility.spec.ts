import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { signUpParent, signUpPlayer } from './support.ts'

/** axe-core's findings on the page as it stands, one line per rule and the elements it flags. */
async function violations(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const SIGNED_OUT = [
  '/', '/app', '/app/features', '/app/auth', '/app/forgot-password', '/app/privacy', '/app/terms', '/app/plans',
  '/app/games', '/app/games/decision-drill', '/app/games/soccer-trivia', '/app/goal-tracker', '/app/player-selection', '/app/family/setup',
]
const PLAYER = ['/app/dashboard', '/app/goal-tracker', '/app/goal-creation/new', '/app/journey', '/app/games', '/app/achievements', '/app/subscription', '/app/plans']
const PARENT = ['/app/family/setup', '/app/subscription']

test('protects behaviour: every signed-out page has no axe-core accessibility violations', async ({ page }) => {
  for (const path of SIGNED_OUT) {
    await page.goto(path)
    expect(await violations(page), path).toEqual([])
  }
})

test('protects behaviour: a signed-in player\'s pages have no axe-core accessibility violations', async ({ page }) => {
  await signUpPlayer(page, { prefix: 'axe-player', age: 14 })
  for (const path of PLAYER) {
    await page.goto(path)
    expect(await violations(page), path).toEqual([])
  }
})

test('protects behaviour: a parent\'s pages have no axe-core accessibility violations', async ({ page }) => {
  await signUpParent(page)
  for (const path of PARENT) {
    await page.goto(path)
    expect(await violations(page), path).toEqual([])
  }
})
