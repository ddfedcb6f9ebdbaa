import { expect, test } from '@playwright/test'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { SECURITY_MESSAGES } from '@app/shared/domain/messages/security.ts'
import { counterAt, totpCode } from '../../edge-api/src/features/auth/totp.ts'
import { latestMail, SITE_ORIGIN, signUpParent } from './support.ts'

test("protects behaviour: changing the password asks for the current one (and the code when two-step sign-in is on), shows the server's field errors, signs other devices out and mails the owner", async ({
  browser,
}) => {
  const a = await (await browser.newContext()).newPage()
  const email = await signUpParent(a, { firstName: 'Paz' })
  const other = await (await browser.newContext()).newPage()
  expect((await other.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email, password: 'kickoff-123' } })).status()).toBe(
    200,
  )

  await a.goto('/app/account')
  const section = a.getByTestId('password-section')
  const current = section.getByLabel('Current password')
  await expect(section.getByLabel('Code from your authenticator app')).toHaveCount(0)

  // Nothing typed: the form says what it needs before asking the server.
  await section.getByRole('button', { name: 'Change Password' }).click()
  await expect(section.getByText(AUTH_MESSAGES.currentPasswordRequired)).toBeVisible()

  // A wrong current password: the server's message, by the field it names; nothing changes.
  await current.fill('not-my-password')
  await section.getByLabel('New password', { exact: true }).fill('brand-new-1')
  await section.getByLabel('Confirm new password').fill('brand-new-1')
  await section.getByRole('button', { name: 'Change Password' }).click()
  await expect(current).toHaveAttribute('aria-invalid', 'true')
  await expect(section.getByText(AUTH_MESSAGES.currentPasswordWrong)).toBeVisible()
  expect((await other.request.get('/api/me')).status()).toBe(200)

  await current.fill('kickoff-123')
  await section.getByRole('button', { name: 'Change Password' }).click()
  await expect(a.getByTestId('toast').filter({ hasText: AUTH_MESSAGES.passwordUpdated })).toBeVisible()
  await expect(current).toHaveValue('')
  expect((await other.request.get('/api/me')).status(), 'the other device was signed out').toBe(401)
  expect((await a.request.get('/api/me')).status(), 'this one stays signed in').toBe(200)
  const mail = await latestMail(a, email)
  expect(mail.subject).toBe('Your PitchPath password was changed')
  expect(mail.text).toContain('/app/forgot-password')

  // With two-step sign-in on, the form asks for the code too.
  const setup = await a.request.post('/api/me/two-factor/setup', { headers: SITE_ORIGIN, data: { password: 'brand-new-1' } })
  const { secret } = await setup.json()
  const enabled = await a.request.post('/api/me/two-factor/enable', {
    headers: SITE_ORIGIN,
    data: { code: totpCode(secret, counterAt(Date.now())) },
  })
  expect(enabled.status(), await enabled.text()).toBe(200)
  const { recovery_codes: codes } = await enabled.json()
  await a.reload()
  const code = section.getByLabel('Code from your authenticator app')
  await expect(code).toBeVisible()
  await section.getByLabel('Current password').fill('brand-new-1')
  await section.getByLabel('New password', { exact: true }).fill('brand-new-2')
  await section.getByLabel('Confirm new password').fill('brand-new-2')
  await section.getByRole('button', { name: 'Change Password' }).click()
  await expect(section.getByText(SECURITY_MESSAGES.codeRequired)).toBeVisible()
  await code.fill('000000')
  await section.getByRole('button', { name: 'Change Password' }).click()
  await expect(section.getByText(SECURITY_MESSAGES.codeWrong)).toBeVisible()
  await code.fill(codes[0])
  await section.getByRole('button', { name: 'Change Password' }).click()
  await expect(a.getByTestId('toast').filter({ hasText: AUTH_MESSAGES.passwordUpdated })).toBeVisible()

  expect(
    (
      await other.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email, password: 'brand-new-1', code: codes[1] } })
    ).status(),
  ).toBe(401)
  expect(
    (
      await other.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email, password: 'brand-new-2', code: codes[1] } })
    ).status(),
  ).toBe(200)
})
