import { expect, test } from '@playwright/test'
import { REMINDER_MESSAGES } from '@app/shared/domain/messages/reminders.ts'
import { stopToken } from '../../edge-api/src/features/notifications/stop-token.ts'
import { signUpPlayer } from './support.ts'

// scripts/e2e.mjs gives the test API a key of this run's own and tells the tests: a link is signed
// here as a reminder's is.
function testSecretsKey(): string {
  const key = process.env.SECRETS_KEY
  if (!key) throw new Error('SECRETS_KEY is not set: run the browser tests through scripts/e2e.mjs')
  return key
}

const heading = 'Stop Reminders'

test("protects behaviour: the stop link from a reminder mail turns the player's reminders off after one confirming click, signed out, and a broken link says so", async ({
  page,
  browser,
}) => {
  await signUpPlayer(page, { prefix: 'stop-reminders', age: 14 })
  const before = await (await page.request.get('/api/auth/session')).json()
  expect(before.user.notificationPreferences.enabled).toBe(true)

  // Whoever reads the mail (a parent, another device) is not signed in as the player.
  const reader = await browser.newPage()
  await reader.goto(`/app/reminders/stop#token=${stopToken(testSecretsKey(), before.user.id)}`)
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(heading)
  await expect(reader).toHaveTitle(`${heading} · PitchPath`)
  await reader.getByRole('button', { name: 'Stop Reminders' }).click()
  await expect(reader.getByTestId('stop-reminders-message')).toHaveText(REMINDER_MESSAGES.stopped)
  await expect(reader.getByRole('button', { name: 'Stop Reminders' })).toHaveCount(0)
  const after = await (await page.request.get('/api/auth/session')).json()
  expect(after.user.notificationPreferences).toEqual({ ...before.user.notificationPreferences, enabled: false })

  // A link whose signature was changed, and one without a token.
  await reader.goto(`/app/reminders/stop#token=${before.user.id}.not-the-signature`)
  await reader.getByRole('button', { name: 'Stop Reminders' }).click()
  await expect(reader.getByTestId('stop-reminders-message')).toHaveText(REMINDER_MESSAGES.invalidStopLink)
  await reader.goto('/app/reminders/stop')
  await expect(reader.getByTestId('stop-reminders-message')).toHaveText(REMINDER_MESSAGES.invalidStopLink)
  await expect(reader.getByRole('button', { name: 'Stop Reminders' })).toHaveCount(0)
  await reader.close()
})
