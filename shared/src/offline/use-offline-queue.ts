import { useEffect, useRef, useState } from 'react'
import type { OfflineSnapshot, OfflineSync } from './offline-sync.ts'
import type { QueuedAction } from './offline-queue.ts'
import { OFFLINE_FLUSH_MESSAGE, OFFLINE_SYNC_TAG } from './sync-protocol.ts'

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }

// The queue, IndexedDB and the sender load after the page has drawn: nothing of them is needed to
// show the dashboard, and the remote's first load stays inside its budget (docs/budgets.md).
let loading: Promise<OfflineSync> | null = null
const loadSync = () => (loading ??= import('./offline-sync.ts').then((m) => m.offlineSync()))

/**
 * Asks the browser to wake the service worker when the connection returns (Background Sync, where
 * the browser has it); the worker then posts OFFLINE_FLUSH_MESSAGE to the open pages. Never awaited:
 * without a service worker `ready` does not settle.
 */
function requestBackgroundSync() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  void navigator.serviceWorker.ready.then((r) => (r as SyncRegistration).sync?.register(OFFLINE_SYNC_TAG)).catch(() => undefined)
}

/**
 * The signed-in player's offline queue (docs/features/training-and-progress.md "Offline"): what is
 * waiting to sync and what the server refused. While mounted it sends the queue now (the app's
 * next open), when the browser comes back `online`, and when the service worker asks (Background
 * Sync); `onSent` gets each kept action's answer once the server has counted it.
 */
export function useOfflineQueue(userId: string | null, onSent: (action: QueuedAction, response: unknown) => void) {
  const [sync, setSync] = useState<OfflineSync | null>(null)
  const [snapshot, setSnapshot] = useState<OfflineSnapshot>({ userId: null, pending: [], refused: [] })
  const sent = useRef(onSent)
  useEffect(() => {
    sent.current = onSent
  })

  useEffect(() => {
    let live = true
    void loadSync().then((s) => live && setSync(s))
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    if (!sync) return
    const update = () => setSnapshot(sync.getSnapshot())
    const unsubscribe = sync.subscribe(update)
    const unsent = sync.onSent((action, response) => sent.current(action, response))
    update()
    void sync.use(userId)
    const flush = () => void sync.flush()
    const fromWorker = (e: MessageEvent) => {
      if ((e.data as { type?: string } | null)?.type === OFFLINE_FLUSH_MESSAGE) flush()
    }
    window.addEventListener('online', flush)
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null
    worker?.addEventListener('message', fromWorker)
    return () => {
      unsubscribe()
      unsent()
      window.removeEventListener('online', flush)
      worker?.removeEventListener('message', fromWorker)
    }
  }, [sync, userId])

  const mine = snapshot.userId === userId ? snapshot : { pending: [], refused: [] }
  return { pending: mine.pending, refused: mine.refused, dismiss: (id: string) => sync?.dismiss(id) }
}

/**
 * Keeps an action for the signed-in player (the queue useOfflineQueue chose) to send when the
 * connection returns, with its client id and the moment it happened.
 */
export async function keepOffline(action: QueuedAction): Promise<void> {
  await (await loadSync()).enqueue(action)
  requestBackgroundSync()
}
