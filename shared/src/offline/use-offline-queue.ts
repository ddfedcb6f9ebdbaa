import { useEffect, useSyncExternalStore } from 'react'
import { offlineSync, type OfflineSnapshot } from './offline-sync.ts'
import { OFFLINE_FLUSH_MESSAGE, OFFLINE_SYNC_TAG } from './sync-protocol.ts'
import type { QueuedAction } from './offline-queue.ts'

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }

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
 * next open), when the browser comes back `online`, and when the service worker asks (Background Sync).
 */
export function useOfflineQueue(userId: string | null) {
  const sync = offlineSync()
  const snapshot: OfflineSnapshot = useSyncExternalStore(sync.subscribe, sync.getSnapshot)

  useEffect(() => {
    void sync.use(userId)
    const flush = () => void sync.flush()
    const fromWorker = (e: MessageEvent) => {
      if ((e.data as { type?: string } | null)?.type === OFFLINE_FLUSH_MESSAGE) flush()
    }
    window.addEventListener('online', flush)
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null
    worker?.addEventListener('message', fromWorker)
    return () => {
      window.removeEventListener('online', flush)
      worker?.removeEventListener('message', fromWorker)
    }
  }, [sync, userId])

  const mine = snapshot.userId === userId ? snapshot : { userId, pending: [], refused: [] }
  return {
    pending: mine.pending,
    refused: mine.refused,
    dismiss: (id: string) => sync.dismiss(id),
    onSent: sync.onSent,
  }
}

/**
 * Keeps an action for the signed-in player (the queue useOfflineQueue chose) to send when the
 * connection returns, with its client id and the moment it happened.
 */
export async function keepOffline(action: QueuedAction): Promise<void> {
  await offlineSync().enqueue(action)
  requestBackgroundSync()
}
