import { openReplica, type ReplicaConfig } from './replica-database.ts'
import { assemble, type Database } from '../client.ts'
import { createWriteQueue } from '../write-queue.ts'

/** An embedded replica of a Turso primary (replica/replica-database.ts), pulling on an interval. */
export async function openReplicatedDatabase(config: ReplicaConfig): Promise<Database> {
  const replica = await openReplica(config)
  const queue = createWriteQueue()
  let pulling = false
  const timer = setInterval(() => {
    if (pulling) return
    pulling = true
    // Through the write queue: a pull never lands between a write's commit and its push.
    queue(replica.refresh)
      .catch((error) => console.error('[api] pulling from the primary failed; reads may lag', error))
      .finally(() => (pulling = false))
  }, replica.pullIntervalMs)
  Deno.unrefTimer(timer)
  const database = assemble(replica.reader, replica.commit, null, replica.migrate, () => replica.close(), queue)
  return {
    ...database,
    // No pull may be queued behind the close: it would run on a closed copy.
    close: () => {
      clearInterval(timer)
      return database.close()
    },
  }
}
