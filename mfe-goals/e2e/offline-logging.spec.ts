import { expect, type Page, test } from '@playwright/test'
import { OFFLINE_MESSAGES } from '@app/shared/domain/messages/offline.ts'
import { signUpPlayer } from '../../shell/e2e/support.ts'
import { openDashboard } from './dashboard-support.ts'

// Logging with no connection (docs/features/training-and-progress.md "Offline"): the action is kept
// on the device, shown as waiting, sent when the connection returns, and counted once on its day.

async function logTechnicalSession(page: Page) {
  const form = page.getByTestId('log-training-form')
  await form.getByRole('checkbox', { name: 'Technical' }).check()
  await form.getByRole('button', { name: 'Log Training' }).click()
}

/** What the server holds, read through the API. */
async function serverHolds(page: Page) {
  const { logs } = (await (await page.request.get('/api/training')).json()) as { logs: { id: string; day: string }[] }
  const { check_in } = (await (await page.request.get('/api/check-ins')).json()) as {
    check_in: { today: string; last_day: string | null; total: number }
  }
  return { logs, checkIn: check_in }
}

test('protects behaviour: offline, a session and a check-in wait on the device, then sync once on the right day', async ({
  page,
  context,
}) => {
  await signUpPlayer(page, { prefix: 'offline', age: 14 })
  await openDashboard(page)
  await expect(page.getByTestId('check-in-state')).toHaveAttribute('data-checked-in', 'false')

  await context.setOffline(true)
  await logTechnicalSession(page)
  await expect(page.getByTestId('recent-session-waiting')).toHaveCount(1)
  await expect(page.getByTestId('recent-waiting')).toHaveText(OFFLINE_MESSAGES.waitingToSync)
  await page.getByTestId('check-in-button').click()
  await expect(page.getByTestId('check-in-state')).toContainText(OFFLINE_MESSAGES.waitingToSync)
  await expect(page.getByTestId('offline-waiting')).toHaveText(`${OFFLINE_MESSAGES.waitingToSync}: training session, check-in`)
  expect((await serverHolds(page)).logs).toHaveLength(0)

  await context.setOffline(false)
  await expect(page.getByTestId('recent-session-waiting')).toHaveCount(0)
  await expect(page.getByTestId('recent-session')).toHaveCount(1)
  await expect(page.getByTestId('check-in-state')).toHaveAttribute('data-checked-in', 'true')
  await expect(page.getByTestId('offline-queue')).toHaveCount(0)

  const { logs, checkIn } = await serverHolds(page)
  expect(logs).toHaveLength(1)
  expect(logs[0]!.day).toBe(checkIn.today)
  expect([checkIn.total, checkIn.last_day]).toEqual([1, checkIn.today])
})

test('protects behaviour: a send whose answer was lost is sent again on the next open and still counts once', async ({ page }) => {
  await signUpPlayer(page, { prefix: 'offline-dup', age: 14 })
  await openDashboard(page)
  // The server saves each first send, but its answer never arrives: to the page, the connection dropped.
  const sent: Record<string, unknown[]> = { '/api/training': [], '/api/check-ins': [] }
  for (const path of Object.keys(sent)) {
    await page.route(`**${path}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      sent[path]!.push(route.request().postDataJSON())
      if (sent[path]!.length > 1) return route.continue()
      await route.fetch()
      await route.abort('failed')
    })
  }
  await logTechnicalSession(page)
  await expect(page.getByTestId('recent-session-waiting')).toHaveCount(1)
  await page.getByTestId('check-in-button').click()
  await expect(page.getByTestId('check-in-state')).toContainText(OFFLINE_MESSAGES.waitingToSync)

  await page.reload()
  await expect(page.getByTestId('recent-session')).toHaveCount(1)
  await expect(page.getByTestId('check-in-state')).toHaveAttribute('data-checked-in', 'true')
  await expect(page.getByTestId('offline-queue')).toHaveCount(0)
  for (const [path, bodies] of Object.entries(sent)) {
    expect(bodies.length, path).toBeGreaterThanOrEqual(2)
    expect(new Set(bodies.map((b) => (b as { id: string }).id)).size, `${path}: the same client id each time`).toBe(1)
  }
  const { logs, checkIn } = await serverHolds(page)
  expect(logs).toHaveLength(1)
  expect(checkIn.total).toBe(1)
})
