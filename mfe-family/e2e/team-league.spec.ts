import { expect, test } from '@playwright/test'
import { latestMail, SITE_ORIGIN, signUpParent, signUpPlayer, uniqueEmail } from '../../shell/e2e/support.ts'

// docs/features/family.md "Team groups and the weekly league".
test('protects behaviour: a parent creates a team, a teen joins and a child under 13 joins with the parent’s approval; they cheer each other from the fixed set and see the weekly league', async ({
  browser,
}) => {
  const coachPage = await (await browser.newContext()).newPage()
  const teenPage = await (await browser.newContext()).newPage()
  const childPage = await (await browser.newContext()).newPage()
  const parentPage = await (await browser.newContext()).newPage()

  // The coach (a parent account) creates the team and reads its join code.
  await signUpParent(coachPage, { firstName: 'Sam' })
  await coachPage.goto('/app/teams')
  await coachPage.getByLabel('Team name').fill('Lions')
  await coachPage.getByRole('button', { name: 'Create Team' }).click()
  await expect(coachPage.getByRole('heading', { name: 'Lions' })).toBeVisible()
  const code = (await coachPage.getByTestId('join-code').textContent())!.trim()
  expect(code).toMatch(/^[A-Z2-9]{8}$/)
  // A new team's league says how it fills instead of showing an empty table.
  await expect(coachPage.getByTestId('league-empty')).toContainText('Share the join code')
  await expect(coachPage.getByTestId('league-row')).toHaveCount(0)
  // Setting the week's drills is the Parent plan's coach communication: a free coach is told so,
  // with the way to the plans, where the picker would be; the team itself is free.
  const teamPath = new URL(coachPage.url()).pathname
  const drills = coachPage.getByTestId('team-drills')
  await expect(drills.getByTestId('team-drills-upgrade')).toHaveText(
    /Setting your team's drills is part of the Parent plan\. Upgrade to choose the week's drills\./,
  )
  await expect(drills.getByLabel('Drill')).toHaveCount(0)
  await drills.getByRole('link', { name: 'See Plans' }).click()
  await expect(coachPage).toHaveURL(/\/app\/plans$/)
  await coachPage
    .getByTestId('plan-parent')
    .getByRole('button', { name: /Upgrade Now/ })
    .click()
  await expect(coachPage).toHaveURL(/\/app\/subscription$/)
  await coachPage.getByRole('radio', { name: 'Parent $8/month' }).check()
  await coachPage.getByLabel('Card number').fill('4242 4242 4242 4242')
  await coachPage.getByLabel('Expiry (MM/YY)').fill('12/30')
  await coachPage.getByLabel('CVC').fill('123')
  await coachPage.getByRole('button', { name: 'Pay $8/month' }).click()
  await expect(coachPage.getByTestId('toast').filter({ hasText: 'Payment successful!' })).toBeVisible()
  await expect(coachPage).toHaveURL(/\/app\/parent-dashboard$/)
  await coachPage.goto(teamPath)
  // On Parent, the coach sets a library drill for the week (no message goes with it).
  await expect(drills.getByTestId('team-drills-upgrade')).toHaveCount(0)
  const drill = drills.getByLabel('Drill')
  await expect(drill.locator('option')).not.toHaveCount(1)
  const drillTitle = (await drill.locator('option').nth(1).textContent())!.replace(/ \(\d+ min\)$/, '')
  await drill.selectOption({ index: 1 })
  await drills.getByRole('button', { name: 'Set for This Week' }).click()
  await expect(drills.getByRole('link', { name: drillTitle })).toBeVisible()

  // A 14-year-old joins at once.
  await signUpPlayer(teenPage, { prefix: 'team-teen', age: 14, firstName: 'Tia' })
  await teenPage.goto('/app/teams')
  await teenPage.getByLabel('Join code').fill(code.toLowerCase())
  await teenPage.getByRole('button', { name: 'Join Team' }).click()
  await expect(teenPage.getByRole('heading', { name: 'Lions' })).toBeVisible()

  // A 10-year-old, whose parent approved the account, asks to join and waits.
  const childEmail = uniqueEmail('team-child')
  const parentEmail = uniqueEmail('team-parent')
  const signUp = await childPage.request.post('/api/auth/sign-up', {
    headers: SITE_ORIGIN,
    data: { email: childEmail, password: 'kickoff-123', first_name: 'Leo', last_name: 'Park', accountType: 'player', age: 10, parentEmail },
  })
  expect(signUp.status()).toBe(202)
  const token = (await latestMail(parentPage, parentEmail)).text.match(/#token=([\w-]+)/)?.[1]
  await signUpParent(parentPage, { email: parentEmail, firstName: 'Rosa' })
  expect((await parentPage.request.post('/api/family/consent/approve', { headers: SITE_ORIGIN, data: { token } })).status()).toBe(200)
  const signIn = await childPage.request.post('/api/auth/sign-in', {
    headers: SITE_ORIGIN,
    data: { email: childEmail, password: 'kickoff-123' },
  })
  expect(signIn.status()).toBe(200)
  await childPage.goto('/app/teams')
  await childPage.getByLabel('Join code').fill(code)
  await childPage.getByRole('button', { name: 'Join Team' }).click()
  await expect(childPage.getByTestId('my-teams')).toContainText('Waiting for your parent’s approval')

  // The parent opens the mailed link and approves.
  const mail = await latestMail(parentPage, parentEmail)
  expect(mail.subject).toBe('Leo asked to join the team "Lions" on PitchPath')
  const link = mail.text.match(/(http\S+\/app\/teams\/[\w-]+)/)?.[1]
  await parentPage.goto(new URL(link!).pathname)
  await parentPage.getByRole('button', { name: 'Approve Leo P.' }).click()
  await expect(parentPage.getByTestId('team-members')).not.toContainText('waiting')

  // Leo cheers Tia from the fixed set; Tia sees it and cheers back.
  await childPage.goto(new URL(link!).pathname)
  const league = childPage.getByTestId('team-league')
  await expect(league.getByTestId('league-row')).toHaveCount(2)
  await expect(league).toContainText('Tia K.')
  await expect(childPage.getByTestId('team-drills').getByRole('link', { name: drillTitle })).toBeVisible()
  await league.getByRole('button', { name: 'Cheer Tia K.' }).click()
  await league.getByRole('button', { name: 'Great session!' }).click()
  await expect(childPage.getByText(/Cheer sent!/)).toBeVisible()

  await teenPage.reload()
  await expect(teenPage.getByTestId('cheers-received')).toContainText('Leo P.: Great session!')
  await teenPage.getByTestId('team-league').getByRole('button', { name: 'Cheer Leo P.' }).click()
  await teenPage.getByTestId('team-league').getByRole('button', { name: 'Nice goal!' }).click()
  await childPage.reload()
  await expect(childPage.getByTestId('cheers-received')).toContainText('Tia K.: Nice goal!')
  // No text box anywhere on the team page: nothing typed reaches a child.
  await expect(childPage.locator('main textarea, main input[type="text"]')).toHaveCount(0)
})
