import { expect, type Page, test } from '@playwright/test'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { SITE_ORIGIN, signUpParent, uniqueEmail } from '../../shell/e2e/support.ts'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

test("protects behaviour: with goal approval on, a child's new goal waits on the Family Dashboard; sent back with a note, edited to ask again, approved, and only then completed", async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage()
  await signUpParent(admin, { firstName: 'Rosa' })
  expect((await admin.request.post('/api/family', { headers: SITE_ORIGIN, data: { family_name: 'Rivera Family' } })).status()).toBe(201)
  const childEmail = uniqueEmail('approval-child')
  const made = await admin.request.post('/api/family/children', {
    headers: SITE_ORIGIN,
    data: { first_name: 'Lia', last_name: 'Rivera', email: childEmail, password: 'kickoff-123', age: 11 },
  })
  expect(made.status(), await made.text()).toBe(201)

  // The admin turns approval on for Lia in family settings.
  await admin.goto('/app/family/settings')
  await admin
    .getByTestId('settings-member')
    .filter({ hasText: 'Lia' })
    .getByLabel(/New goals need my approval/)
    .check()
  await expect(toast(admin, FAMILY_MESSAGES.approvalSettingSaved)).toBeVisible()

  // Lia sets a goal: it waits, and there is no Complete on it.
  const child = await (await browser.newContext()).newPage()
  expect(
    (
      await child.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email: childEmail, password: 'kickoff-123' } })
    ).status(),
  ).toBe(200)
  expect(
    (
      await child.request.post('/api/goals', {
        headers: SITE_ORIGIN,
        data: { title: 'Train every day', pillar: 'physical', goal_type: 'process' },
      })
    ).status(),
  ).toBe(201)
  await child.goto('/app/goal-tracker')
  const card = child.getByTestId('goal-card').filter({ hasText: 'Train every day' })
  await expect(card.getByTestId('goal-approval-badge')).toHaveText('Waiting for approval')
  await expect(card.getByRole('button', { name: 'Complete' })).toHaveCount(0)

  // The admin sends it back with a note.
  await admin.goto('/app/parent-dashboard')
  await expect(admin.getByTestId('child-card').filter({ hasText: 'Lia Rivera' }).getByTestId('child-waiting')).toHaveText(
    '· 1 waiting for your approval',
  )
  const waiting = admin.getByTestId('goal-approval').filter({ hasText: 'Train every day' })
  await waiting.getByRole('button', { name: /Send back/ }).click()
  await waiting.getByLabel('A note for Lia (optional)').fill('Rest days help you grow: try 4 days a week.')
  await waiting.getByRole('button', { name: /Send Back/ }).click()
  await expect(toast(admin, FAMILY_MESSAGES.goalSentBack)).toBeVisible()
  await expect(admin.getByTestId('goal-approvals')).toHaveCount(0)

  // Lia reads the note and edits the goal, which asks again.
  await child.reload()
  await expect(card.getByTestId('goal-approval-badge')).toHaveText('Sent back')
  await expect(card.getByTestId('goal-approval-note')).toContainText('Rest days help you grow: try 4 days a week.')
  await card.getByRole('button', { name: 'Edit' }).click()
  const dialog = child.getByRole('dialog', { name: 'Edit goal' })
  await dialog.getByLabel('Goal title').fill('Train 4 days a week')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  const edited = child.getByTestId('goal-card').filter({ hasText: 'Train 4 days a week' })
  await expect(edited.getByTestId('goal-approval-badge')).toHaveText('Waiting for approval')

  // Approved, it is Lia's to complete.
  await admin.reload()
  await admin
    .getByTestId('goal-approval')
    .filter({ hasText: 'Train 4 days a week' })
    .getByRole('button', { name: /Approve/ })
    .click()
  await expect(toast(admin, FAMILY_MESSAGES.goalApproved)).toBeVisible()
  await child.reload()
  await expect(edited.getByTestId('goal-approval-badge')).toHaveCount(0)
  await edited.getByRole('button', { name: 'Complete' }).click()
  await expect(edited.getByTestId('goal-complete-badge')).toBeVisible()
})
