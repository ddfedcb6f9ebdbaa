import { databaseTrouble } from './errors.ts'
import type { WriteQueue } from './write-queue.ts'

/** Runs `task` in its own savepoint inside an open transaction; a failure undoes only its work. */
export type Savepoint<Tx> = <T>(tx: Tx, task: (tx: Tx) => Promise<T>) => Promise<T>

type Pending<Tx> = { task: (tx: Tx) => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void }

/** Thrown inside a batch whose every task failed: the transaction is rolled back, each caller gets its own error. */
const NOTHING_KEPT = new Error('every task of the batch failed')

/**
 * Group commit. Transactions that arrive while the writer is busy wait together, then run one after
 * another inside ONE database transaction, each in its own savepoint, and share its COMMIT (one
 * fsync with synchronous=FULL instead of one each). Nobody is answered before that COMMIT, so an
 * acknowledged write is as durable as before; a task that throws rolls back its savepoint only and
 * its caller alone sees the error; a failed COMMIT fails every task of the batch. Tasks still run
 * strictly one at a time, in arrival order, so each reads the writes of those before it. A batch
 * whose every task failed kept nothing, so it is rolled back rather than committed, as a lone
 * failed task always was: no fsync on the file, and on a replica no push (each refusal is then
 * decided on the copy, which holds every write the caller's token asked for: docs/cluster.md).
 *
 * Why: logging training is a short transaction, and at 50 concurrent players the per-transaction
 * BEGIN/COMMIT and its fsync were most of its cost (docs/benchmarks.md).
 */
export function createGroupCommit<Tx>(
  queue: WriteQueue,
  begin: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>,
  savepoint: Savepoint<Tx>,
  maxBatch = 64,
  gatherMs = 0,
) {
  const waiting: Pending<Tx>[] = []

  async function flush(): Promise<void> {
    // Where a batch costs far more than waiting (a replica's push to the primary), the writes answered
    // by the last batch have a moment to come back and ride in this one, instead of the callers
    // splitting into two groups that take turns, each paying for a push of its own.
    if (gatherMs > 0) await new Promise((resolve) => setTimeout(resolve, gatherMs))
    const batch = waiting.splice(0, maxBatch)
    if (waiting.length > 0) void queue(flush) // the rest goes in the next transaction
    if (batch.length === 0) return
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = []
    try {
      await begin(async (tx) => {
        // A replica may run the batch again after another instance wrote first (replica-database.ts).
        outcomes.length = 0
        if (batch.length === 1) {
          // Alone: no savepoint needed, the transaction itself is all-or-nothing.
          outcomes.push({ ok: true, value: await batch[0]!.task(tx) })
          return
        }
        for (const p of batch) {
          try {
            outcomes.push({ ok: true, value: await savepoint(tx, p.task) })
          } catch (error) {
            // The database itself failed (full, read-only, I/O): SQLite may have ended the whole
            // transaction, and the tasks after this one would then run outside it, each committing
            // alone. The batch fails as one instead; nothing of it is kept.
            if (databaseTrouble(error)) throw error
            outcomes.push({ ok: false, error })
          }
        }
        if (outcomes.every((outcome) => !outcome.ok)) throw NOTHING_KEPT
      })
    } catch (error) {
      if (error !== NOTHING_KEPT) { for (const p of batch) p.reject(error) }
      else batch.forEach((p, i) => p.reject((outcomes[i] as { error: unknown }).error))
      return
    }
    batch.forEach((p, i) => {
      const outcome = outcomes[i]!
      if (outcome.ok) p.resolve(outcome.value)
      else p.reject(outcome.error)
    })
  }

  return function transaction<T>(task: (tx: Tx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push({ task, resolve: resolve as (value: unknown) => void, reject })
      // The first to wait books the writer, one turn of the event loop later: every database call
      // here is synchronous, so without that turn the batch would start before any other request
      // had been read from its socket, and each would commit alone (measured: one commit per
      // Log Training at 50 concurrent players). Later arrivals ride along in the same batch.
      if (waiting.length === 1) setImmediate(() => void queue(flush))
    })
  }
}
