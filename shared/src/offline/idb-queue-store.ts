import { createStore, get, set } from 'idb-keyval'
import type { QueueState, QueueStore } from './offline-queue.ts'

/**
 * The queue in IndexedDB (idb-keyval): one key per signed-in user, so a queued action of one
 * account is read only while that account is signed in (docs/features/training-and-progress.md "Offline").
 */
export function idbQueueStore(): QueueStore {
  const store = createStore('pitchpath-offline', 'queue')
  return {
    read: (userId) => get<QueueState>(`user:${userId}`, store),
    write: (userId, state) => set(`user:${userId}`, state, store),
  }
}
