import { expect, type Page, test } from '@playwright/test'
import { OFFLINE_MESSAGES } from '@app/shared/domain/messages/offline.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { signUpPlayer } from '../../shell/e2e/support.ts'
import { logTechnicalSession, openDashboard, scrollToCards } from './dashboard-support.ts'

// Logging with no connection (docs/features/training-and-progress.md "Offline"): the action is kept
// on the device, shown as waiting, sent when the connection returns, and counted once on its day.

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

test("protects behaviour: a kept session the server refuses when it is sent is shown with the server's words, not dropped", async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'offline-old', age: 14 })
  await openDashboard(page)
  const { user } = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } }
  // A session kept on this device four days ago (the queue's own IndexedDB key for this player).
  const occurred_at = new Date(Date.now() - 4 * 24 * 60 * 60_000).toISOString()
  const id = crypto.randomUUID()
  const request = {
    id,
    session_type: 'technical',
    skill_focus: ['technical'],
    duration_minutes: 30,
    energy_level: 3,
    notes: null,
    occurred_at,
  }
  await page.evaluate(
    ({ key, state }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pitchpath-offline')
        open.onupgradeneeded = () => open.result.createObjectStore('queue')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('queue', 'readwrite')
          tx.objectStore('queue').put(state, key)
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
        }
      }),
    { key: `user:${user.id}`, state: { pending: [{ kind: 'log_training', id, occurred_at, request }], refused: [] } },
  )

  await page.reload()
  await expect(page.getByTestId('offline-refused')).toContainText(
    OFFLINE_MESSAGES.refused('training session', TRAINING_MESSAGES.occurredTooLongAgo),
  )
  await expect(page.getByTestId('recent-session-waiting')).toHaveCount(0)
  expect((await serverHolds(page)).logs).toHaveLength(0)
  await page.getByTestId('offline-refused').getByRole('button', { name: OFFLINE_MESSAGES.dismiss }).click()
  await expect(page.getByTestId('offline-queue')).toHaveCount(0)
})

test('protects behaviour: offline, a card whose code cannot be fetched says so on its own and the rest of the dashboard keeps working', async ({
  page,
  context,
}) => {
  // Service workers are blocked in these specs, so nothing below the first screen is cached yet.
  await signUpPlayer(page, { prefix: 'offline-card', age: 14 })
  await openDashboard(page)
  await context.setOffline(true)
  await scrollToCards(page, 'badges-later')
  await expect(page.getByTestId('badges-later-failed')).toHaveText(OFFLINE_MESSAGES.partNotLoaded('your badges'))
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await logTechnicalSession(page)
  await expect(page.getByTestId('recent-session-waiting')).toHaveCount(1)
  await context.setOffline(false)
  await expect(page.getByTestId('recent-session-waiting')).toHaveCount(0)
})
