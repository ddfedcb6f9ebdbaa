import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'
import { SITE_ORIGIN, signUpParent, signUpPlayer, uniqueEmail } from './support.ts'

/**
 * Brings in every part of the page that is drawn later: cards whose data is still loading, then
 * each part whose code loads only when scrolled near (shared/src/ui/load-when-visible.tsx), scrolled
 * to one by one as a player would. Then back to the top, where a player lands. `lazyParts`: how
 * many such parts the page has once its data is in (waited for, so none is missed); the pages
 * without a number have none today.
 */
async function wholePage(page: Page, lazyParts?: number): Promise<void> {
  await page.waitForLoadState('networkidle')
  const parts = page.locator('[data-load-when-visible]')
  if (lazyParts !== undefined) await expect(parts).toHaveCount(lazyParts)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  for (const part of await parts.all()) {
    await part.scrollIntoViewIfNeeded()
    await expect(part, `${await part.getAttribute('data-load-when-visible')} loaded`).toHaveAttribute('data-loaded', 'true')
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** axe-core's findings on the whole page, one line per rule and the elements it flags. */
async function violations(page: Page, lazyParts?: number): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await wholePage(page, lazyParts)
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const SIGNED_OUT = [
  '/',
  '/app',
  '/app/features',
  '/app/auth',
  '/app/forgot-password',
  '/app/privacy',
  '/app/terms',
  '/app/plans',
  '/app/games',
  '/app/games/decision-drill',
  '/app/games/soccer-trivia',
  '/app/goal-tracker',
  '/app/player-selection',
  '/app/family/setup',
  '/app/reminders/stop',
]
const PLAYER = [
  '/app/dashboard',
  '/app/goal-tracker',
  '/app/goal-creation/new',
  '/app/journey',
  '/app/analytics',
  '/app/games',
  '/app/achievements',
  '/app/subscription',
  '/app/plans',
  '/app/account',
]
const PARENT = ['/app/family/setup', '/app/subscription', '/app/account']

test('protects behaviour: every signed-out page has no axe-core accessibility violations', async ({ page }) => {
  for (const path of SIGNED_OUT) {
    await page.goto(path)
    expect(await violations(page), path).toEqual([])
  }
})

test("protects behaviour: a signed-in player's pages have no axe-core accessibility violations", async ({ page }) => {
  await signUpPlayer(page, { prefix: 'axe-player', age: 14 })
  for (const path of PLAYER) {
    await page.goto(path)
    // The dashboard's skills, activity and badges load when scrolled near, and are audited loaded.
    expect(await violations(page, path === '/app/dashboard' ? 3 : undefined), path).toEqual([])
  }
})

test("protects behaviour: a Pro player's whole dashboard, its notification settings loaded when near included, has no axe-core accessibility violations", async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'axe-pro', age: 14 })
  const paid = await page.request.post('/api/billing/checkout', {
    headers: SITE_ORIGIN,
    data: { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: SIMULATED_TOKENS.ok },
  })
  expect(paid.status()).toBe(201)
  await page.goto('/app/dashboard')
  // Skills, activity, badges and the notification settings (with this device's push switch).
  expect(await violations(page, 4), 'dashboard').toEqual([])
  await expect(page.getByTestId('notification-settings')).toBeVisible()
})

test('protects behaviour: My Goals with a goal card, and its Edit and Delete dialogs open, have no axe-core accessibility violations', async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'axe-goals', age: 14 })
  const created = await page.request.post('/api/goals', {
    headers: SITE_ORIGIN,
    data: { title: 'Juggle 50 times', pillar: 'technical', goal_type: 'process' },
  })
  expect(created.status()).toBe(201)
  await page.goto('/app/goal-tracker')
  await expect(page.getByTestId('goal-card')).toHaveCount(1)
  expect(await violations(page), 'cards').toEqual([])
  for (const [button, dialog] of [
    ['Edit', 'Edit goal'],
    ['Delete', 'Delete this goal?'],
  ]) {
    await page.getByTestId('goal-card').getByRole('button', { name: button }).click()
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible()
    expect(await violations(page), dialog).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
})

test('protects behaviour: Upcoming Sessions with a planned session, and its Edit and Remove dialogs open, have no axe-core accessibility violations', async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'axe-sessions', age: 14 })
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
  const goal = {
    title: 'Weak-foot passing',
    pillar: 'technical',
    goal_type: 'process',
    sessions: [{ session_date: tomorrow, start_time: '17:30' }],
  }
  expect((await page.request.post('/api/goals/batch', { headers: SITE_ORIGIN, data: { goals: [goal] } })).status()).toBe(201)
  await page.goto('/app/dashboard')
  const session = page.getByTestId('upcoming-session')
  await expect(session).toHaveCount(1)
  await wholePage(page, 3)
  for (const [button, dialog] of [
    ['Edit', 'Edit session: Weak-foot passing'],
    ['Remove', 'Remove this session?'],
  ]) {
    await session.getByRole('button', { name: new RegExp(`^${button}`) }).click()
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible()
    expect(await violations(page), dialog).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
})

test("protects behaviour: a parent's pages have no axe-core accessibility violations", async ({ page }) => {
  await signUpParent(page)
  for (const path of PARENT) {
    await page.goto(path)
    expect(await violations(page), path).toEqual([])
  }
})

test("protects behaviour: the family dashboard (with a goal waiting for approval and its Send back form), settings, a child's page and the family report have no axe-core accessibility violations", async ({
  page,
  browser,
}) => {
  await signUpParent(page)
  expect((await page.request.post('/api/family', { headers: SITE_ORIGIN, data: { family_name: 'Axe Family' } })).status()).toBe(201)
  const adaEmail = uniqueEmail('axe-child')
  const made = await page.request.post('/api/family/children', {
    headers: SITE_ORIGIN,
    data: { first_name: 'Ada', last_name: 'Axe', email: adaEmail, password: 'kickoff-123', age: 10 },
  })
  expect(made.status()).toBe(201)
  const child = (await made.json()).family.members.find((m: { first_name: string }) => m.first_name === 'Ada')
  // Goal approval on, with a goal of Ada's waiting: the dashboard shows it with Approve and Send back.
  expect(
    (await page.request.patch(`/api/family/members/${child.id}`, { headers: SITE_ORIGIN, data: { goal_approval: true } })).status(),
  ).toBe(200)
  const ada = await browser.newContext()
  expect(
    (await ada.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email: adaEmail, password: 'kickoff-123' } })).status(),
  ).toBe(200)
  expect(
    (
      await ada.request.post('/api/goals', {
        headers: SITE_ORIGIN,
        data: { title: 'Juggle 20', pillar: 'technical', goal_type: 'process' },
      })
    ).status(),
  ).toBe(201)
  for (const path of ['/app/parent-dashboard', '/app/family/settings', `/app/family/member/${child.id}`]) {
    await page.goto(path)
    if (path === '/app/parent-dashboard') await expect(page.getByTestId('goal-approval')).toBeVisible()
    expect(await violations(page), path).toEqual([])
  }
  // The Send back form open, with its note field.
  await page.goto('/app/parent-dashboard')
  await page
    .getByTestId('goal-approval')
    .getByRole('button', { name: /Send back/ })
    .click()
  await expect(page.getByLabel('A note for Ada (optional)')).toBeVisible()
  expect(await violations(page), 'send back form').toEqual([])
  // Ada's own card says what it waits for.
  const adaPage = await ada.newPage()
  await adaPage.goto('/app/goal-tracker')
  await expect(adaPage.getByTestId('goal-approval-note')).toBeVisible()
  expect(await violations(adaPage), 'a goal waiting for approval').toEqual([])
  // The report's heading is drawn before its data: check it with the child's card in it.
  for (const path of ['/app/family/report', '/app/family/report?period=month']) {
    await page.goto(path)
    await expect(page.getByTestId('child-report')).toBeVisible()
    expect(await violations(page), path).toEqual([])
  }
})

test('protects behaviour: games in play (a trivia question, its feedback, a decision drill scenario) have no axe-core accessibility violations', async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'axe-games', age: 12 })
  await page.goto('/app/games/soccer-trivia')
  const question = page.getByTestId('question')
  await expect(question).toBeVisible()
  expect(await violations(page), 'trivia question').toEqual([])
  await question.getByRole('radio').first().check()
  await question.getByRole('button', { name: 'Submit Answer' }).click()
  await expect(page.getByTestId('question-feedback')).toBeVisible()
  expect(await violations(page), 'trivia feedback').toEqual([])
  await page.goto('/app/games/decision-drill')
  expect(await violations(page), 'decision drill menu').toEqual([])
  await page.getByTestId('drill-menu').getByRole('button', { name: 'Start Drill' }).click()
  await expect(page.getByTestId('scenario')).toBeVisible()
  expect(await violations(page), 'decision drill scenario').toEqual([])
})
