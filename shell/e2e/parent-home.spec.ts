import { expect, type Page, test } from '@playwright/test'
import { CONSENT_MESSAGES } from '@app/shared/domain/family/parental-consent.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { latestMail, SITE_ORIGIN, signUpParent, uniqueEmail } from './support.ts'

const nav = (page: Page) => page.getByTestId('top-nav')

/** What a parent who does not play sees in the top bar: Family first, no player pages. */
async function expectParentNav(page: Page) {
  await expect(nav(page).getByRole('link').first()).toHaveText('Family')
  await expect(nav(page).getByRole('link', { name: 'Family' })).toHaveAttribute('href', '/app/parent-dashboard')
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
  await expect(nav(page).getByRole('link', { name: 'Goal Tracker' })).toHaveCount(0)
}

test('protects behaviour: a new parent signs up from the home page, lands on the parent home and reaches linking a child in two clicks', async ({
  page,
}) => {
  await page.goto('/app')
  await page.getByRole('link', { name: "I'm a Parent" }).click()
  const form = page.getByTestId('sign-up-form')
  await expect(form.getByRole('radio', { name: 'Parent' })).toBeChecked()
  await form.getByLabel('First Name').fill('Rosa')
  await form.getByLabel('Last Name').fill('Okafor')
  await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('parent-home'))
  await form.getByLabel('Password', { exact: true }).fill('kickoff-123')
  await form.getByLabel('Confirm Password').fill('kickoff-123')
  await form.getByRole('button', { name: 'Sign Up' }).click()

  // The parent home: no family yet, so the first run, its family name ready; Family in the top bar.
  await expect(page).toHaveURL(/\/app\/parent-dashboard$/)
  await expect(page.getByTestId('family-first-run')).toContainText('Welcome, Rosa!')
  await expect(page.getByLabel('Family Name')).toHaveValue('Okafor Family')
  await expectParentNav(page)

  // Click 1: create the family. Click 2: link the child.
  await page.getByRole('button', { name: 'Create Family Account' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: FAMILY_MESSAGES.created })).toBeVisible()
  await page.getByTestId('no-members').getByRole('button', { name: "Link my child's account" }).click()
  await expect(page.getByTestId('link-child-form')).toBeVisible()
  await expect(page.getByLabel("Child's email")).toBeVisible()
  await expectParentNav(page)

  // The other way on from the same card: create the child's account.
  await page.getByTestId('no-members').getByRole('button', { name: 'Create an account for my child' }).click()
  await expect(page.getByTestId('create-child-form')).toBeVisible()
})

test('protects behaviour: a parent with a family signs in to the Family Dashboard and sees no Log Training or Player Level', async ({
  page,
}) => {
  await page.goto('/app/auth')
  const form = page.getByTestId('sign-in-form')
  await form.getByLabel('Email').fill('sam@pitchpath.dev')
  await form.getByLabel('Password').fill('demo-parent-1')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/app\/parent-dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Family Dashboard' })).toBeVisible()
  await expect(page.getByTestId('child-card').filter({ hasText: 'Maya' })).toBeVisible()
  await expectParentNav(page)
  // The player's own widgets are not a parent's: no Player Level card, no Log Training.
  await expect(page.getByTestId('level-card')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Log Training/ })).toHaveCount(0)

  // Any link to the player dashboard (checkout's success, an old bookmark) brings a parent home.
  await page.goto('/app/dashboard')
  await expect(page).toHaveURL(/\/app\/parent-dashboard$/)
  await expect(page.getByTestId('level-card')).toHaveCount(0)

  // Family stays in the top bar on every page.
  await nav(page).getByRole('link', { name: 'Games' }).click()
  await expect(page).toHaveURL(/\/app\/games$/)
  await expectParentNav(page)
})

test('protects behaviour: the signed-out home and landing pages lead to planning goals', async ({ page }) => {
  await page.goto('/app')
  await page.getByRole('link', { name: 'Plan My Goals' }).click()
  await expect(page).toHaveURL(/\/app\/player-selection$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Playing Style' })).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Plan My Goals' })).toHaveAttribute('href', '/app/player-selection')
})

test("protects behaviour: a child's wizard plan made before approval is on the server: the parent follows the mail link, signs up without retyping, approves, and the child finds the plan on a fresh browser", async ({
  browser,
}) => {
  const childEmail = uniqueEmail('wizard-child')
  const parentEmail = uniqueEmail('wizard-parent')

  // The child (10) plans in the wizard, signed out, and creates the account in step 3.
  const child = await (await browser.newContext()).newPage()
  await child.goto('/app/player-selection')
  await child.getByRole('radio', { name: /Playmaker/ }).check()
  await child.getByLabel('Age').fill('10')
  await child.getByRole('button', { name: /Continue/ }).click()
  await expect(child.getByRole('heading', { name: 'Choose up to 2 goals' })).toBeVisible()
  const goal = child.getByTestId('recommended-goal').nth(0)
  const title = ((await goal.locator('.pp-wizard-goal__title').textContent()) ?? '').trim()
  await goal.click()
  await child.getByTestId('wizard-next').click()
  await child.getByTestId('wizard-next').click()
  const form = child.getByTestId('wizard-account-form')
  await form.getByLabel('First Name').fill('Mia')
  await form.getByLabel('Last Name').fill('Rivera')
  await form.getByLabel('Email', { exact: true }).fill(childEmail)
  await form.getByLabel('Password', { exact: true }).fill('kickoff-123')
  await form.getByLabel('Confirm Password').fill('kickoff-123')
  await form.getByLabel('Parent/Guardian Email').fill(parentEmail)
  await child.getByTestId('wizard-finish').click()
  await expect(child.getByTestId('wizard-awaiting-parent')).toContainText(CONSENT_MESSAGES.awaiting(parentEmail))
  await expect(child.getByTestId('wizard-awaiting-parent')).toContainText(GOAL_MESSAGES.planKeptForApproval)
  await child.context().close()

  // The parent opens the mailed link, creates a parent account on that address and comes back to approve.
  const parent = await (await browser.newContext()).newPage()
  const link = new URL((await latestMail(parent, parentEmail)).text.match(/(http\S+#token=[\w-]+)/)![1]!)
  await parent.goto(link.pathname + link.hash)
  await parent.getByTestId('consent-sign-up').click()
  const signUp = parent.getByTestId('sign-up-form')
  await expect(signUp.getByLabel('Email', { exact: true })).toHaveValue(parentEmail)
  await expect(signUp.getByRole('radio', { name: 'Parent' })).toBeChecked()
  await signUp.getByLabel('First Name').fill('Rosa')
  await signUp.getByLabel('Last Name').fill('Rivera')
  await signUp.getByLabel('Password', { exact: true }).fill('kickoff-123')
  await signUp.getByLabel('Confirm Password').fill('kickoff-123')
  await signUp.getByRole('button', { name: 'Sign Up' }).click()
  await expect(parent).toHaveURL(/\/app\/family\/consent#token=/)
  await parent.getByRole('button', { name: /approve Mia's account/ }).click()
  await expect(parent.getByTestId('consent-approved')).toContainText(CONSENT_MESSAGES.approved('Mia'))
  await expectParentNav(parent)

  // The child, on a browser that never saw the wizard, signs in and finds the plan.
  const fresh = await (await browser.newContext()).newPage()
  await fresh.goto('/app/auth')
  const signIn = fresh.getByTestId('sign-in-form')
  await signIn.getByLabel('Email').fill(childEmail)
  await signIn.getByLabel('Password').fill('kickoff-123')
  await signIn.getByRole('button', { name: 'Sign In' }).click()
  await expect(fresh).toHaveURL(/\/app\/dashboard$/)
  await fresh.goto('/app/goal-tracker')
  await expect(fresh.getByText(title, { exact: true }).first()).toBeVisible()
})

test('protects behaviour: a parent who already has an account signs in on the consent page, email filled, and approves there', async ({
  browser,
}) => {
  const parentEmail = uniqueEmail('consent-sign-in')
  const parent = await (await browser.newContext()).newPage()
  await signUpParent(parent, { email: parentEmail, firstName: 'Rosa' })
  await parent.context().clearCookies()
  const childSignUp = await parent.request.post('/api/auth/sign-up', {
    headers: SITE_ORIGIN,
    data: {
      email: uniqueEmail('consent-kid'),
      password: 'kickoff-123',
      first_name: 'Noa',
      last_name: 'Rivera',
      accountType: 'player',
      age: 9,
      parentEmail,
    },
  })
  expect(childSignUp.status()).toBe(202)
  const link = new URL((await latestMail(parent, parentEmail)).text.match(/(http\S+#token=[\w-]+)/)![1]!)
  await parent.goto(link.pathname + link.hash)
  const signIn = parent.getByTestId('consent-sign-in').getByTestId('sign-in-form')
  await expect(signIn.getByLabel('Email')).toHaveValue(parentEmail)
  await signIn.getByLabel('Password').fill('kickoff-123')
  await signIn.getByRole('button', { name: 'Sign In' }).click()
  await expect(parent).toHaveURL(/\/app\/family\/consent#token=/)
  await parent.getByRole('button', { name: /approve Noa's account/ }).click()
  await expect(parent.getByTestId('consent-approved')).toContainText(CONSENT_MESSAGES.approved('Noa'))
})
