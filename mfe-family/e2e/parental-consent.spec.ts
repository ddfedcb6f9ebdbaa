import { expect, test } from '@playwright/test'
import { CONSENT_MESSAGES } from '@app/shared/domain/family/parental-consent.ts'
import { latestMail, signUpParent, uniqueEmail } from '../../shell/e2e/support.ts'

test('protects behaviour: a child under 13 who signs up waits for a parent, who approves from the emailed link and then finds the child in the family', async ({
  browser,
}) => {
  const childPage = await (await browser.newContext()).newPage()
  const parentPage = await (await browser.newContext()).newPage()
  const childEmail = uniqueEmail('young')
  const parentEmail = uniqueEmail('young-parent')

  // The child signs up on the auth page: no session, a clear message, the parent emailed.
  await childPage.goto('/app/auth?mode=sign-up')
  const form = childPage.getByTestId('sign-up-form')
  await form.getByLabel('First Name').fill('Mia')
  await form.getByLabel('Last Name').fill('Rivera')
  await form.getByLabel('Email', { exact: true }).fill(childEmail)
  await form.getByLabel('Age').fill('10')
  await form.getByLabel('Parent/Guardian Email').fill(parentEmail)
  await form.getByLabel('Password', { exact: true }).fill('kickoff-123')
  await form.getByLabel('Confirm Password').fill('kickoff-123')
  await form.getByRole('button', { name: 'Sign Up' }).click()
  await expect(childPage.getByTestId('consent-pending')).toHaveText(CONSENT_MESSAGES.awaiting(parentEmail))
  await expect(childPage).toHaveURL(/\/app\/auth/)
  const session = await (await childPage.request.get('/api/auth/session')).json()
  expect(session.user).toBeNull()

  // The parent opens the link, signs in with a parent account, reads the text and approves.
  const link = (await latestMail(parentPage, parentEmail)).text.match(/(http\S+#token=[\w-]+)/)?.[1]
  expect(link).toBeTruthy()
  await signUpParent(parentPage, { email: parentEmail, firstName: 'Rosa' })
  await parentPage.goto(new URL(link!).pathname + new URL(link!).hash)
  await expect(parentPage.getByTestId('consent-text')).toContainText('I am the parent or legal guardian of this child')
  await parentPage.getByRole('button', { name: /approve Mia's account/ }).click()
  await expect(parentPage.getByTestId('consent-approved')).toContainText(CONSENT_MESSAGES.approved('Mia'))
  await parentPage.getByRole('link', { name: 'Go to the Family Dashboard' }).click()
  await expect(parentPage.getByTestId('child-card').filter({ hasText: 'Mia' })).toBeVisible()

  // The child can now sign in.
  const signIn = await childPage.request.post('/api/auth/sign-in', {
    headers: { Origin: 'http://localhost:3000' },
    data: { email: childEmail, password: 'kickoff-123' },
  })
  expect(signIn.status()).toBe(200)
})
