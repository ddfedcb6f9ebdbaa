import { expect, type Page, test } from '@playwright/test'
import { PUSH_MESSAGES } from '@app/shared/domain/messages/reminders.ts'
import { SITE_ORIGIN, signUpParent, uniqueEmail } from '../../shell/e2e/support.ts'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

test("protects behaviour: a family admin allows push reminders on a child's devices in family settings, and can take it back", async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage()
  await signUpParent(admin, { firstName: 'Rosa' })
  expect((await admin.request.post('/api/family', { headers: SITE_ORIGIN, data: { family_name: 'Rivera Family' } })).status()).toBe(201)
  const childEmail = uniqueEmail('push-child')
  const made = await admin.request.post('/api/family/children', {
    headers: SITE_ORIGIN,
    data: { first_name: 'Lia', last_name: 'Rivera', email: childEmail, password: 'kickoff-123', age: 11 },
  })
  expect(made.status(), await made.text()).toBe(201)
  const child = await (await browser.newContext()).newPage()
  const signedIn = await child.request.post('/api/auth/sign-in', {
    headers: SITE_ORIGIN,
    data: { email: childEmail, password: 'kickoff-123' },
  })
  expect(signedIn.status()).toBe(200)
  const needsParent = async () => (await (await child.request.get('/api/push/key')).json()).needs_parent
  expect(await needsParent()).toBe(true)

  await admin.goto('/app/family/settings')
  const allow = admin.getByTestId('settings-member').filter({ hasText: 'Lia' }).getByLabel(new RegExp(PUSH_MESSAGES.adminSwitch))
  await expect(allow).not.toBeChecked()
  await allow.check()
  await expect(toast(admin, PUSH_MESSAGES.adminSaved(true))).toBeVisible()
  expect(await needsParent()).toBe(false)

  await admin.reload()
  const again = admin.getByTestId('settings-member').filter({ hasText: 'Lia' }).getByLabel(new RegExp(PUSH_MESSAGES.adminSwitch))
  await expect(again).toBeChecked()
  await again.uncheck()
  await expect(toast(admin, PUSH_MESSAGES.adminSaved(false))).toBeVisible()
  expect(await needsParent()).toBe(true)
})
