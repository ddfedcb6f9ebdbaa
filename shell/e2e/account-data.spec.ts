import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/domain/messages/account-data.ts'
import { SITE_ORIGIN, signUpParent, signUpPlayer, uniqueEmail } from './support.ts'

/** Clicks a download button and reads the saved file as JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the export's JSON, read field by field
async function downloaded(page: Page, button: string): Promise<{ name: string; data: Record<string, any> }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
  return { name: download.suggestedFilename(), data: JSON.parse(readFileSync((await download.path())!, 'utf8')) }
}

test('protects behaviour: a player downloads their data and deletes the account from Account and Privacy; a wrong password deletes nothing', async ({
  page,
}) => {
  const email = await signUpPlayer(page, { prefix: 'erase-me', age: 15, firstName: 'Ines' })
  expect(
    (
      await page.request.post('/api/goals', {
        headers: SITE_ORIGIN,
        data: { title: 'Weak foot volleys', pillar: 'technical', goal_type: 'process' },
      })
    ).status(),
  ).toBe(201)
  await page.goto('/app/dashboard')
  await page.getByTestId('account-link').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Account and Privacy' })).toBeVisible()

  const file = await downloaded(page, 'Download My Data')
  expect(file.name).toMatch(/^pitchpath-my-data-\d{4}-\d{2}-\d{2}\.json$/)
  expect(file.data.account.email).toBe(email)
  expect(file.data.goals.map((g: { title: string }) => g.title)).toEqual(['Weak foot volleys'])
  await expect(page.getByTestId('download-data-message')).toHaveText(ACCOUNT_DATA_MESSAGES.exportReady)

  // The password is asked first; a wrong one comes back on the field and nothing changes.
  await page.getByRole('button', { name: 'Delete My Account' }).click()
  await expect(page.getByText(ACCOUNT_DATA_MESSAGES.confirmWithPassword)).toBeVisible()
  await page.getByLabel('Your password').fill('not-my-password')
  await page.getByRole('button', { name: 'Delete My Account' }).click()
  await page.getByTestId('delete-account-confirm').getByRole('button', { name: 'Delete Forever' }).click()
  await expect(page.getByText(ACCOUNT_DATA_MESSAGES.wrongPassword)).toBeVisible()
  expect((await page.request.get('/api/me')).status()).toBe(200)

  // Cancel keeps everything; confirming deletes, signs out and says so.
  await page.getByLabel('Your password').fill('kickoff-123')
  await page.getByRole('button', { name: 'Delete My Account' }).click()
  await page.getByTestId('delete-account-confirm').getByRole('button', { name: 'Cancel' }).click()
  expect((await page.request.get('/api/me')).status()).toBe(200)
  await page.getByRole('button', { name: 'Delete My Account' }).click()
  await page.getByTestId('delete-account-confirm').getByRole('button', { name: 'Delete Forever' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: ACCOUNT_DATA_MESSAGES.deleted })).toBeVisible()
  await expect(page).toHaveURL(/\/app$/)
  await expect(page.getByTestId('account-link')).toHaveCount(0)
  const signIn = await page.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email, password: 'kickoff-123' } })
  expect(signIn.status()).toBe(401)
})

test('protects behaviour: a family admin downloads and deletes the account of a child under 13 from the member page, and sees no such controls for an older child', async ({
  page,
}) => {
  await signUpParent(page, { firstName: 'Rosa' })
  expect((await page.request.post('/api/family', { headers: SITE_ORIGIN, data: { family_name: 'Erase Family' } })).status()).toBe(201)
  const made = async (first_name: string, age: number) => {
    const res = await page.request.post('/api/family/children', {
      headers: SITE_ORIGIN,
      data: { first_name, last_name: 'Rivera', email: uniqueEmail(first_name.toLowerCase()), password: 'kickoff-123', age },
    })
    expect(res.status(), await res.text()).toBe(201)
    return (await res.json()).family.members.find((m: { first_name: string }) => m.first_name === first_name).id as string
  }
  const youngId = await made('Lia', 9)
  const olderId = await made('Teo', 14)

  await page.goto(`/app/family/member/${olderId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Teo Rivera' })).toBeVisible()
  await expect(page.getByTestId('child-account-data')).toHaveCount(0)

  await page.goto(`/app/family/member/${youngId}`)
  await expect(page.getByTestId('child-account-data')).toBeVisible()
  const file = await downloaded(page, "Download Lia's Data")
  expect(file.name).toMatch(/^pitchpath-lia-data-/)
  expect(file.data.account.first_name).toBe('Lia')
  await page.getByLabel('Your password').fill('kickoff-123')
  await page.getByRole('button', { name: "Delete Lia's Account" }).click()
  await page.getByTestId('delete-child-confirm').getByRole('button', { name: 'Delete Forever' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: ACCOUNT_DATA_MESSAGES.childDeleted('Lia') })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/parent-dashboard$/)
  const members = (await (await page.request.get('/api/family')).json()).family.members.map((m: { first_name: string }) => m.first_name)
  expect(members.sort()).toEqual(['Rosa', 'Teo'])
})
