import { expect, test } from '@playwright/test'
import { OFFLINE_SYNC_TAG } from '@app/shared/offline/sync-protocol.ts'
import { controlled, signUpPlayer } from '../../shell/e2e/support.ts'
import { logTechnicalSession, openDashboard } from './dashboard-support.ts'

// Background Sync (docs/features/training-and-progress.md "Offline"): when the browser fires the
// queue's sync event, the service worker wakes the open page, which sends what it kept. The worker
// runs here, unlike in the other specs (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' })

test("protects behaviour: the browser's Background Sync event sends a kept session, with no online event and no reload", async ({
  page,
  context,
}) => {
  await signUpPlayer(page, { prefix: 'bg-sync', age: 14 })
  await openDashboard(page)
  await controlled(page)

  // The send never reaches the server, though the browser believes it is online: only the sync
  // event (not an `online` event, not a new open) can send it again. context.route also sees the
  // worker's own requests.
  let blocked = true
  await context.route('**/api/training', (route) =>
    blocked && route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  )
  await logTechnicalSession(page)
  await expect(page.getByTestId('recent-session-waiting')).toHaveCount(1)

  // Chromium fires a sync event once its connection tracker sees the network come back; DevTools
  // fires the same event on demand, at the worker's registration, with the queue's tag.
  const cdp = await context.newCDPSession(page)
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted)
      if (live) resolve(live.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  const registrationId = await registration
  // Still blocked until now: Chromium fires a sync event of its own when the queue registers while
  // online, and on a busy machine it can come this late; it must fail like the first send did.
  await expect(page.getByTestId('recent-session-waiting')).toHaveCount(1)
  blocked = false
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(page.url()).origin,
    registrationId,
    tag: OFFLINE_SYNC_TAG,
    lastChance: false,
  })

  await expect(page.getByTestId('recent-session-waiting')).toHaveCount(0)
  await expect(page.getByTestId('recent-session')).toHaveCount(1)
  const { logs } = (await (await page.request.get('/api/training')).json()) as { logs: unknown[] }
  expect(logs).toHaveLength(1)
})
