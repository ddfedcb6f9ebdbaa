/// <reference lib="webworker" />
// Push reminders (docs/features/notifications.md, "Push"): the server sends a reminder as an
// encrypted Web Push message; the browser decrypts it and hands it here as JSON
// ({ title, body, url, tag }, edge-api/src/features/notifications/push-text.ts).

export type ReminderPush = { title: string; body: string; url: string; tag: string }

const ICON = '/icons/icon-192.png'
const FALLBACK: ReminderPush = { title: 'PitchPath', body: '', url: '/app/dashboard', tag: 'pitchpath' }

/** The message's fields, each only if it has the right type; anything else falls back (a push must always show something). */
export function readReminderPush(data: unknown): ReminderPush {
  const given = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  const text = (key: keyof ReminderPush) => (typeof given[key] === 'string' && given[key] ? (given[key] as string) : FALLBACK[key])
  return { title: text('title'), body: text('body'), url: text('url'), tag: text('tag') }
}

/**
 * Where a notification may take the person: a path on this site only. A message that named
 * another site (or a javascript: URL) opens the dashboard instead.
 */
export function safeTarget(url: string, origin: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return new URL(FALLBACK.url, origin).href
  const target = new URL(url, origin)
  return target.origin === origin ? target.href : new URL(FALLBACK.url, origin).href
}

/** Adds the `push` and `notificationclick` listeners to the worker. */
export function listenForPushes(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    let data: unknown = null
    try {
      data = event.data?.json()
    } catch {
      data = null
    }
    const push = readReminderPush(data)
    // userVisibleOnly: every push shows a notification; a newer reminder with the same tag replaces the older.
    event.waitUntil(
      worker.registration.showNotification(push.title, {
        body: push.body,
        tag: push.tag,
        icon: ICON,
        badge: ICON,
        data: { url: push.url },
      }),
    )
  })

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const data = event.notification.data as { url?: unknown } | null
    const target = safeTarget(typeof data?.url === 'string' ? data.url : FALLBACK.url, worker.location.origin)
    event.waitUntil(
      (async () => {
        const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
        const open = windows.find((w) => w.url === target) ?? windows.find((w) => new URL(w.url).origin === worker.location.origin)
        if (open) {
          const focused = await open.focus()
          if (focused.url !== target) await focused.navigate(target)
          return
        }
        await worker.clients.openWindow(target)
      })(),
    )
  })
}
