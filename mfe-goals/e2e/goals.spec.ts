import { expect, type Page, test } from '@playwright/test'
import { addDays, todayIn } from '@app/shared/domain/calendar-day.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { SITE_ORIGIN as ORIGIN, signUpPlayer as signUpFresh } from '../../shell/e2e/support.ts'

const FREE_LIMIT = 'Free accounts are limited to 2 goals. Please upgrade or remove some goals.'

const signUpPlayer = (page: Page) => signUpFresh(page, { prefix: 'goals', age: 14, firstName: 'Gia' })

async function createGoal(page: Page, title: string, description: string): Promise<void> {
  const res = await page.request.post('/api/goals', {
    headers: ORIGIN,
    data: { title, description, pillar: 'technical', goal_type: 'process' },
  })
  expect(res.status(), await res.text()).toBe(201)
}

async function goalTitles(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/goals')
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { goals: { title: string }[] }).goals.map((g) => g.title)
}

const card = (page: Page, title: string) =>
  page.getByTestId('goal-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
const toast = (page: Page, message: string) => page.getByTestId('toast').filter({ hasText: message })

async function expectStats(page: Page, active: string, completed: string, rate: string) {
  await expect(page.getByTestId('stat-active')).toHaveText(active)
  await expect(page.getByTestId('stat-completed')).toHaveText(completed)
  await expect(page.getByTestId('stat-rate')).toHaveText(rate)
}

test('Players can search their goals, filter them by tab, complete one and delete one after confirming', async ({ page }) => {
  await signUpPlayer(page)
  await createGoal(page, 'Juggle 50 times', 'Keepy-uppies with both feet')
  await createGoal(page, 'Weaker foot passing', 'Pass against the wall every day')

  await page.goto('/app/goal-tracker')
  await expect(page.getByRole('heading', { level: 1, name: 'My Goals' })).toBeVisible()
  await expect(page.getByTestId('goal-card')).toHaveCount(2)
  await expectStats(page, '2', '0', '0%')
  await expect(page.getByTestId('upgrade-prompt')).toContainText(GOAL_MESSAGES.upgradeAtLimit)
  await expect(page.getByTestId('upgrade-prompt').getByRole('link', { name: 'See Plans' })).toHaveAttribute('href', '/app/plans')
  await expect(card(page, 'Juggle 50 times').getByTestId('goal-deadline')).toHaveText('No deadline')

  // Search matches the description too, ignoring case; a miss says so and offers a way back.
  const search = page.getByRole('searchbox', { name: 'Search goals' })
  await search.fill('KEEPY')
  await expect(page.getByTestId('goal-card')).toHaveCount(1)
  await expect(card(page, 'Juggle 50 times')).toBeVisible()
  await search.fill('weaker FOOT')
  await expect(page.getByTestId('goal-card')).toHaveCount(1)
  await expect(card(page, 'Weaker foot passing')).toBeVisible()
  await search.fill('header')
  await expect(page.getByTestId('no-matching-goals')).toContainText('No goals match')
  await page.getByRole('button', { name: 'Clear Search' }).click()
  await expect(page.getByTestId('goal-card')).toHaveCount(2)

  // Complete: the card gets its Complete badge and loses the button; the stats follow.
  await card(page, 'Juggle 50 times').getByRole('button', { name: 'Complete' }).click()
  await expect(toast(page, GOAL_MESSAGES.completed)).toBeVisible()
  await expect(card(page, 'Juggle 50 times').getByTestId('goal-complete-badge')).toBeVisible()
  await expect(card(page, 'Juggle 50 times').getByRole('button', { name: 'Complete' })).toHaveCount(0)
  const completedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date())
  await expect(card(page, 'Juggle 50 times').getByTestId('goal-completed-on')).toHaveText(completedOn)
  await expectStats(page, '1', '1', '50%')
  await expect(page.getByTestId('upgrade-prompt')).toContainText(GOAL_MESSAGES.upgradeAtOne)

  // Tabs: click, then the arrow keys move between them.
  const tabs = page.getByRole('tablist', { name: 'Filter goals' })
  await tabs.getByRole('tab', { name: /^Completed/ }).click()
  await expect(tabs.getByRole('tab', { name: /^Completed/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('goal-card')).toHaveCount(1)
  await expect(card(page, 'Juggle 50 times')).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.getByRole('tab', { name: /^Active/ })).toBeFocused()
  await expect(tabs.getByRole('tab', { name: /^Active/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('goal-card')).toHaveCount(1)
  await expect(card(page, 'Weaker foot passing')).toBeVisible()
  await page.keyboard.press('Home')
  await expect(tabs.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('goal-card')).toHaveCount(2)

  // Delete asks first: Escape and Cancel keep the goal, and focus goes back to the Delete button.
  const deleteButton = card(page, 'Weaker foot passing').getByRole('button', { name: 'Delete' })
  await deleteButton.click()
  const dialog = page.getByRole('dialog', { name: 'Delete this goal?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused() // focus stays inside
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(deleteButton).toBeFocused()
  await deleteButton.click()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('goal-card')).toHaveCount(2)

  await deleteButton.click()
  await dialog.getByRole('button', { name: 'Delete Goal' }).click()
  await expect(toast(page, GOAL_MESSAGES.deleted)).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(card(page, 'Weaker foot passing')).toHaveCount(0)
  await expectStats(page, '0', '1', '100%')
  expect(await goalTitles(page)).toEqual(['Juggle 50 times'])

  // The server kept it all: a reload shows the same.
  await page.reload()
  await expect(page.getByTestId('goal-card')).toHaveCount(1)
  await expect(card(page, 'Juggle 50 times').getByTestId('goal-complete-badge')).toBeVisible()
})

test('Players edit a goal in a dialog: the card shows the change at once, it is saved, bad input keeps the dialog with the message, Escape changes nothing', async ({
  page,
}) => {
  await signUpPlayer(page)
  await createGoal(page, 'Juggle 50 times', 'Keepy-uppies with both feet')
  await page.goto('/app/goal-tracker')
  const juggle = card(page, 'Juggle 50 times')
  await juggle.getByRole('button', { name: 'Edit' }).click()

  const dialog = page.getByRole('dialog', { name: 'Edit goal' })
  const title = dialog.getByLabel('Goal title')
  await expect(title).toBeFocused()
  await expect(title).toHaveValue('Juggle 50 times')
  await expect(dialog.getByLabel('Description')).toHaveValue('Keepy-uppies with both feet')

  // The create rules hold: a blank title keeps the dialog open with the title message, and nothing is saved.
  await title.fill('   ')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByText(GOAL_MESSAGES.enterTitle)).toBeVisible()
  await expect(title).toBeFocused()
  const past = addDays(todayIn(new Date(), 'UTC'), -2)
  await title.fill('Juggle 100 times')
  await dialog.getByLabel('Target date').fill(past)
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByText(GOAL_MESSAGES.targetDateInPast)).toBeVisible()
  expect(await goalTitles(page)).toEqual(['Juggle 50 times'])

  await dialog.getByLabel('Target date').fill('')
  await dialog.getByLabel('Pillar').selectOption({ label: 'Mental' })
  await title.press('Enter')
  await expect(toast(page, GOAL_MESSAGES.updated)).toBeVisible()
  await expect(dialog).toHaveCount(0)
  const edited = card(page, 'Juggle 100 times')
  await expect(edited.getByTestId('goal-pillar')).toHaveText('Mental')
  await expect(edited.getByRole('button', { name: 'Edit' })).toBeFocused()
  expect(await goalTitles(page)).toEqual(['Juggle 100 times'])

  // Escape closes without saving what was typed.
  await edited.getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('dialog', { name: 'Edit goal' }).getByLabel('Goal title').fill('Not this')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.reload()
  await expect(card(page, 'Juggle 100 times').getByTestId('goal-pillar')).toHaveText('Mental')
  expect(await goalTitles(page)).toEqual(['Juggle 100 times'])
})

test("A completed goal can be reopened from its card, within the free tier's limit of active goals", async ({ page }) => {
  await signUpPlayer(page)
  await createGoal(page, 'Juggle 50 times', 'Keepy-uppies with both feet')
  await page.goto('/app/goal-tracker')
  await card(page, 'Juggle 50 times').getByRole('button', { name: 'Complete' }).click()
  await expect(card(page, 'Juggle 50 times').getByTestId('goal-complete-badge')).toBeVisible()
  await createGoal(page, 'Weaker foot passing', 'Pass against the wall every day')
  await createGoal(page, 'Sprint drills', 'Ten sprints after practice')
  await page.reload()
  await expectStats(page, '2', '1', '33%')

  // Two active goals already: reopening a third is refused with the limit's words, and nothing changes.
  await card(page, 'Juggle 50 times').getByRole('button', { name: 'Reopen' }).click()
  await expect(toast(page, FREE_LIMIT)).toBeVisible()
  await expect(card(page, 'Juggle 50 times').getByTestId('goal-complete-badge')).toBeVisible()

  await card(page, 'Sprint drills').getByRole('button', { name: 'Delete' }).click()
  await page.getByTestId('delete-goal-dialog').getByRole('button', { name: 'Delete Goal' }).click()
  await expect(toast(page, GOAL_MESSAGES.deleted)).toBeVisible()
  await card(page, 'Juggle 50 times').getByRole('button', { name: 'Reopen' }).click()
  await expect(toast(page, GOAL_MESSAGES.reopened)).toBeVisible()
  await expect(card(page, 'Juggle 50 times').getByTestId('goal-complete-badge')).toHaveCount(0)
  await expect(card(page, 'Juggle 50 times').getByTestId('goal-completed-on')).toHaveCount(0)
  await expect(card(page, 'Juggle 50 times').getByRole('button', { name: 'Complete' })).toBeVisible()
  await expectStats(page, '2', '0', '0%')
})

test('A session planned from a goal card after the wizard is saved and shows on the dashboard; a bad duration keeps the dialog with its message', async ({
  page,
}) => {
  await signUpPlayer(page)
  await createGoal(page, 'Juggle 50 times', 'Keepy-uppies with both feet')
  await page.goto('/app/goal-tracker')
  await card(page, 'Juggle 50 times').getByRole('button', { name: '+ Plan a session' }).click()
  const dialog = page.getByRole('dialog', { name: 'Plan a session: Juggle 50 times' })
  await expect(dialog.getByLabel('Date')).toBeFocused()
  const day = addDays(todayIn(new Date(), 'UTC'), 2)
  await dialog.getByLabel('Date').fill(day)
  await dialog.getByLabel('Start time').fill('17:45')
  await dialog.getByLabel('Duration (minutes)').fill('5')
  await dialog.getByRole('button', { name: 'Plan Session' }).click()
  await expect(dialog.getByText(GOAL_MESSAGES.sessionDuration)).toBeVisible()
  await dialog.getByLabel('Duration (minutes)').fill('50')
  await dialog.getByLabel('Notes').fill('Both feet')
  await dialog.getByRole('button', { name: 'Plan Session' }).click()
  await expect(toast(page, GOAL_MESSAGES.sessionPlanned)).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.goto('/app/dashboard')
  const planned = page.getByTestId('upcoming-session')
  await expect(planned).toHaveCount(1)
  await expect(planned).toContainText('17:45')
  await expect(planned).toContainText('50 min')
  await expect(planned).toContainText('Juggle 50 times')
  await expect(planned).toContainText('Both feet')
})

test('A free player creating a third active goal through the form is told about the limit and nothing is created', async ({ page }) => {
  await signUpPlayer(page)
  await createGoal(page, 'Juggle 50 times', 'Keepy-uppies')

  // The second goal through the form: created, toast, back on My Goals.
  await page.goto('/app/goal-creation/new')
  const form = page.getByTestId('goal-form')
  await form.getByRole('button', { name: 'Create Goal' }).click()
  await expect(page.getByTestId('field-error-title')).toHaveText(GOAL_MESSAGES.enterTitle)
  await expect(form.getByLabel('Goal title')).toBeFocused()
  await form.getByLabel('Goal title').fill('Sprint 30 m under 5 s')
  await form.getByLabel('Pillar').selectOption('physical')
  await form.getByLabel('Goal type').selectOption('performance')
  await form.getByRole('button', { name: 'Create Goal' }).click()
  await expect(toast(page, GOAL_MESSAGES.created)).toBeVisible()
  await expect(page).toHaveURL(/\/app\/goal-tracker$/)
  await expect(card(page, 'Sprint 30 m under 5 s').getByTestId('goal-pillar')).toHaveText('Physical')

  // The third: the server refuses with the free limit's message and a way to the plans.
  await page.getByTestId('new-goal-link').click()
  await expect(page).toHaveURL(/\/app\/goal-creation\/new$/)
  await form.getByLabel('Goal title').fill('Score 10 goals this season')
  await form.getByRole('button', { name: 'Create Goal' }).click()
  const alert = page.getByTestId('form-error')
  await expect(alert).toContainText(FREE_LIMIT)
  await expect(alert.getByRole('link', { name: /plans/i })).toHaveAttribute('href', '/app/plans')
  await expect(page).toHaveURL(/\/app\/goal-creation\/new$/)
  expect((await goalTitles(page)).sort()).toEqual(['Juggle 50 times', 'Sprint 30 m under 5 s'])
})

test('Applying a suggestion fills the form and sets the target date its number of days from today', async ({ page }) => {
  await signUpPlayer(page)
  await page.goto('/app/goal-creation/new')
  const suggestions = page.getByTestId('goal-suggestion')
  await expect(suggestions.first()).toBeVisible()
  expect(await suggestions.count()).toBeLessThanOrEqual(6)

  const first = suggestions.first()
  const title = (await first.getByRole('heading').textContent()) ?? ''
  const days = Number(await first.getAttribute('data-target-days'))
  expect(days).toBeGreaterThanOrEqual(30)
  expect(days).toBeLessThanOrEqual(120)
  await expect(first.getByTestId('suggestion-days')).toHaveText(`${days} days`)
  await first.getByRole('button', { name: 'Use this' }).click()

  await expect(toast(page, GOAL_MESSAGES.suggestionApplied)).toBeVisible()
  const form = page.getByTestId('goal-form')
  await expect(form.getByLabel('Goal title')).toHaveValue(title)
  await expect(form.getByLabel('Goal title')).toBeFocused()
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  const today = todayIn(new Date(), timeZone)
  await expect(form.getByLabel('Target date')).toHaveValue(addDays(today, days))
  await expect(form.getByLabel('Target date')).toHaveAttribute('min', today)

  // A date before today is refused before anything is sent.
  await form.getByLabel('Target date').fill(addDays(today, -1))
  await form.getByRole('button', { name: 'Create Goal' }).click()
  await expect(page.getByTestId('field-error-target_date')).toHaveText(GOAL_MESSAGES.targetDateInPast)

  await first.getByRole('button', { name: 'Use this' }).click()
  await form.getByRole('button', { name: 'Create Goal' }).click()
  await expect(page).toHaveURL(/\/app\/goal-tracker$/)
  await expect(card(page, title).getByTestId('goal-deadline')).toHaveText(`${days} days left`)
})

test('Loading goals can be cancelled, shows the error with Try Again, and Try Again loads them', async ({ page }) => {
  await signUpPlayer(page)
  await createGoal(page, 'Juggle 50 times', 'Keepy-uppies')
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/goals', async (route) => {
    await held
    await route.continue().catch(() => undefined) // the browser may have dropped it already
  })

  await page.goto('/app/goal-tracker')
  await expect(page.getByTestId('goals-spinner')).toBeVisible()
  await page.getByTestId('goals-loading').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('goals-error-message')).toHaveText(GOAL_MESSAGES.loadFailed)
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeFocused()

  release()
  await page.unroute('**/api/goals')
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(card(page, 'Juggle 50 times')).toBeVisible()
})

test('A load that takes longer than 10 seconds stops with Request timeout', async ({ page }) => {
  await signUpPlayer(page)
  await page.clock.install()
  await page.route('**/api/goals', () => undefined) // never answered
  await page.goto('/app/goal-tracker')
  await expect(page.getByTestId('goals-spinner')).toBeVisible()
  await page.clock.runFor(10_001)
  await expect(page.getByTestId('goals-error-message')).toHaveText(GOAL_MESSAGES.requestTimeout)
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible()
})

test('Signed out, My Goals and Create New Goal show Not Logged In with a sign-in link', async ({ page }) => {
  await page.goto('/app/goal-tracker')
  const notLoggedIn = page.getByTestId('not-logged-in')
  await expect(notLoggedIn.getByRole('heading', { name: 'Not Logged In' })).toBeVisible()
  await expect(notLoggedIn.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/app/auth')
  await expect(page.getByTestId('new-goal-link')).toHaveCount(0)

  await page.goto('/app/goal-creation/new')
  await expect(page.getByRole('link', { name: 'Back to My Goals' })).toHaveAttribute('href', '/app/goal-tracker')
  await expect(page.getByTestId('not-logged-in').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/app/auth')
  await expect(page.getByTestId('goal-form')).toHaveCount(0)
})
