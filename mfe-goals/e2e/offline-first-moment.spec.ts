import { expect, type Page, type Route, test } from '@playwright/test'
import { OFFLINE_MESSAGES } from '@app/shared/domain/messages/offline.ts'
import { signUpPlayer } from '../../shell/e2e/support.ts'
import { openDashboard } from './dashboard-support.ts'

// The offline queue's code loads just after the dashboard draws (shared/src/offline/use-offline-queue.ts).
// These tests act in the moment before it has arrived (docs/features/training-and-progress.md, "Offline").

/** Words only the queue's own chunk holds (offline-sync.ts): how its request is told apart from the others. */
const QUEUE_CODE = 'no signed-in user to keep the action for'

/**
 * Takes charge of the queue's chunk: `fail` answers as a connection that dropped before it arrived
 * (and no service worker had it: they are blocked in these specs), `hold` keeps it back until
 * release(), `pass` lets it through. Every other script goes through untouched.
 */
async function queueCode(page: Page, first: 'fail' | 'hold') {
  let mode: 'fail' | 'hold' | 'pass' = first
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const requests: string[] = []
  await page.route(/\.js(\?.*)?$/, async (route: Route) => {
    const response = await route.fetch()
    if (!(await response.text()).includes(QUEUE_CODE)) return route.fulfill({ response })
    requests.push(mode)
    if (mode === 'fail') return route.abort('internetdisconnected')
    if (mode === 'hold') await released
    return route.fulfill({ response })
  })
  return {
    requests,
    pass: () => {
      mode = 'pass'
      release()
    },
  }
}

async function logTechnicalSession(page: Page) {
  const form = page.getByTestId('log-training-form')
  await form.getByRole('checkbox', { name: 'Technical' }).check()
  await form.getByRole('button', { name: 'Log Training' }).click()
}

const serverLogs = async (page: Page) => ((await (await page.request.get('/api/training')).json()) as { logs: unknown[] }).logs

test("protects behaviour: offline before the queue's code ever arrived, Log Training says it cannot keep the session yet, keeps the form, and keeps sessions once the connection brought the code", async ({
  page,
  context,
}) => {
  await signUpPlayer(page, { prefix: 'offline-first', age: 14 })
  const code = await queueCode(page, 'fail')
  await openDashboard(page)
  await expect.poll(() => code.requests.length).toBeGreaterThanOrEqual(1)

  await context.setOffline(true)
  await logTechnicalSession(page)
  const form = page.getByTestId('log-training-form')
  await expect(page.getByTestId('log-training-error')).toHaveText(OFFLINE_MESSAGES.notReadyOffline)
  await expect(form.getByRole('checkbox', { name: 'Technical' })).toBeChecked()
  await expect(page.getByTestId('recent-session-waiting')).toHaveCount(0)
  // The check-in says the same, instead of failing silently.
  await page.getByTestId('check-in-button').click()
  await expect(page.getByTestId('check-in-message')).toHaveText(OFFLINE_MESSAGES.notReadyOffline)

  // The connection returns: the code is fetched again (a failed load is not kept), and from then on
  // an action made offline waits on the device and syncs once.
  code.pass()
  await context.setOffline(false)
  await expect.poll(() => code.requests.at(-1)).toBe('pass')
  await context.setOffline(true)
  await form.getByRole('button', { name: 'Log Training' }).click()
  await expect(page.getByTestId('recent-session-waiting')).toHaveCount(1)
  await context.setOffline(false)
  await expect(page.getByTestId('recent-session-waiting')).toHaveCount(0)
  await expect(page.getByTestId('recent-session')).toHaveCount(1)
  expect(await serverLogs(page)).toHaveLength(1)
})

test("protects behaviour: offline while the queue's code is still on its way, a logged session waits for it and is then kept, shown waiting and synced once", async ({
  page,
  context,
}) => {
  await signUpPlayer(page, { prefix: 'offline-slow', age: 14 })
  const code = await queueCode(page, 'hold')
  await openDashboard(page)
  await expect.poll(() => code.requests).toEqual(['hold'])

  await context.setOffline(true)
  await logTechnicalSession(page)
  await expect(page.getByTestId('log-training-form').getByRole('button', { name: /Logging session/ })).toBeVisible()
  code.pass()
  await expect(page.getByTestId('recent-session-waiting')).toHaveCount(1)
  await expect(page.getByTestId('log-training-error')).toHaveCount(0)
  expect(await serverLogs(page)).toHaveLength(0)

  await context.setOffline(false)
  await expect(page.getByTestId('recent-session-waiting')).toHaveCount(0)
  await expect(page.getByTestId('recent-session')).toHaveCount(1)
  expect(await serverLogs(page)).toHaveLength(1)
})
