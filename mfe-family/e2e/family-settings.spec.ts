import { expect, test } from '@playwright/test'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { latestMail, SITE_ORIGIN, signUpParent, uniqueEmail } from '../../shell/e2e/support.ts'

test('protects behaviour: the admin creates a child account and a guardian joins by code; settings change a permission, remove after confirmation; a teen can leave with the admin told, a child under 13 cannot', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage()
  const adminEmail = await signUpParent(admin, { firstName: 'Rosa' })
  expect((await admin.request.post('/api/family', { headers: SITE_ORIGIN, data: { family_name: 'Rivera Family' } })).status()).toBe(201)

  // A child under 13, created by the parent: no approval mail needed, the child can sign in at once.
  await admin.goto('/app/parent-dashboard')
  await admin.getByRole('button', { name: 'Create Child Account' }).click()
  const form = admin.getByTestId('create-child-form')
  const childEmail = uniqueEmail('made-child')
  await form.getByLabel('First name').fill('Lia')
  await form.getByLabel('Last name').fill('Rivera')
  await form.getByLabel("Child's sign-in email").fill(childEmail)
  await form.getByLabel('Password for the child').fill('kickoff-123')
  await form.getByLabel('Age').fill('9')
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(admin.getByTestId('child-card').filter({ hasText: 'Lia Rivera' })).toBeVisible()

  // A guardian is invited and joins with the mailed code on the setup page.
  await admin.getByRole('button', { name: 'Invite Member' }).click()
  const guardianEmail = uniqueEmail('guardian-join')
  await admin.getByTestId('invite-member-form').getByLabel('Email').fill(guardianEmail)
  await admin.getByRole('radio', { name: 'Guardian' }).check()
  await admin.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(admin.getByTestId('toast').filter({ hasText: FAMILY_MESSAGES.invited })).toBeVisible()
  const code = (await latestMail(admin, guardianEmail)).text.match(/invitation code: ([A-Z2-9]{8})/)?.[1]
  const guardian = await (await browser.newContext()).newPage()
  await signUpParent(guardian, { email: guardianEmail, firstName: 'Tomas' })
  await guardian.goto(`/app/family/setup?code=${code!.toLowerCase()}`)
  await guardian.getByRole('button', { name: 'Join Family' }).click()
  // A guardian who does not play lands on the family's pages they may open, with Family in the top bar.
  await expect(guardian).toHaveURL(/\/app\/family\/settings$/)
  await expect(guardian.getByTestId('top-nav').getByRole('link', { name: 'Family' })).toHaveAttribute('href', '/app/family/settings')

  // Settings: the guardian's permission changes; the under-13 child stays hidden from the guardian.
  await admin.goto('/app/family/settings')
  const guardianRow = admin.getByTestId('settings-member').filter({ hasText: 'Tomas' })
  await guardianRow.getByLabel(/Permission for Tomas/).selectOption('limited')
  await expect(admin.getByTestId('toast').filter({ hasText: FAMILY_MESSAGES.permissionUpdated })).toBeVisible()
  await expect(admin.getByTestId('audit-trail')).toContainText('changed a permission')
  const liaMember = (await (await admin.request.get('/api/family')).json()).family.members.find(
    (m: { first_name: string }) => m.first_name === 'Lia',
  )
  await guardian.goto(`/app/family/member/${liaMember.id}`)
  await expect(guardian).toHaveURL(/\/app\/parent-dashboard$/)
  await expect(guardian.getByTestId('toast').filter({ hasText: FAMILY_MESSAGES.noPermission })).toBeVisible()

  // Remove the guardian after the confirmation.
  await admin
    .getByTestId('settings-member')
    .filter({ hasText: 'Tomas' })
    .getByRole('button', { name: /Remove/ })
    .click()
  await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Remove' }).click()
  await expect(admin.getByTestId('settings-member').filter({ hasText: 'Tomas' })).toHaveCount(0)

  // Lia, under 13 and created by her parent, stays: leaving is her parent's to decide.
  const child = await (await browser.newContext()).newPage()
  expect(
    (
      await child.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email: childEmail, password: 'kickoff-123' } })
    ).status(),
  ).toBe(200)
  await child.goto('/app/family/settings')
  await expect(child.getByTestId('leave-managed-by-parent')).toHaveText(FAMILY_MESSAGES.childCannotLeave)
  await expect(child.getByRole('button', { name: 'Leave Family' })).toHaveCount(0)

  // A teen child (14) leaves from their own settings; the admin gets a notice.
  const teenEmail = uniqueEmail('made-teen')
  const made = await admin.request.post('/api/family/children', {
    headers: SITE_ORIGIN,
    data: { first_name: 'Teo', last_name: 'Rivera', email: teenEmail, password: 'kickoff-123', age: 14 },
  })
  expect(made.status(), await made.text()).toBe(201)
  const teen = await (await browser.newContext()).newPage()
  expect(
    (await teen.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email: teenEmail, password: 'kickoff-123' } })).status(),
  ).toBe(200)
  await teen.goto('/app/family/settings')
  await teen.getByRole('button', { name: 'Leave Family' }).click()
  await teen.getByTestId('confirm-dialog').getByRole('button', { name: 'Leave Family' }).click()
  await expect(teen.getByTestId('toast').filter({ hasText: FAMILY_MESSAGES.left })).toBeVisible()
  expect((await latestMail(admin, adminEmail)).subject).toContain('Teo Rivera left Rivera Family')
})
