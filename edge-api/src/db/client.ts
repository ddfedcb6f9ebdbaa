import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { type Client, createClient } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import type { DatabaseConfig } from '../config.ts'
import * as schema from './schema/index.ts'
import { createGroupCommit } from './group-commit.ts'
import { createWriteQueue } from './write-queue.ts'

export type Db = LibSQLDatabase<typeof schema>
/** The handle a transaction callback receives; it has the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type Database = {
  /** For reads. Never write through it directly: use `write` or `transaction`. */
  db: Db
  /** One write statement (or several that need not be atomic), serialised with every other write. */
  write<T>(task: (db: Db) => Promise<T>): Promise<T>
  /**
   * An atomic group of writes, serialised with every other write. Transactions waiting at the same
   * time share one COMMIT, each in its own savepoint (group-commit.ts).
   */
  transaction<T>(task: (tx: Tx) => Promise<T>): Promise<T>
  close(): void
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const client = config.kind === 'file' ? await openFile(config.file) : createClient({ url: config.url, authToken: config.authToken })
  const db = drizzle(client, { schema })
  const queue = createWriteQueue()
  const transaction = createGroupCommit<Tx>(queue, (work) => db.transaction(work), (tx, task) => tx.transaction(task))
  return {
    db,
    write: (task) => queue(() => task(db)),
    transaction,
    close: () => client.close(),
  }
}

async function openFile(file: string): Promise<Client> {
  mkdirSync(dirname(file), { recursive: true })
  // timeout: how long a statement waits for a lock held by another process (e.g. a CLI on the file).
  const client = createClient({ url: `file:${file}`, timeout: 5000 })
  // WAL is stored in the file, so setting it once covers every pooled connection: readers no longer
  // block the writer, and inserts were ~8× faster here (environment.md).
  await client.execute('PRAGMA journal_mode=WAL')
  // synchronous stays FULL (libSQL's default on every new connection). NORMAL can lose the last
  // commits on power loss, and our writes (a password change, a deleted session, a completed or
  // deleted goal) must not come back. The cost (~3× per single-row commit) is small next to the
  // ~10 ms argon2 hash auth writes already pay; goal writes pay it in full (docs/benchmarks.md).
  // It is also the only setting that holds reliably: the client opens pooled connections on demand
  // with no per-connection hook, so a NORMAL set here would silently not apply to the others.
  await client.execute('PRAGMA synchronous=FULL')
  return client
}
