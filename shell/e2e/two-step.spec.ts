import { expect, test } from '@playwright/test'
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/domain/messages/account-data.ts'
import { SECURITY_MESSAGES } from '@app/shared/domain/messages/security.ts'
import { counterAt, totpCode } from '../../edge-api/src/features/auth/totp.ts'
import { SITE_ORIGIN, signUpParent } from './support.ts'

test('protects behaviour: a parent turns on two-step sign-in with an authenticator code, signs in with a recovery code, ends another session, and a protected change asks for a code first', async ({
  browser,
}) => {
  const a = await (await browser.newContext()).newPage()
  const email = await signUpParent(a, { firstName: 'Alba' })
  // A second browser, signed in before two-step sign-in exists.
  const b = await (await browser.newContext()).newPage()
  expect((await b.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email, password: 'kickoff-123' } })).status()).toBe(200)

  await a.goto('/app/account')
  const section = a.getByTestId('two-step-section')
  await section.getByRole('button', { name: 'Turn On Two-Step Sign-In' }).click()
  await section.getByLabel('Your password').fill('kickoff-123')
  await section.getByRole('button', { name: 'Continue' }).click()
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible()
  const secret = (await section.getByTestId('two-step-key').textContent())!.replace(/\s/g, '')
  await section.getByLabel('Code from the app').fill('000000')
  await section.getByRole('button', { name: 'Turn On' }).click()
  await expect(section.getByText(SECURITY_MESSAGES.codeWrong)).toBeVisible()
  await section.getByLabel('Code from the app').fill(totpCode(secret, counterAt(Date.now())))
  await section.getByRole('button', { name: 'Turn On' }).click()
  const codes = await section.getByTestId('recovery-codes').locator('code').allTextContents()
  expect(codes).toHaveLength(10)
  await section.getByRole('button', { name: 'I Have Saved My Codes' }).click()
  await expect(section.getByTestId('two-step-status')).toContainText('10 recovery codes left')

  // A third session, then ended from the list.
  const c = await (await browser.newContext()).newPage()
  expect(
    (
      await c.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email, password: 'kickoff-123', code: codes[0] } })
    ).status(),
  ).toBe(200)
  await a.reload()
  const rows = a.getByTestId('session-row')
  await expect(rows).toHaveCount(3)
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1)
  await rows
    .nth(2)
    .getByRole('button', { name: /^Sign out/ })
    .click()
  await expect(a.getByTestId('toast').filter({ hasText: SECURITY_MESSAGES.sessionEnded })).toBeVisible()
  await expect(rows).toHaveCount(2)
  expect((await c.request.get('/api/me')).status()).toBe(401)

  // Signing in now asks for a code after the password.
  await a.getByTestId('logout-button').click()
  await a.goto('/app/auth')
  const form = a.getByTestId('sign-in-form')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill('kickoff-123')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(form.getByLabel('Authentication code')).toBeFocused()
  await form.getByLabel('Authentication code').fill(codes[1]!)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(a).not.toHaveURL(/\/app\/auth/)

  // The older session must enter a code before a protected change; then the change goes through.
  await b.goto('/app/account')
  await b.getByLabel('Your password', { exact: true }).last().fill('kickoff-123')
  await b.getByRole('button', { name: 'Delete My Account' }).click()
  await b.getByTestId('delete-account-confirm').getByRole('button', { name: 'Delete Forever' }).click()
  const prompt = b.getByTestId('second-factor-dialog')
  await expect(prompt).toContainText(SECURITY_MESSAGES.stepUp)
  await prompt.getByLabel('Authentication code').fill(codes[2]!)
  await prompt.getByRole('button', { name: 'Continue' }).click()
  await expect(b.getByTestId('toast').filter({ hasText: ACCOUNT_DATA_MESSAGES.deleted })).toBeVisible()
})
