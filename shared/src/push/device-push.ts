import { pushApi } from '../api-client/push.ts'

/**
 * Push reminders on this device (docs/features/notifications.md, "Push"): the browser's permission,
 * its push subscription (made through the service worker's registration with the server's VAPID
 * key) and the server's copy of it. A browser without a service worker here (development, demo
 * mode, or one that has none) cannot take pushes.
 */
export type DevicePushState = 'unsupported' | 'denied' | 'needs-parent' | 'off' | 'on'

/**
 * How long a page that just loaded waits for the shell's worker to be ready: the shell registers it
 * once the page has settled, at most 10 s after the load event (shell/src/after-page-settles.ts),
 * and the worker is ready once it has installed.
 */
const REGISTRATION_WAIT_MS = 20_000

async function registration(wait = false): Promise<ServiceWorkerRegistration | null> {
  if (typeof window === 'undefined' || !('Notification' in window) || !('PushManager' in window) || !navigator.serviceWorker) return null
  const found = await navigator.serviceWorker.getRegistration()
  if (found || !wait) return found ?? null
  const ready = navigator.serviceWorker.ready
  const none = new Promise<null>((resolve) => setTimeout(() => resolve(null), REGISTRATION_WAIT_MS))
  return Promise.race([ready, none])
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0))

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i])

/** Where this device stands, without asking the person anything. */
export async function devicePushState(): Promise<DevicePushState> {
  const reg = await registration(true)
  if (!reg) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  if ((await pushApi.key()).needs_parent) return 'needs-parent'
  const subscription = await reg.pushManager.getSubscription()
  return subscription && Notification.permission === 'granted' ? 'on' : 'off'
}

/** Asks the browser's permission, subscribes with the server's key and tells the server. */
export async function turnDevicePushOn(): Promise<DevicePushState> {
  const reg = await registration(true)
  if (!reg) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off'
  const { public_key, needs_parent } = await pushApi.key()
  if (needs_parent) return 'needs-parent'
  const key = keyBytes(public_key)
  let subscription = await reg.pushManager.getSubscription()
  // Made with another server key (a new development key pair): the push service would refuse our messages.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
  const { endpoint, keys } = subscription.toJSON()
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the browser gave an incomplete push subscription')
  await pushApi.subscribe({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } })
  return 'on'
}

/** The server forgets this device first (while the session lasts), then the browser drops its subscription. */
export async function turnDevicePushOff(): Promise<DevicePushState> {
  const reg = await registration()
  if (!reg) return 'unsupported'
  const subscription = await reg.pushManager.getSubscription()
  if (subscription) {
    await pushApi.unsubscribe(subscription.endpoint)
    await subscription.unsubscribe()
  }
  return 'off'
}

/**
 * Signing out of this device: its reminders stop for that account. Never in the way of the sign-out
 * itself (no worker, no network: the sign-out goes on).
 */
export async function forgetDevicePushOnSignOut(): Promise<void> {
  try {
    const reg = await registration()
    if (reg && (await reg.pushManager.getSubscription())) await turnDevicePushOff()
  } catch {
    // The server drops a device its push service reports gone; nothing here may stop a sign-out.
  }
}
