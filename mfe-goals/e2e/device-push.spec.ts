import { expect, type Page, test } from '@playwright/test'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'
import { PUSH_MESSAGES } from '@app/shared/domain/messages/reminders.ts'
import { SITE_ORIGIN, signUpPlayer } from '../../shell/e2e/support.ts'
import { openDashboard, scrollToCards } from './dashboard-support.ts'

// "Reminders on this device" (docs/features/notifications.md, "Push"). Headless Chromium has no
// push service to subscribe with, so pushManager's two calls are answered in the page (the browser
// boundary); the permission, the service worker, the API and its database are real. The delivery
// itself is proved by edge-api's push-reminders.test.ts against a push service of its own.

// The browser suites block service workers; push needs the real one (shell/src/service-worker/sw.ts).
test.use({ serviceWorkers: 'allow' })

/** A subscription as a browser's push service would give it, kept across reloads like a real one. */
function stubPushService() {
  const stored = () => localStorage.getItem('e2e-push-subscription')
  const make = (key: string) => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/e2e-device'
    // A P-256 public key's length (65 bytes, 0x04 first) and an auth secret's (16 bytes), base64url.
    const keys = { p256dh: `BA${'A'.repeat(85)}`, auth: 'A'.repeat(22) }
    return {
      endpoint,
      options: { applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => (localStorage.removeItem('e2e-push-subscription'), true),
    }
  }
  PushManager.prototype.getSubscription = async function () {
    const key = stored()
    return (key ? make(key) : null) as unknown as PushSubscription
  }
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = btoa(String.fromCharCode(...new Uint8Array(options!.applicationServerKey as ArrayBuffer)))
    localStorage.setItem('e2e-push-subscription', key)
    return make(key) as unknown as PushSubscription
  }
}

async function proTeen(page: Page) {
  await signUpPlayer(page, { prefix: 'push-teen', age: 14, firstName: 'Nia' })
  const paid = await page.request.post('/api/billing/checkout', {
    headers: SITE_ORIGIN,
    data: { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: SIMULATED_TOKENS.ok },
  })
  expect(paid.status()).toBe(201)
}

const serverDevices = async (page: Page) =>
  ((await (await page.request.get('/api/me/export')).json()).push_subscriptions as { endpoint: string; device_label: string }[]).map(
    (d) => d.endpoint,
  )

test('protects behaviour: with the browser’s permission a Pro player turns reminders on for this device; the server keeps it across a reload, and off forgets it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'])
  await page.addInitScript(stubPushService)
  await proTeen(page)
  await openDashboard(page)
  await scrollToCards(page, 'notification-card')
  const device = page.getByTestId('device-push')
  const toggle = device.getByRole('switch', { name: PUSH_MESSAGES.deviceSwitch })
  await expect(device).toHaveAttribute('data-state', 'off')
  await expect(page.getByTestId('device-push-hint')).toHaveText(PUSH_MESSAGES.deviceHint)

  // The switch follows the browser and the server, so it turns on once both answered (a click, not check()).
  await toggle.click()
  await expect(device).toHaveAttribute('data-state', 'on')
  await expect(toggle).toBeChecked()
  expect(await serverDevices(page)).toEqual(['https://fcm.googleapis.com/fcm/send/e2e-device'])

  await page.reload()
  await scrollToCards(page, 'notification-card')
  await expect(page.getByTestId('device-push')).toHaveAttribute('data-state', 'on')
  await page.getByTestId('device-push').getByRole('switch', { name: PUSH_MESSAGES.deviceSwitch }).click()
  await expect(page.getByTestId('device-push')).toHaveAttribute('data-state', 'off')
  expect(await serverDevices(page)).toEqual([])
})

test('protects behaviour: notifications blocked in the browser, or a browser without push, each say so and leave the switch off', async ({
  page,
}) => {
  await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }))
  await proTeen(page)
  await openDashboard(page)
  await scrollToCards(page, 'notification-card')
  await expect(page.getByTestId('device-push')).toHaveAttribute('data-state', 'denied')
  await expect(page.getByTestId('device-push-hint')).toHaveText(PUSH_MESSAGES.denied)
  await expect(page.getByTestId('device-push').getByRole('switch')).toBeDisabled()

  const other = await page.context().newPage()
  await other.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'))
  await openDashboard(other)
  await scrollToCards(other, 'notification-card')
  await expect(other.getByTestId('device-push')).toHaveAttribute('data-state', 'unsupported')
  await expect(other.getByTestId('device-push-hint')).toHaveText(PUSH_MESSAGES.unsupported)
  await expect(other.getByTestId('device-push').getByRole('switch')).toBeDisabled()
})

test('protects behaviour: signing out of the device forgets its subscription on the server and in the browser', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'])
  await page.addInitScript(stubPushService)
  const email = await signUpPlayer(page, { prefix: 'push-signout', age: 14, firstName: 'Nia' })
  const paid = await page.request.post('/api/billing/checkout', {
    headers: SITE_ORIGIN,
    data: { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: SIMULATED_TOKENS.ok },
  })
  expect(paid.status()).toBe(201)
  await openDashboard(page)
  await scrollToCards(page, 'notification-card')
  await page.getByTestId('device-push').getByRole('switch', { name: PUSH_MESSAGES.deviceSwitch }).click()
  await expect(page.getByTestId('device-push')).toHaveAttribute('data-state', 'on')

  await page.getByTestId('logout-button').click()
  await expect(page.getByTestId('logout-button')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull()
  const back = await page.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email, password: 'kickoff-123' } })
  expect(back.status()).toBe(200)
  expect(await serverDevices(page)).toEqual([])
})
