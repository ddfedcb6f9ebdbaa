import { expect, test } from '@playwright/test'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { latestMail, SITE_ORIGIN, signUpParent, signUpPlayer } from '../../shell/e2e/support.ts'

test("protects behaviour: a parent creates a family and links a child who verifies the mailed code and accepts; the parent sees the child, the member detail and the child's training in the feed", async ({
  browser,
}) => {
  const parent = await (await browser.newContext()).newPage()
  const child = await (await browser.newContext()).newPage()
  await signUpParent(parent, { firstName: 'Rosa' })
  const childEmail = await signUpPlayer(child, { prefix: 'family-child', age: 14, firstName: 'Kai' })

  // The parent creates the family: the Family link appears in the navigation.
  await parent.goto('/app/family/setup')
  await parent.getByRole('button', { name: 'Create Family Account' }).click()
  await expect(parent.getByText(FAMILY_MESSAGES.familyNameRequired)).toBeVisible()
  await parent.getByLabel('Family Name').fill('Rivera Family')
  await parent.getByRole('button', { name: 'Create Family Account' }).click()
  await expect(parent).toHaveURL(/\/app\/parent-dashboard$/)
  await expect(parent.getByTestId('toast').filter({ hasText: FAMILY_MESSAGES.created })).toBeVisible()
  await expect(parent.getByTestId('top-nav').getByRole('link', { name: 'Family' })).toBeVisible()
  await expect(parent.getByText('No Family Members Yet')).toBeVisible()

  // A link request for the child's email.
  await parent.getByRole('button', { name: 'Link Child Account' }).click()
  await parent.getByLabel("Child's email").fill(childEmail)
  await parent.getByRole('button', { name: 'Send Link Request' }).click()
  await expect(parent.getByTestId('toast').filter({ hasText: FAMILY_MESSAGES.linkSent })).toBeVisible()
  await expect(parent.getByTestId('pending-link-requests')).toContainText(childEmail)
  await expect(parent.getByTestId('pending-link-requests')).toContainText('Awaiting verification')

  // The child reads the code from their mail, verifies, reviews and accepts.
  const code = (await latestMail(child, childEmail)).text.match(/verification code: (\d{6})/)?.[1]
  expect(code).toBeTruthy()
  await child.goto('/app/family/verify-link')
  await child.getByLabel('Verification code').fill('12a')
  await child.getByRole('button', { name: 'Verify Code' }).click()
  await expect(child.getByText(FAMILY_MESSAGES.codeInvalid)).toBeVisible()
  await child.getByLabel('Verification code').fill(code!)
  await child.getByRole('button', { name: 'Verify Code' }).click()
  const review = child.getByTestId('link-review')
  await expect(review).toContainText('Rivera Family')
  await expect(review).toContainText('Rosa Rivera')
  await expect(review).toContainText("I'd like to add you to our family account: Rivera Family")
  await review.getByRole('button', { name: 'Accept' }).click()
  await expect(child.getByTestId('toast').filter({ hasText: FAMILY_MESSAGES.linkAccepted })).toBeVisible()
  await expect(child).toHaveURL(/\/app\/dashboard$/)

  // The child trains; the parent sees the child, opens the detail, and finds the session in the feed.
  const logged = await child.request.post('/api/training', {
    headers: SITE_ORIGIN,
    data: {
      id: crypto.randomUUID(),
      session_type: 'technical',
      skill_focus: ['technical'],
      duration_minutes: 40,
      energy_level: 4,
      time_zone: 'UTC',
    },
  })
  expect(logged.status()).toBe(201)
  await parent.reload()
  const card = parent.getByTestId('child-card').filter({ hasText: 'Kai' })
  await expect(card).toBeVisible()
  await parent.getByRole('tab', { name: 'Activity Feed' }).click()
  await expect(parent.getByTestId('activity-item').filter({ hasText: 'Logged a 40-minute Technical session' })).toBeVisible()
  await expect(parent.getByTestId('activity-item').first()).toContainText(/Just now|\dm/)
  await parent.getByRole('tab', { name: 'Overview' }).click()
  await card.getByRole('link', { name: /View Details/ }).click()
  await expect(parent).toHaveURL(/\/app\/family\/member\//)
  await expect(parent.getByRole('heading', { level: 1 })).toContainText('Kai')
  await expect(parent.getByText('No Goals Yet')).toBeVisible()

  // The view was audited; a member id that is not in the family says Member Not Found.
  await parent.goto('/app/family/settings')
  await expect(parent.getByTestId('audit-trail')).toContainText("viewed a member's goals")
  await parent.goto(`/app/family/member/${crypto.randomUUID()}`)
  await expect(parent.getByRole('heading', { name: FAMILY_MESSAGES.memberNotFound })).toBeVisible()
})

test('protects behaviour: a member who is not the admin sees Access Denied on the family dashboard, and a signed-out visitor must log in to verify a link', async ({
  page,
}) => {
  await page.goto('/app/family/verify-link')
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible()
  await signUpPlayer(page, { prefix: 'not-admin', age: 15 })
  await page.goto('/app/parent-dashboard')
  await expect(page.getByText(FAMILY_MESSAGES.accessDenied)).toBeVisible()
})

test("protects behaviour: with full access the admin edits a child's goal from the member page; the child sees the change and the audit trail names it", async ({
  browser,
}) => {
  const parent = await (await browser.newContext()).newPage()
  const child = await (await browser.newContext()).newPage()
  await signUpParent(parent, { firstName: 'Rosa' })
  const childEmail = await signUpPlayer(child, { prefix: 'edit-child', age: 14, firstName: 'Kai' })
  expect((await parent.request.post('/api/family', { headers: SITE_ORIGIN, data: { family_name: 'Rivera Family' } })).status()).toBe(201)
  const sent = await parent.request.post('/api/family/link-requests', {
    headers: SITE_ORIGIN,
    data: { child_email: childEmail, permission_level: 'full_access' },
  })
  expect(sent.status()).toBe(201)
  const code = (await latestMail(child, childEmail)).text.match(/verification code: (\d{6})/)?.[1]
  const verified = await child.request.post('/api/family/link-requests/verify', { headers: SITE_ORIGIN, data: { code } })
  const { request } = await verified.json()
  expect((await child.request.post(`/api/family/link-requests/${request.id}/accept`, { headers: SITE_ORIGIN })).status()).toBe(200)
  const created = await child.request.post('/api/goals', {
    headers: SITE_ORIGIN,
    data: { title: 'Juggle 20', pillar: 'technical', goal_type: 'process' },
  })
  const goalId = (await created.json()).goal.id as string

  await parent.goto('/app/parent-dashboard')
  await parent
    .getByTestId('child-card')
    .filter({ hasText: 'Kai' })
    .getByRole('link', { name: /View Details/ })
    .click()
  const row = parent.getByTestId('member-goal').filter({ hasText: 'Juggle 20' })
  await row.getByRole('button', { name: "Edit Kai's goal Juggle 20" }).click()
  const dialog = parent.getByRole('dialog', { name: 'Edit goal' })
  await dialog.getByLabel('Goal title').fill('Juggle 40')
  await dialog.getByLabel('Pillar').selectOption({ label: 'Mental' })
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(parent.getByTestId('toast').filter({ hasText: GOAL_MESSAGES.updated })).toBeVisible()
  await expect(parent.getByTestId('member-goal')).toContainText(['Juggle 40 · Mental'])

  const mine = await (await child.request.get(`/api/goals/${goalId}`)).json()
  expect([mine.goal.title, mine.goal.pillar]).toEqual(['Juggle 40', 'mental'])
  await parent.goto('/app/family/settings')
  await expect(parent.getByTestId('audit-trail')).toContainText("edited a child's goal")
})
