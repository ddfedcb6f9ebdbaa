import { expect, type Page, test } from '@playwright/test'
import { CONSENT_MESSAGES } from '@app/shared/domain/family/parental-consent.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { latestMail, SITE_ORIGIN, signUpParent, signUpPlayer, uniqueEmail } from '../../shell/e2e/support.ts'

async function newPage(browser: import('@playwright/test').Browser): Promise<Page> {
  return (await browser.newContext()).newPage()
}

async function familyOf(admin: Page, name: string) {
  expect((await admin.request.post('/api/family', { headers: SITE_ORIGIN, data: { family_name: name } })).status()).toBe(201)
}

test('protects behaviour: a teen who linked themselves is mailed when the admin changes their permission or asks for their data', async ({
  browser,
}) => {
  const admin = await newPage(browser)
  await signUpParent(admin, { firstName: 'Rosa' })
  await familyOf(admin, 'Rivera Family')
  const teen = await newPage(browser)
  const teenEmail = await signUpPlayer(teen, { prefix: 'linked-teen', age: 15, firstName: 'Tia' })

  // The teen links themselves with the code from their own mail.
  const sent = await admin.request.post('/api/family/link-requests', {
    headers: SITE_ORIGIN,
    data: { child_email: teenEmail, permission_level: 'full_access' },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const code = (await latestMail(teen, teenEmail)).text.match(/verification code: (\d{6})/)?.[1]
  const verified = await teen.request.post('/api/family/link-requests/verify', { headers: SITE_ORIGIN, data: { code } })
  const { request } = await verified.json()
  expect((await teen.request.post(`/api/family/link-requests/${request.id}/accept`, { headers: SITE_ORIGIN })).status()).toBe(200)

  // The admin changes Tia's permission in the settings: Tia's mailbox says so.
  await admin.goto('/app/family/settings')
  await admin
    .getByTestId('settings-member')
    .filter({ hasText: 'Tia' })
    .getByLabel(/Permission for Tia/)
    .selectOption('view_only')
  await expect(admin.getByTestId('toast').filter({ hasText: FAMILY_MESSAGES.permissionUpdated })).toBeVisible()
  const notice = await latestMail(teen, teenEmail)
  expect(notice.subject).toBe('Rosa Rivera changed your settings in Rivera Family')
  expect(notice.text).toContain('Full access → View only')

  // The member page offers the admin no download of a teen's data, and asking by hand is refused and told.
  const tia = (await (await admin.request.get('/api/family')).json()).family.members.find(
    (m: { first_name: string }) => m.first_name === 'Tia',
  )
  await admin.goto(`/app/family/member/${tia.id}`)
  await expect(admin.getByRole('heading', { name: /Tia/ }).first()).toBeVisible()
  await expect(admin.getByRole('button', { name: /Download/ })).toHaveCount(0)
  const asked = await admin.request.get(`/api/family/members/${tia.id}/export`)
  expect(asked.status()).toBe(403)
  expect((await asked.json()).error.message).toBe(FAMILY_MESSAGES.onlyConsentingParent)
  expect((await latestMail(teen, teenEmail)).subject).toBe('Rosa Rivera asked for your PitchPath data')
})

test('protects behaviour: a child under 13 sees their age in settings without a way to change it and is sent to their parent at checkout; a teen edits theirs', async ({
  browser,
}) => {
  const admin = await newPage(browser)
  await signUpParent(admin, { firstName: 'Rosa' })
  await familyOf(admin, 'Rivera Family')
  const childEmail = uniqueEmail('young-settings')
  const made = await admin.request.post('/api/family/children', {
    headers: SITE_ORIGIN,
    data: { first_name: 'Lia', last_name: 'Rivera', email: childEmail, password: 'kickoff-123', age: 9 },
  })
  expect(made.status(), await made.text()).toBe(201)

  const child = await newPage(browser)
  expect(
    (
      await child.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email: childEmail, password: 'kickoff-123' } })
    ).status(),
  ).toBe(200)
  await child.goto('/app/account')
  const profile = child.getByTestId('profile-section')
  await expect(profile.getByTestId('profile-age')).toHaveText('9')
  await expect(profile.getByTestId('age-managed-by-parent')).toHaveText(CONSENT_MESSAGES.ageManagedByParent)
  await expect(profile.getByLabel('Age')).toHaveCount(0)
  await expect(profile.getByRole('button', { name: 'Save Profile' })).toHaveCount(0)
  // Nor does she buy a plan: checkout sends her to her parent.
  await child.goto('/app/subscription')
  await expect(child.getByTestId('ask-parent-for-plan')).toContainText(CONSENT_MESSAGES.askParentForPlan)
  await expect(child.getByRole('button', { name: /Pay \$/ })).toHaveCount(0)

  const teen = await newPage(browser)
  await signUpPlayer(teen, { prefix: 'teen-settings', age: 15 })
  await teen.goto('/app/account')
  const own = teen.getByTestId('profile-section')
  await own.getByLabel('Age').fill('16')
  await own.getByRole('button', { name: 'Save Profile' }).click()
  await expect(teen.getByTestId('toast').filter({ hasText: 'Profile saved.' })).toBeVisible()
  expect((await (await teen.request.get('/api/me')).json()).user.age).toBe(16)
})

test('protects behaviour: an invitation opened by another account says so, and stays open for the invited address', async ({ browser }) => {
  const admin = await newPage(browser)
  await signUpParent(admin, { firstName: 'Rosa' })
  await familyOf(admin, 'Rivera Family')
  const invitedEmail = uniqueEmail('invited')
  expect(
    (
      await admin.request.post('/api/family/invitations', { headers: SITE_ORIGIN, data: { email: invitedEmail, relationship: 'guardian' } })
    ).status(),
  ).toBe(201)
  const code = (await latestMail(admin, invitedEmail)).text.match(/invitation code: ([A-Z2-9]{8})/)?.[1]

  const other = await newPage(browser)
  await signUpParent(other, { firstName: 'Eve' })
  await other.goto(`/app/family/setup?code=${code}`)
  await other.getByRole('button', { name: 'Join Family' }).click()
  await expect(other.getByTestId('join-family-form').getByRole('alert')).toHaveText(FAMILY_MESSAGES.invitationForAnotherEmail)
  expect((await (await other.request.get('/api/family')).json()).family).toBeNull()

  const invited = await newPage(browser)
  await signUpParent(invited, { email: invitedEmail, firstName: 'Tomas' })
  await invited.goto(`/app/family/setup?code=${code}`)
  await invited.getByRole('button', { name: 'Join Family' }).click()
  await expect(invited).toHaveURL(/\/app\/family\/settings$/)
})

test("protects behaviour: a consent link tells another parent it is not theirs, and lets the child's parent sign up on that address and come back to approve", async ({
  browser,
}) => {
  const childPage = await newPage(browser)
  const parentEmail = uniqueEmail('consent-parent')
  const signUp = await childPage.request.post('/api/auth/sign-up', {
    headers: SITE_ORIGIN,
    data: {
      email: uniqueEmail('consent-child'),
      password: 'kickoff-123',
      first_name: 'Mia',
      last_name: 'Rivera',
      accountType: 'player',
      age: 10,
      parentEmail,
    },
  })
  expect(signUp.status()).toBe(202)
  const link = new URL((await latestMail(childPage, parentEmail)).text.match(/(http\S+#token=[\w-]+)/)![1]!)

  // Another parent, signed in, is told the link is not theirs; nothing is approved.
  const other = await newPage(browser)
  await signUpParent(other, { firstName: 'Eve' })
  await other.goto(link.pathname + link.hash)
  await expect(other.getByTestId('consent-wrong-account').getByRole('alert')).toHaveText(CONSENT_MESSAGES.otherParent)
  await expect(other.getByRole('button', { name: /approve Mia's account/ })).toHaveCount(0)

  // The child's parent, with no account yet: the sign-up starts on their address as a parent and comes back.
  const parent = await newPage(browser)
  await parent.goto(link.pathname + link.hash)
  await expect(parent.getByTestId('consent-sign-in').getByLabel('Email')).toHaveValue(parentEmail)
  await parent.getByTestId('consent-sign-up').click()
  const form = parent.getByTestId('sign-up-form')
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(parentEmail)
  await expect(form.getByRole('radio', { name: 'Parent' })).toBeChecked()
  await form.getByLabel('First Name').fill('Rosa')
  await form.getByLabel('Last Name').fill('Rivera')
  await form.getByLabel('Password', { exact: true }).fill('kickoff-123')
  await form.getByLabel('Confirm Password').fill('kickoff-123')
  await form.getByRole('button', { name: 'Sign Up' }).click()
  await expect(parent).toHaveURL(/\/app\/family\/consent#token=/)
  await parent.getByRole('button', { name: /approve Mia's account/ }).click()
  await expect(parent.getByTestId('consent-approved')).toContainText(CONSENT_MESSAGES.approved('Mia'))
})
