import { openReplica, type ReplicaConfig } from './replica-database.ts'
import { assemble, type Database } from '../client.ts'
import { createWriteQueue } from '../write-queue.ts'

/** How long a read waits for its copy to catch up with the caller's own write before it is refused (503). */
export const CATCH_UP_MS = 3_000

/**
 * How long each batch of writes waits for more to join it (group-commit.ts): every batch pays a push,
 * two round trips to the primary, so writes answered by one batch come back in time for the next.
 */
const GATHER_MS = 3

/** An embedded replica of a Turso primary (replica/replica-database.ts), pulling on an interval and on demand. */
export async function openReplicatedDatabase(config: ReplicaConfig): Promise<Database> {
  const replica = await openReplica(config)
  const queue = createWriteQueue()

  // A pull queued but not started yet: every request that needs one after its arrival shares it.
  let nextPull: Promise<void> | null = null
  // When the copy last had the primary's changes: fresh from it at open, then after each pull here
  // that succeeded (health reports the time since: features/meta).
  let lastPullAt = Date.now()
  function pullAfterNow(): Promise<void> {
    if (nextPull) return nextPull
    // Through the write queue: a pull never lands between a write's commit and its push.
    const pull = queue(async () => {
      nextPull = null
      await replica.refresh()
      lastPullAt = Date.now()
    })
    nextPull = pull
    return pull
  }

  const timer = setInterval(() => {
    if (nextPull) return
    pullAfterNow().catch((error) => console.error('[api] pulling from the primary failed; reads may lag', error))
  }, replica.pullIntervalMs)
  Deno.unrefTimer(timer)

  /**
   * The caller's token was handed out after its write reached the primary, so a pull that starts
   * after this request arrived brings it. A pull that fails is tried again until the bound.
   */
  async function catchUp(token: number): Promise<boolean> {
    if (replica.seen() >= token) return true
    const deadline = Date.now() + CATCH_UP_MS
    while (Date.now() < deadline) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const outOfTime = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deadline - Date.now())))
      try {
        if ((await Promise.race([pullAfterNow(), outOfTime])) !== 'late') return true
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100))
      } finally {
        clearTimeout(timer)
      }
    }
    return false
  }

  const database = assemble(replica.reader, replica.commit, null, replica.migrate, () => replica.close(), queue, {
    gatherMs: GATHER_MS,
    copyVersion: replica.changes,
  })
  return {
    ...database,
    replicaSync: () => ({ lastPullAt, pullIntervalMs: replica.pullIntervalMs, pushPosition: replica.pushPosition() }),
    consistency: { seen: replica.seen, catchUp },
    // No pull may be queued behind the close: it would run on a closed copy.
    close: () => {
      clearInterval(timer)
      return database.close()
    },
  }
}
