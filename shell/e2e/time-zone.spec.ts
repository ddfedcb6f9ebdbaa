import { expect, test } from '@playwright/test'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { signUpPlayer } from './support.ts'

test('protects behaviour: the time zone is set in Account and Privacy, once a day: a second change the same day is refused with when it may change again', async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'time-zone', age: 15 })
  await page.goto('/app/account')
  const section = page.getByTestId('time-zone-section')
  await expect(section).toContainText(TRAINING_MESSAGES.timeZoneRule)
  await expect(section.getByTestId('time-zone-current')).toHaveText('No time zone set yet: your days follow UTC.')

  await section.getByLabel('Time zone').selectOption('Asia/Tokyo')
  await section.getByRole('button', { name: 'Save Time Zone' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: TRAINING_MESSAGES.timeZoneSaved })).toBeVisible()
  await expect(section.getByTestId('time-zone-current')).toHaveText('Your days follow Asia/Tokyo.')
  await expect(section.getByTestId('time-zone-next-change')).toContainText('You can change it again after')

  await section.getByLabel('Time zone').selectOption('Europe/Madrid')
  await section.getByRole('button', { name: 'Save Time Zone' }).click()
  await expect(section.getByTestId('time-zone-error')).toContainText('You can change your time zone once a day. Try again after')
  await page.reload()
  await expect(page.getByTestId('time-zone-section').getByTestId('time-zone-current')).toHaveText('Your days follow Asia/Tokyo.')
})
