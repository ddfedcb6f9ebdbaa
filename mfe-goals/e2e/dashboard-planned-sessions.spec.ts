import { expect, test } from '@playwright/test'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { addDays, todayIn } from '@app/shared/domain/calendar-day.ts'
import { SITE_ORIGIN } from '../../shell/e2e/support.ts'
import { openDashboard, signUpPlayer, toast } from './dashboard-support.ts'

test('protects behaviour: the sessions planned in the goal wizard show on the dashboard, soonest first, and a new player is told how to plan some', async ({
  page,
}) => {
  await signUpPlayer(page)
  await openDashboard(page)
  await expect(page.getByTestId('upcoming-empty')).toContainText('No sessions planned')
  const day = (n: number) => addDays(todayIn(new Date(), 'UTC'), n)
  const saved = await page.request.post('/api/goals/batch', {
    headers: SITE_ORIGIN,
    data: {
      goals: [
        {
          title: 'Weak-foot passing',
          pillar: 'technical',
          goal_type: 'process',
          sessions: [
            { session_date: day(3), start_time: '17:30', duration: 45 },
            { session_date: day(1), start_time: '18:00' },
          ],
        },
        {
          title: 'Scan before receiving',
          pillar: 'tactical',
          goal_type: 'process',
          sessions: [{ session_date: day(2), start_time: '07:15', notes: 'Before school' }],
        },
      ],
    },
  })
  expect(saved.status(), await saved.text()).toBe(201)
  await page.reload()
  const items = page.getByTestId('upcoming-session')
  await expect(items).toHaveCount(3)
  await expect(items.nth(0)).toContainText('18:00')
  await expect(items.nth(0)).toContainText('Weak-foot passing')
  await expect(items.nth(1)).toContainText('07:15')
  await expect(items.nth(1)).toContainText('Scan before receiving')
  await expect(items.nth(1)).toContainText('Before school')
  await expect(items.nth(2)).toContainText('45 min')

  // Done: it leaves the list for good, and the player is taken to the form to log it.
  await items.nth(0).getByRole('button', { name: /^Done/ }).click()
  await expect(toast(page, GOAL_MESSAGES.sessionDone)).toBeVisible()
  await expect(items).toHaveCount(2)
  await expect(page.getByTestId('log-training-form').getByTestId('session-type').getByRole('radio', { checked: true })).toBeFocused()
  await page.reload()
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toContainText('Scan before receiving')
})

test('protects behaviour: a planned session can be moved to another day and time (the list reorders, a past day is refused) and removed after a confirmation', async ({
  page,
}) => {
  await signUpPlayer(page)
  const day = (n: number) => addDays(todayIn(new Date(), 'UTC'), n)
  const saved = await page.request.post('/api/goals/batch', {
    headers: SITE_ORIGIN,
    data: {
      goals: [
        {
          title: 'Weak-foot passing',
          pillar: 'technical',
          goal_type: 'process',
          sessions: [{ session_date: day(1), start_time: '18:00' }],
        },
        {
          title: 'Scan before receiving',
          pillar: 'tactical',
          goal_type: 'process',
          sessions: [{ session_date: day(2), start_time: '07:15' }],
        },
      ],
    },
  })
  expect(saved.status(), await saved.text()).toBe(201)
  await openDashboard(page)
  const items = page.getByTestId('upcoming-session')
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toContainText('Weak-foot passing')

  // Match day tomorrow: the passing session moves after the other one.
  await items.nth(0).getByRole('button', { name: /^Edit/ }).click()
  const dialog = page.getByTestId('edit-session-dialog')
  await expect(dialog.getByLabel('Date')).toHaveValue(day(1))
  await expect(dialog.getByLabel('Date')).toBeFocused()
  await dialog.getByLabel('Date').fill(day(3))
  await dialog.getByLabel('Start time').fill('19:30')
  await dialog.getByLabel('Notes').fill('Moved: match day')
  await dialog.getByRole('button', { name: 'Save Session' }).click()
  await expect(toast(page, GOAL_MESSAGES.sessionUpdated)).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(items.nth(0)).toContainText('Scan before receiving')
  await expect(items.nth(1)).toContainText('19:30')
  await expect(items.nth(1)).toContainText('Moved: match day')

  // A day that has passed is refused by the server, under the field, and nothing moves.
  await items.nth(0).getByRole('button', { name: /^Edit/ }).click()
  await dialog.getByLabel('Date').fill(day(-1))
  await dialog.getByRole('button', { name: 'Save Session' }).click()
  await expect(dialog.getByTestId('field-error-session_date')).toHaveText(GOAL_MESSAGES.sessionDateInPast)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)

  // Remove asks first; Cancel keeps it, Remove takes it off the plan for good.
  await items
    .nth(1)
    .getByRole('button', { name: /^Remove/ })
    .click()
  const confirm = page.getByTestId('remove-session-dialog')
  await expect(confirm).toContainText('Weak-foot passing')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(items).toHaveCount(2)
  await items
    .nth(1)
    .getByRole('button', { name: /^Remove/ })
    .click()
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(toast(page, GOAL_MESSAGES.sessionRemoved)).toBeVisible()
  await expect(items).toHaveCount(1)
  await page.reload()
  await expect(items).toHaveCount(1)
  await expect(items.nth(0)).toContainText('Scan before receiving')
})
