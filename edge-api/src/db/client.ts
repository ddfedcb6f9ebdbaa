import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core'
import type { DatabaseConfig } from '../config.ts'
import { createGroupCommit } from './group-commit.ts'
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
   * A number that changes after every write this process commits, or null where other processes
   * write too (a replica, a remote primary). Equal numbers mean the data read in between cannot
   * have changed, so a cache keyed by it is never stale; null means nothing may be cached.
   */
  writeVersion(): number | null
}

export const IMMEDIATE = { behavior: 'immediate' } as const

/** Runs `work` in one write transaction, however this kind of database does it. */
export type Begin = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>

/** Builds the Database around a reading handle and a way to begin write transactions. */
export function assemble(
  reader: Db,
  begin: Begin,
  write: Database['write'] | null,
  migrate: Database['migrate'],
  close: () => void | Promise<void>,
  queue: WriteQueue = createWriteQueue(),
  { soleWriter = false }: { soleWriter?: boolean } = {},
): Database {
  // Counted once a write has finished (committed or not), never before: a read that starts while
  // the write runs is then stamped with the old number and can never be served again.
  let version = 0
  const counted = <T>(work: Promise<T>): Promise<T> => work.finally(() => void version++)
  const transaction = createGroupCommit<Tx>(queue, begin, (tx, task) => tx.transaction(task))
  return {
    db: reader,
    // Without a separate path for single statements, a write is a transaction of its own.
    write: write ? (task) => counted(queue(() => write(task))) : (task) => counted(queue(() => begin((tx) => task(tx as unknown as Db)))),
    transaction: (task) => counted(transaction(task)),
    migrate: (folder) => counted(queue(() => migrate(folder))),
    writeVersion: () => (soleWriter ? version : null),
    // Queued writes (a mail sent after the answer, say) finish before the connections close.
    close: () => queue(async () => await close()),
  }
}

/**
 * Opens the database the configuration names. Each kind lives in its own module, loaded only when
 * chosen: the file and replica kinds load native code (libSQL, Turso sync), which a host without
 * native code or disk (Deno Deploy) must never load; the remote kind is fetch-only.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'file') return (await import('./file-database.ts')).openFileDatabase(config.file)
  if (config.kind === 'replica') return (await import('./replica/replicated-database.ts')).openReplicatedDatabase(config)
  return (await import('./remote-database.ts')).openRemoteDatabase(config)
}
