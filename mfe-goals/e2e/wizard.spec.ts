import { expect, type Page, test } from '@playwright/test'
import { addDays, browserTimeZone, todayIn } from '@app/shared/domain/calendar-day.ts'
import { WIZARD_DRAFT_STORAGE_KEY } from '@app/shared/domain/goal-wizard.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { uniqueEmail } from '../../shell/e2e/support.ts'

const toast = (page: Page, message: string) => page.getByTestId('toast').filter({ hasText: message })
const currentStep = (page: Page) => page.getByTestId('wizard-stepper').locator('[aria-current="step"]')
const recommended = (page: Page) => page.getByTestId('recommended-goal')
const nextButton = (page: Page) => page.getByTestId('wizard-next')

/** Player selection: a style, an age and a skill level, then Continue into the wizard's step 1. */
async function choosePlayer(page: Page, style: RegExp, age: string) {
  await page.goto('/app/player-selection')
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Playing Style' })).toBeVisible()
  await page.getByRole('radio', { name: style }).check()
  await page.getByLabel('Age').fill(age)
  await page.getByLabel('Skill Level').selectOption('advanced')
  await page.getByRole('button', { name: /Continue/ }).click()
  await expect(page).toHaveURL(/\/app\/goal-creation$/)
  await expect(currentStep(page)).toContainText('Choose Goals')
}

async function addCustomGoal(page: Page, title: string, description: string, focus: string) {
  await page.getByRole('button', { name: '+ Add a custom goal' }).click()
  const form = page.getByTestId('custom-goal-form')
  await form.getByLabel('Goal title').fill(title)
  await form.getByLabel('Description').fill(description)
  await form.getByLabel('Focus area').selectOption(focus)
  await form.getByRole('button', { name: 'Add Goal' }).click()
}

test('A visitor plans goals signed out, keeps the draft through a reload, creates the account in step 3 and the goals are saved', async ({
  page,
}) => {
  const today = todayIn(new Date(), browserTimeZone())

  // Player selection: the age is required and must lie between 6 and 50.
  await page.goto('/app/player-selection')
  await page.getByRole('radio', { name: /Playmaker/ }).check()
  await page.getByRole('button', { name: /Continue/ }).click()
  await expect(page.getByTestId('field-error-age')).toHaveText('Age must be between 6 and 50')
  await page.getByLabel('Age').fill('51')
  await page.getByRole('button', { name: /Continue/ }).click()
  await expect(page.getByTestId('field-error-age')).toHaveText('Age must be between 6 and 50')
  await page.getByLabel('Age').fill('14')
  await page.getByLabel('Skill Level').selectOption('intermediate')
  await page.getByRole('button', { name: /Continue/ }).click()
  await expect(page).toHaveURL(/\/app\/goal-creation$/)

  // Step 1: signed out, the goals save into a new free account, which holds 2 active goals, and
  // the wizard says so: one recommended goal (13-17, playmaker) and one custom goal.
  await expect(currentStep(page)).toContainText('Choose Goals')
  await expect(page.getByRole('heading', { name: 'Choose up to 2 goals' })).toBeVisible()
  await expect(page.getByTestId('wizard-plan-room')).toHaveText(GOAL_MESSAGES.wizardFreePlanRoom)
  await expect(recommended(page)).toHaveCount(3)
  const first = (await recommended(page).nth(0).locator('.pp-wizard-goal__title').textContent()) ?? ''
  await recommended(page).nth(0).click()
  await expect(recommended(page).nth(0)).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('button', { name: '+ Add a custom goal' }).click()
  await page.getByTestId('custom-goal-form').getByRole('button', { name: 'Add Goal' }).click()
  await expect(page.getByTestId('field-error-custom-title')).toHaveText(GOAL_MESSAGES.customGoalNeedsTitleAndDescription)
  await page.getByTestId('custom-goal-form').getByRole('button', { name: 'Cancel' }).click()
  await addCustomGoal(page, 'Weak foot finishing', 'Twenty shots with my left foot after every practice', 'physical')
  await expect(page.getByTestId('selected-goal-count')).toHaveText('2 of 2')
  // A third goal is more than the new account would hold: refused, with the true number.
  await recommended(page).nth(1).click()
  await expect(page.getByTestId('wizard-limit-message')).toHaveText(GOAL_MESSAGES.wizardLimit(2))
  await expect(recommended(page).nth(1)).toHaveAttribute('aria-pressed', 'false')
  // Every goal's target date starts 90 days out.
  await expect(page.getByTestId('selected-goal').first().getByLabel('Target date')).toHaveValue(addDays(today, 90))
  await nextButton(page).click()

  // Step 2: one session for the custom goal; an out-of-range duration is named.
  await expect(currentStep(page)).toContainText('Schedule Sessions')
  const custom = page.getByTestId('goal-schedule').filter({ hasText: 'Weak foot finishing' })
  await custom.getByRole('button', { name: '+ Add Session' }).click()
  const session = custom.getByTestId('planned-session')
  await expect(session.getByLabel('Duration (minutes)')).toHaveValue('60')
  await session.getByLabel('Duration (minutes)').fill('200')
  await expect(session.getByText(GOAL_MESSAGES.sessionDuration)).toBeVisible()
  await session.getByLabel('Duration (minutes)').fill('45')
  await expect(session.getByText(GOAL_MESSAGES.sessionDuration)).toHaveCount(0)
  await session.getByLabel('Date').fill(addDays(today, 3))
  await session.getByLabel('Start time').fill('17:30')
  await session.getByLabel('Notes').fill('Left foot only')

  // A reload in step 2 loses nothing.
  await page.reload()
  await expect(currentStep(page)).toContainText('Schedule Sessions')
  await expect(page.getByTestId('goal-schedule')).toHaveCount(2)
  const restored = page.getByTestId('goal-schedule').filter({ hasText: 'Weak foot finishing' }).getByTestId('planned-session')
  await expect(restored.getByLabel('Duration (minutes)')).toHaveValue('45')
  await expect(restored.getByLabel('Date')).toHaveValue(addDays(today, 3))
  await expect(restored.getByLabel('Start time')).toHaveValue('17:30')
  await expect(restored.getByLabel('Notes')).toHaveValue('Left foot only')
  await nextButton(page).click()

  // Step 3 signed out: the two goals fit the new free account, so nothing is flagged.
  await expect(currentStep(page)).toContainText('Save Your Plan')
  await expect(page.getByTestId('summary-goal')).toHaveCount(2)
  await expect(page.getByTestId('wizard-sign-in')).toHaveAttribute('href', '/app/auth')
  await expect(page.getByTestId('free-limit-notice')).toHaveCount(0)

  // Finish looks disabled until every field is filled, and says why when pressed.
  const form = page.getByTestId('wizard-account-form')
  const finish = page.getByTestId('wizard-finish')
  await expect(form.getByLabel('Age')).toHaveValue('14')
  await expect(finish).toHaveAttribute('aria-disabled', 'true')
  // aria-disabled keeps the button focusable and clickable for people; Playwright needs force.
  await finish.click({ force: true })
  await expect(page.getByTestId('wizard-account-error')).toHaveText(GOAL_MESSAGES.fillAccountFields)

  const email = uniqueEmail('wizard')
  await form.getByLabel('First Name').fill('Rio')
  await form.getByLabel('Last Name').fill('Playmaker')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill('kickoff-123')
  await form.getByLabel('Confirm Password').fill('kickoff-123')
  await form.getByLabel('Parent/Guardian Email').fill(uniqueEmail('guardian'))
  await expect(finish).not.toHaveAttribute('aria-disabled', 'true')
  await finish.click()

  await expect(toast(page, GOAL_MESSAGES.accountCreatedAndSaved)).toBeVisible()
  await expect(page).toHaveURL(/\/app\/goal-tracker$/)
  expect(await page.evaluate((key) => window.localStorage.getItem(key), WIZARD_DRAFT_STORAGE_KEY)).toBeNull()

  // Really saved, on the new account (same cookies): the goals and the planned session.
  const res = await page.request.get('/api/goals')
  expect(res.ok()).toBe(true)
  const { goals } = (await res.json()) as { goals: { id: string; title: string; goal_type: string; pillar: string; target_date: string }[] }
  expect(goals.map((g) => g.title).sort()).toEqual([first, 'Weak foot finishing'].sort())
  const saved = goals.find((g) => g.title === 'Weak foot finishing')!
  expect(saved).toMatchObject({ goal_type: 'process', pillar: 'physical', target_date: addDays(today, 90) })
  const detail = await page.request.get(`/api/goals/${saved.id}`)
  const { sessions } = (await detail.json()) as {
    sessions: { session_date: string; start_time: string; duration: number; notes: string }[]
  }
  expect(sessions).toEqual([
    expect.objectContaining({ session_date: addDays(today, 3), start_time: '17:30', duration: 45, notes: 'Left foot only' }),
  ])
})

test('Without a chosen player or a saved draft the wizard shows Missing Information with a way to player selection', async ({ page }) => {
  await page.goto('/app/goal-creation')
  await expect(page.getByRole('heading', { name: 'Missing Information' })).toBeVisible()
  await expect(page.getByTestId('wizard-stepper')).toHaveCount(0)
  await page.getByRole('link', { name: 'Choose Your Playing Style' }).click()
  await expect(page).toHaveURL(/\/app\/player-selection$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Playing Style' })).toBeVisible()
})

test("Step 1 needs a goal before Next, refuses a goal past the new free account's 2, and Previous returns to player selection with the draft offered", async ({
  page,
}) => {
  // The style cards are one radio group: arrow keys move between styles.
  await page.goto('/app/player-selection')
  const maestro = page.getByRole('radio', { name: /Playmaker/ })
  await maestro.focus()
  await page.keyboard.press('Space')
  await expect(maestro).toBeChecked()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: /Goal Scorer/ })).toBeChecked()

  await choosePlayer(page, /Defensive Leader/, '10')
  await expect(nextButton(page)).toBeDisabled()

  for (const i of [0, 1]) await recommended(page).nth(i).click()
  await expect(page.getByTestId('selected-goal-count')).toHaveText('2 of 2')
  await expect(nextButton(page)).toBeEnabled()

  // A custom goal as the 3rd: refused with the reason, the typed goal kept.
  await addCustomGoal(page, 'Talk to my back line', 'Call every run I see', 'mental')
  await expect(page.getByTestId('wizard-limit-message')).toHaveText(GOAL_MESSAGES.wizardLimit(2))
  await expect(page.getByTestId('custom-goal-form').getByLabel('Goal title')).toHaveValue('Talk to my back line')
  await expect(page.getByTestId('selected-goal-count')).toHaveText('2 of 2')

  // Free a place, fill it with the custom goal; the freed card then cannot be picked as a 3rd.
  await recommended(page).nth(1).click()
  await expect(page.getByTestId('wizard-limit-message')).toHaveCount(0)
  await page.getByTestId('custom-goal-form').getByRole('button', { name: 'Add Goal' }).click()
  await expect(page.getByTestId('selected-goal-count')).toHaveText('2 of 2')
  await recommended(page).nth(1).click()
  await expect(page.getByTestId('wizard-limit-message')).toHaveText(GOAL_MESSAGES.wizardLimit(2))
  await expect(recommended(page).nth(1)).toHaveAttribute('aria-pressed', 'false')

  // Removing every goal disables Next again.
  for (let n = 2; n > 0; n--)
    await page
      .getByTestId('selected-goal')
      .first()
      .getByRole('button', { name: /^Remove/ })
      .click()
  await expect(nextButton(page)).toBeDisabled()

  // Previous at step 1 goes back to player selection, which offers the draft.
  await page.getByRole('button', { name: /Previous/ }).click()
  await expect(page).toHaveURL(/\/app\/player-selection$/)
  await expect(page.getByTestId('resume-draft')).toBeVisible()
  await page.getByTestId('resume-draft').getByRole('link', { name: 'Continue Plan' }).click()
  await expect(page).toHaveURL(/\/app\/goal-creation$/)
  await expect(currentStep(page)).toContainText('Choose Goals')
})

test('Signing in midway keeps the draft; a signed-in save over the free limit shows the server message, and fewer goals then save', async ({
  page,
  request,
}) => {
  // An existing free player with one active goal, made through the API in a separate cookie jar,
  // so the browser itself is still signed out.
  const email = uniqueEmail('returning')
  const origin = { Origin: 'http://localhost:3000' }
  const signUp = await request.post('/api/auth/sign-up', {
    headers: origin,
    data: {
      email,
      password: 'kickoff-123',
      first_name: 'Ana',
      last_name: 'Keeper',
      accountType: 'player',
      age: 16,
      parentEmail: uniqueEmail('guardian'),
    },
  })
  expect(signUp.status(), await signUp.text()).toBe(201)
  const existing = await request.post('/api/goals', {
    headers: origin,
    data: { title: 'Existing goal', pillar: 'mental', goal_type: 'process' },
  })
  expect(existing.status(), await existing.text()).toBe(201)

  await choosePlayer(page, /Goal Scorer/, '16')
  await recommended(page).nth(0).click()
  await recommended(page).nth(1).click()
  await nextButton(page).click()
  await nextButton(page).click()

  // Sign in from step 3 and come straight back with the draft.
  await page.getByTestId('wizard-sign-in').click()
  await expect(page).toHaveURL(/\/app\/auth$/)
  const signIn = page.getByTestId('sign-in-form')
  await signIn.getByLabel('Email').fill(email)
  await signIn.getByLabel('Password').fill('kickoff-123')
  await signIn.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/app\/goal-creation$/)
  await expect(currentStep(page)).toContainText('Save Your Plan')
  await expect(page.getByTestId('summary-goal')).toHaveCount(2)
  await expect(page.getByTestId('wizard-account-form')).toHaveCount(0)

  // One active goal plus two new ones is over the free limit: warned, and the server refuses.
  await expect(page.getByTestId('free-limit-notice')).toContainText(GOAL_MESSAGES.freeLimit)
  await page.getByTestId('wizard-save').click()
  await expect(page.getByTestId('wizard-save-error')).toHaveText(GOAL_MESSAGES.freeLimit)

  await page.getByRole('button', { name: 'Change my goals' }).click()
  await recommended(page).nth(1).click()
  await nextButton(page).click()
  await nextButton(page).click()
  await expect(page.getByTestId('free-limit-notice')).toHaveCount(0)
  await page.getByTestId('wizard-save').click()
  await expect(toast(page, GOAL_MESSAGES.saved)).toBeVisible()
  await expect(page).toHaveURL(/\/app\/goal-tracker$/)

  const res = await page.request.get('/api/goals')
  const { goals } = (await res.json()) as { goals: { title: string }[] }
  expect(goals).toHaveLength(2)
  expect(goals.map((g) => g.title)).toContain('Existing goal')
})
