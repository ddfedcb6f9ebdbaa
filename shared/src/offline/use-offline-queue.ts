import { useEffect, useRef, useState } from 'react'
import { OFFLINE_MESSAGES } from '@app/shared/domain/messages/offline.ts'
import type { OfflineSnapshot, OfflineSync } from './offline-sync.ts'
import type { QueuedAction } from './offline-queue.ts'
import { OFFLINE_FLUSH_MESSAGE, OFFLINE_SYNC_TAG } from './sync-protocol.ts'

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }

// The queue, IndexedDB and the sender load after the page has drawn: nothing of them is needed to
// show the dashboard, and the remote's first load stays inside its budget (docs/budgets.md).
let loading: Promise<OfflineSync> | null = null
/** Mounted queue hooks waiting for the code: whoever loads it first (the hook or an action) hands it on. */
const whenLoaded = new Set<(sync: OfflineSync) => void>()
/** The player the mounted queue hook is for: an action kept before the hook chose its queue goes to them. */
let player: string | null = null

/**
 * The queue's code, loaded once. A failed load (offline before the code ever arrived, and no
 * service worker has it yet) is forgotten, so the next action or the connection's return tries again.
 */
function loadSync(): Promise<OfflineSync> {
  loading ??= import('./offline-sync.ts').then(
    (m) => {
      const sync = m.offlineSync()
      for (const take of whenLoaded) take(sync)
      return sync
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** The device could not keep the action: the queue's code has not arrived and cannot be fetched now. */
export class OfflineQueueNotLoaded extends Error {
  constructor(cause: unknown) {
    super('the offline queue could not be loaded', { cause })
  }
}

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
    player = userId
  }, [userId])

  useEffect(() => {
    const take = (s: OfflineSync) => setSync(s)
    whenLoaded.add(take)
    // Not loaded (offline in the page's first moment): tried again when the connection returns, or
    // by the next action kept (keepOffline), which hands it to `take`.
    const load = () => void loadSync().catch(() => undefined)
    load()
    window.addEventListener('online', load)
    return () => {
      whenLoaded.delete(take)
      window.removeEventListener('online', load)
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
  let sync: OfflineSync
  try {
    sync = await loadSync()
  } catch (error) {
    throw new OfflineQueueNotLoaded(error)
  }
  // In the page's first moment the hook may not have chosen the player's queue yet: choose it here.
  await sync.keep(player, action)
  requestBackgroundSync()
}

/** What a player reads when an action made offline could not be kept (keepOffline's failure). */
export function notKeptMessage(failure: unknown): string {
  return failure instanceof OfflineQueueNotLoaded ? OFFLINE_MESSAGES.notReadyOffline : OFFLINE_MESSAGES.needsConnection
}
