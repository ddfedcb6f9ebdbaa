import { ApiRequestError, OfflineError } from '@app/shared/api-client/api-request-error.ts'
import { progressApi } from '@app/shared/api-client/progress.ts'
import { idbQueueStore } from './idb-queue-store.ts'
import { memoryQueueStore, OfflineQueue, type QueuedAction, type QueueState, type QueueStore, type SendResult } from './offline-queue.ts'

/**
 * Sends one kept action with its client id and moment. No answer: still offline, kept. Signed out
 * (401), limited (429) or a server fault (5xx): kept for a later try. Any other refusal (the 72-hour
 * bound, the daily cap, a day already checked in): the server's word, shown to the player.
 */
export async function sendQueued(action: QueuedAction): Promise<SendResult> {
  try {
    const response =
      action.kind === 'log_training'
        ? await progressApi.logTraining(action.request)
        : action.kind === 'check_in'
          ? await progressApi.checkIn(action.request)
          : await progressApi.markRestDay(action.request)
    return { outcome: 'sent', response }
  } catch (error) {
    if (error instanceof OfflineError || !(error instanceof ApiRequestError)) return { outcome: 'offline' }
    if (error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500) return { outcome: 'offline' }
    return { outcome: 'refused', message: error.message }
  }
}

export type OfflineSnapshot = QueueState & { userId: string | null }
type SentListener = (action: QueuedAction, response: unknown) => void

/**
 * The page's one offline queue, for the signed-in user (`use`). Switching accounts switches queues:
 * another account's actions stay on the device under its own key and are sent only once it signs
 * in again here. Pages read it with useOfflineQueue (use-offline-queue.ts).
 */
export function createOfflineSync(store: QueueStore, send: (action: QueuedAction) => Promise<SendResult> = sendQueued) {
  let queue: OfflineQueue | null = null
  let snapshot: OfflineSnapshot = { userId: null, pending: [], refused: [] }
  const listeners = new Set<() => void>()
  const sentListeners = new Set<SentListener>()

  function publish(userId: string, state: QueueState) {
    if (queue?.userId !== userId) return
    snapshot = { userId, ...state }
    for (const l of listeners) l()
  }
  async function refresh() {
    const q = queue
    if (q) publish(q.userId, await q.state())
  }

  return {
    /** Chooses the signed-in user's queue (null: signed out, nothing is sent) and sends what waits. */
    async use(userId: string | null): Promise<void> {
      if (queue?.userId === userId) return this.flush()
      queue = userId ? new OfflineQueue(store, userId) : null
      snapshot = { userId, pending: [], refused: [] }
      for (const l of listeners) l()
      await refresh()
      await this.flush()
    },
    async enqueue(action: QueuedAction): Promise<void> {
      const q = queue
      if (!q) throw new Error('no signed-in user to keep the action for')
      publish(q.userId, await q.enqueue(action))
    },
    /** Keeps an action for `userId`, choosing their queue first when the page has not yet. */
    async keep(userId: string | null, action: QueuedAction): Promise<void> {
      if (userId !== null && queue?.userId !== userId) await this.use(userId)
      await this.enqueue(action)
    },
    async flush(): Promise<void> {
      const q = queue
      if (!q) return
      await q.flush(send, (action, response) => {
        for (const l of sentListeners) l(action, response)
        void refresh()
      })
      await refresh()
    },
    async dismiss(id: string): Promise<void> {
      const q = queue
      if (q) publish(q.userId, await q.dismiss(id))
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getSnapshot: (): OfflineSnapshot => snapshot,
    /** Called with the server's answer for each kept action once it is counted. */
    onSent(listener: SentListener): () => void {
      sentListeners.add(listener)
      return () => void sentListeners.delete(listener)
    },
  }
}
export type OfflineSync = ReturnType<typeof createOfflineSync>

let shared: OfflineSync | null = null

/** The page's queue: IndexedDB where the browser has it, else kept in memory until the page closes. */
export function offlineSync(): OfflineSync {
  shared ??= createOfflineSync(typeof indexedDB === 'undefined' ? memoryQueueStore() : idbQueueStore())
  return shared
}
