import { expect, type Page, test } from '@playwright/test'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { latestMail, uniqueEmail } from './support.ts'

const nav = (page: Page) => page.getByTestId('top-nav')

async function signUpPlayer(page: Page, email: string, password: string) {
  await page.goto('/app/auth?mode=sign-up')
  const form = page.getByTestId('sign-up-form')
  await form.getByLabel('First Name').fill('Ada')
  await form.getByLabel('Last Name').fill('Striker')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByLabel('Confirm Password').fill(password)
  await form.getByLabel('Age').fill('13')
  await form.getByLabel('Parent/Guardian Email').fill(uniqueEmail('guardian'))
  await form.getByRole('button', { name: 'Sign Up' }).click()
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByTestId('sign-in-form')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

test('sign up shows the signed-in navigation, sign out shows the signed-out one, and sign-in returns to the guarded page', async ({
  page,
}) => {
  const email = uniqueEmail('player')
  await signUpPlayer(page, email, 'kickoff-123')

  await expect(page.getByText(AUTH_MESSAGES.accountCreated)).toBeVisible()
  await expect(page).toHaveURL(/\/app\/goal-tracker$/)
  // A new player is on the free tier and not a family admin: Upgrade, no Family, no Sign In.
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Upgrade' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Family' })).toHaveCount(0)
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0)

  await page.getByTestId('logout-button').click()
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByTestId('logout-button')).toHaveCount(0)

  // The session cookie is gone for real: a guarded page sends the visitor to sign in...
  await page.goto('/app/journey')
  await expect(page).toHaveURL(/\/app\/auth$/)
  await signIn(page, email, 'kickoff-123')
  // ...and signing in returns to where they were going.
  await expect(page).toHaveURL(/\/app\/journey$/)
  await expect(page.getByText(AUTH_MESSAGES.welcomeBack)).toBeVisible()
})

test("sign-up shows the sign-up page's message when the passwords differ and creates no account", async ({ page }) => {
  const email = uniqueEmail('mismatch')
  await page.goto('/app/auth?mode=sign-up')
  const form = page.getByTestId('sign-up-form')
  await form.getByLabel('First Name').fill('Ada')
  await form.getByLabel('Last Name').fill('Striker')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill('kickoff-123')
  await form.getByLabel('Confirm Password').fill('kickoff-124')
  await form.getByLabel('Age').fill('13')
  await form.getByLabel('Parent/Guardian Email').fill(uniqueEmail('guardian'))
  await form.getByRole('button', { name: 'Sign Up' }).click()
  await expect(form.getByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeVisible()
  await expect(page).toHaveURL(/\/app\/auth/)

  const res = await page.request.post('/api/auth/sign-in', {
    data: { email, password: 'kickoff-123' },
    headers: { Origin: 'http://localhost:3000' },
  })
  expect(res.status()).toBe(401)
})

test('a wrong password shows the server message and keeps the visitor signed out', async ({ page }) => {
  await page.goto('/app/auth')
  await signIn(page, 'maya@pitchpath.dev', 'not-her-password')
  await expect(page.getByTestId('sign-in-form').getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials)
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
})

test('the family admin sees Family and no Upgrade; the Pro player sees neither', async ({ page }) => {
  await page.goto('/app/auth')
  await signIn(page, 'sam@pitchpath.dev', 'demo-parent-1')
  await expect(nav(page).getByRole('link', { name: 'Family' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Upgrade' })).toHaveCount(0)
  await page.getByTestId('logout-button').click()

  await page.goto('/app/auth')
  await signIn(page, 'maya@pitchpath.dev', 'demo-player-1')
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Family' })).toHaveCount(0)
  await expect(nav(page).getByRole('link', { name: 'Upgrade' })).toHaveCount(0)
})

test('legacy paths without /app redirect to their /app routes', async ({ page }) => {
  await page.goto('/terms')
  await expect(page).toHaveURL(/\/app\/terms$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms')
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/app\/auth$/)
})

test('password reset through the outbox sets a new password, and the link works only once', async ({ page }) => {
  const email = uniqueEmail('reset')
  const created = await page.request.post('/api/auth/sign-up', {
    headers: { Origin: 'http://localhost:3000' },
    data: { email, password: 'old-pass-1', first_name: 'Rae', last_name: 'Set', accountType: 'parent' },
  })
  expect(created.status(), await created.text()).toBe(201)
  await page.context().clearCookies()

  await page.goto('/app/forgot-password')
  await page.getByTestId('forgot-password-form').getByLabel('Email').fill(email)
  await page.getByTestId('forgot-password-form').getByRole('button').click()
  await expect(page.getByTestId('reset-email-sent')).toBeVisible()

  const mail = await latestMail(page, email)
  const link = /https?:\/\/\S+\/app\/reset-password#\S+/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()
  await page.goto(new URL(new URL(link!).pathname + new URL(link!).hash, page.url()).toString())
  const form = page.getByTestId('reset-password-form')
  await form.getByLabel('New Password', { exact: true }).fill('new-pass-2')
  await form.getByLabel('Confirm New Password').fill('new-pass-2')
  await form.getByRole('button').click()
  await expect(page.getByText(AUTH_MESSAGES.passwordUpdated)).toBeVisible()
  await expect(page).toHaveURL(/\/app\/auth$/)

  await signIn(page, email, 'new-pass-2')
  await expect(page.getByTestId('logout-button')).toBeVisible()
  await page.getByTestId('logout-button').click()

  // The same link again: the token was used up.
  await page.goto(new URL(new URL(link!).pathname + new URL(link!).hash, page.url()).toString())
  await form.getByLabel('New Password', { exact: true }).fill('third-pass-3')
  await form.getByLabel('Confirm New Password').fill('third-pass-3')
  await form.getByRole('button').click()
  await expect(page.getByText(AUTH_MESSAGES.invalidResetLink)).toBeVisible()
  await expect(page).toHaveURL(/\/app\/auth$/)
})

test('a signed-out first visit logs no errors in the console (the session check is not a 401)', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/app', { waitUntil: 'networkidle' })
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
  await page.goto('/', { waitUntil: 'networkidle' })
  expect(errors).toEqual([])
})
