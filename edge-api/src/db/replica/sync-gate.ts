/**
 * Reads may run together; a sync with the primary (push, pull, a fresh copy) runs alone.
 *
 * Why: a pull or push does its network I/O through JavaScript's fetch while holding the local
 * database, and a statement started meanwhile waits for the database inside a native call, on
 * the only JS thread, so the fetch's answer is never read: the process stalls for good (seen in
 * about one run in three of 50 sign-ups at once). Syncs are short on a nearby primary (a few ms),
 * and reads wait only for them, never for other reads.
 */
export type SyncGate = {
  read<T>(task: () => Promise<T>): Promise<T>
  sync<T>(task: () => Promise<T>): Promise<T>
}

export function createSyncGate(): SyncGate {
  let readers = 0
  let syncing: Promise<void> | null = null
  let drained: (() => void) | null = null

  return {
    async read(task) {
      while (syncing) await syncing
      readers++
      try {
        return await task()
      } finally {
        readers--
        if (readers === 0) drained?.()
      }
    },
    async sync(task) {
      while (syncing) await syncing
      let done!: () => void
      syncing = new Promise((resolve) => (done = resolve))
      try {
        if (readers > 0) await new Promise<void>((resolve) => (drained = resolve))
        drained = null
        return await task()
      } finally {
        syncing = null
        done()
      }
    },
  }
}
