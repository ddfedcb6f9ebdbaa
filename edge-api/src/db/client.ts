import type { PushPositionStats } from './replica/push-position.ts'
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core'
import { type DatabaseTrouble, databaseTrouble, reportDatabaseFailure, reportDatabaseRecovered } from './errors.ts'
import { createGroupCommit, type Savepoint } from './group-commit.ts'
import { fixed, runFixed } from './fixed-sql.ts'
import type * as schema from './schema/index.ts'
import { createWriteQueue, type WriteQueue } from './write-queue.ts'

export type Db = BaseSQLiteDatabase<'async', unknown, typeof schema>
/** The handle a transaction callback receives; it has the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type Database = {
  /** For reads. Never write through it directly: use `write` or `transaction`. */
  db: Db
  /** One write statement (or several that need not be atomic), serialised with every other write. */
  write<T>(task: (db: Db) => Promise<T>): Promise<T>
  /**
   * An atomic group of writes (BEGIN IMMEDIATE … COMMIT), serialised with every other write.
   * Transactions waiting at the same time share one COMMIT, each in its own savepoint (group-commit.ts).
   */
  transaction<T>(task: (tx: Tx) => Promise<T>): Promise<T>
  /** Applies the committed migrations not applied yet. */
  migrate(migrationsFolder: string): Promise<void>
  /** Resolves once writes already queued have finished and the connections are closed. */
  close(): Promise<void>
  /**
   * A number that changes after every write this process commits to any of `tables`, or null where
   * other processes write too and nothing tells this one (a remote primary). Equal numbers mean what
   * was read from those tables in between cannot have changed, so a cache keyed by it is never stale;
   * null means nothing may be cached. On a replica it is one number for every table, moved by each
   * write here and each pull that brought changes (db/replica/replica-database.ts).
   */
  tableVersion(tables: readonly string[]): number | null
  /** Whether a write would be saved now (health): see `writeState` in assemble. */
  writable(): Promise<'ok' | DatabaseTrouble>
  /** Only where other instances write to the same data through copies of their own (a replica). */
  consistency?: Consistency
  /** A replica only (health): when it last pulled the primary's changes (epoch ms), and how often it means to. */
  replicaSync?(): { lastPullAt: number; pullIntervalMs: number; pushPosition: PushPositionStats }
}

/**
 * Read-your-writes across instances (docs/cluster.md): a caller keeps the token `seen()` gives after
 * its write, and any instance first brings its copy up to that token with `catchUp` before reading.
 */
export type Consistency = {
  /** The write clock this copy holds; after a write here, that write's token. */
  seen(): number
  /**
   * Resolves true once this copy holds `token`, or has pulled from the primary since the call (then
   * it holds every write acknowledged before it: a token still ahead was never the primary's);
   * false when the primary could not be reached within the bound.
   */
  catchUp(token: number): Promise<boolean>
}

/**
 * Tries a write that proves what a real one needs (the write lock, a writable file, room for a new
 * page) and undoes it; throws SQLite's error when it cannot be made. Kinds that cannot try one
 * without changing shared data (remote, replica) have none.
 */
export type WriteProbe = () => Promise<void>

/** The tables the statements of a write changed, as the writing connection saw them ('*': any). */
export type WriteLog = { add(table: string): void; take(): Iterable<string> }

/** A WriteLog over a set. */
export function createWriteLog(): WriteLog {
  let tables = new Set<string>()
  return {
    add: (table) => void tables.add(table),
    take: () => {
      const taken = tables
      tables = new Set()
      return taken
    },
  }
}

export const IMMEDIATE = { behavior: 'immediate' } as const

/** Runs `work` in one write transaction, however this kind of database does it. */
export type Begin = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>

/**
 * One batched task's savepoint, written out rather than through `tx.transaction(task)`: drizzle builds
 * a new transaction object for each nested transaction, and that object sets up the relational
 * query builders of every table, ~10 % of a Log Training request's time here (docs/benchmarks.md).
 * Tasks of a batch run one after another, so one name serves them all; a task's own nested
 * transactions stack their savepoints above it as before. Fixed SQL (fixed-sql.ts): built once, not
 * on each of the two or four statements every task runs.
 */
const taskSavepoint: Savepoint<Tx> = async (tx, task) => {
  await runFixed(tx, fixed`savepoint batch_task`)
  try {
    const result = await task(tx)
    await runFixed(tx, fixed`release batch_task`)
    return result
  } catch (error) {
    try {
      await runFixed(tx, fixed`rollback to batch_task`)
      await runFixed(tx, fixed`release batch_task`)
    } catch (undoError) {
      // A full disk or an I/O error can end the whole transaction, savepoint included: SQLite
      // already undid the work, and "no such savepoint" would only hide the error that did it.
      if (!databaseTrouble(error)) throw undoError
    }
    throw error
  }
}

/** How long a write that failed for want of a writable database keeps health from saying ok. */
const FAILURE_MEMORY_MS = 60_000
/** Health asks often (load balancers); one probe answers the calls of this long. */
const PROBE_REUSE_MS = 2_000

/** Builds the Database around a reading handle and a way to begin write transactions. */
export function assemble(
  reader: Db,
  begin: Begin,
  write: Database['write'] | null,
  migrate: Database['migrate'],
  close: () => void | Promise<void>,
  queue: WriteQueue = createWriteQueue(),
  {
    writes = null,
    probe = null,
    gatherMs = 0,
    copyVersion = null,
  }: {
    writes?: WriteLog | null
    probe?: WriteProbe | null
    /** group-commit.ts */
    gatherMs?: number
    /** Without a write log: a number that moves whenever anything the reader answers can have changed. */
    copyVersion?: (() => number) | null
  } = {},
): Database {
  // With a write log (the embedded file, whose only writer is this process): each table's version
  // moves once the write that changed it has finished (committed or rolled back), before its callers
  // are answered and never before it ends, so a read that starts while the write runs is stamped with
  // the old number and can never be served again. Writes run one at a time (the queue), so the
  // tables logged during one are its own.
  let clock = 0
  const versions = new Map<string, number>()
  // The last write that failed because the database could not be written, until one commits again.
  let lastFailure: { trouble: DatabaseTrouble; at: number } | null = null
  // What health last probed (see below); a write's outcome is newer news, so it is forgotten then.
  let probed: { at: number; state: Promise<'ok' | DatabaseTrouble> } | null = null
  const settled = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      const result = await work()
      if (lastFailure) lastFailure = probed = null
      reportDatabaseRecovered()
      return result
    } catch (error) {
      const found = databaseTrouble(error)
      if (found) {
        lastFailure = { trouble: found.trouble, at: Date.now() }
        probed = null
        reportDatabaseFailure(error)
      }
      throw error
    } finally {
      for (const table of writes?.take() ?? []) versions.set(table, ++clock)
    }
  }
  // Health: the probe (when this kind has one) says whether a write could be made now; a real write
  // that failed in the last minute also counts, as a probe that is rolled back never reaches the
  // disk and so cannot meet every full disk.
  const runProbe = (): Promise<'ok' | DatabaseTrouble> =>
    probe
      ? queue(probe).then(() => 'ok' as const, (error) => databaseTrouble(error)?.trouble ?? 'unavailable')
      : Promise.resolve('ok' as const)
  const writable = async (): Promise<'ok' | DatabaseTrouble> => {
    const now = Date.now()
    if (!probed || now - probed.at >= PROBE_REUSE_MS) probed = { at: now, state: runProbe() }
    const state = await probed.state
    if (state !== 'ok') return state
    return lastFailure && Date.now() - lastFailure.at < FAILURE_MEMORY_MS ? lastFailure.trouble : 'ok'
  }
  const transaction = createGroupCommit<Tx>(queue, (work) => settled(() => begin(work)), taskSavepoint, 64, gatherMs)
  return {
    db: reader,
    // Without a separate path for single statements, a write is a transaction of its own.
    write: (task) => queue(() => settled(() => write ? write(task) : begin((tx) => task(tx as unknown as Db)))),
    transaction,
    migrate: (folder) => queue(() => settled(() => migrate(folder))),
    tableVersion: (tables) => {
      if (!writes) return copyVersion?.() ?? null
      let version = versions.get('*') ?? 0
      for (const table of tables) version = Math.max(version, versions.get(table) ?? 0)
      return version
    },
    writable,
    // Queued writes (a mail sent after the answer, say) finish before the connections close.
    close: () => queue(async () => await close()),
  }
}
