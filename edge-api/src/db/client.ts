import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { createClient } from '@libsql/client'
import { drizzle as drizzleLibsql } from 'drizzle-orm/libsql'
import { migrate as migrateLibsql } from 'drizzle-orm/libsql/migrator'
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core'
import { drizzle as drizzleProxy } from 'drizzle-orm/sqlite-proxy'
import { migrate as migrateProxy } from 'drizzle-orm/sqlite-proxy/migrator'
import type { DatabaseConfig } from '../config.ts'
import { createGroupCommit } from './group-commit.ts'
import * as schema from './schema/index.ts'
import { openSqlConnection, type SqlConnection } from './sync-connection.ts'
import { createWriteQueue } from './write-queue.ts'

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
  close(): void
}

const IMMEDIATE = { behavior: 'immediate' } as const

/** Builds the Database around a reading and a writing drizzle handle. */
function assemble(reader: Db, writer: Db, migrate: Database['migrate'], close: () => void): Database {
  const queue = createWriteQueue()
  const transaction = createGroupCommit<Tx>(queue, (work) => writer.transaction(work, IMMEDIATE), (tx, task) => tx.transaction(task))
  return { db: reader, write: (task) => queue(() => task(writer)), transaction, migrate, close }
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'file') return openFile(config.file)
  // A libSQL server (sqld, Turso): the network client, one handle for reads and writes.
  const client = createClient({ url: config.url, authToken: config.authToken })
  const db = drizzleLibsql(client, { schema }) as unknown as Db
  return assemble(db, db, (folder) => migrateLibsql(db as never, { migrationsFolder: folder }), () => client.close())
}

/**
 * An embedded file: two synchronous connections (sync-connection.ts), one that only reads and one
 * that only the write queue uses. Apart, a read can never see a write transaction that is still
 * open (and could roll back), and WAL lets the reader run while the writer commits.
 */
function openFile(file: string): Database {
  mkdirSync(dirname(file), { recursive: true })
  // busy timeout: how long a statement waits for a lock held by another process (e.g. a CLI on the file).
  const writing = openSqlConnection(file, { busyTimeoutMs: 5000 })
  // WAL is stored in the file: readers no longer block the writer, and inserts were ~8× faster here (environment.md).
  writing.exec('PRAGMA journal_mode=WAL')
  const reading = openSqlConnection(file, { busyTimeoutMs: 5000 })
  for (const connection of [writing, reading]) {
    // synchronous=FULL (libSQL's default, set anyway): NORMAL can lose the last commits on power loss,
    // and our writes (a password change, a logged session) must not come back. Group commit pays it
    // once per batch. foreign_keys: the cascades in the schema hold on every connection.
    connection.exec('PRAGMA synchronous=FULL')
    connection.exec('PRAGMA foreign_keys=ON')
  }
  const handle = (connection: SqlConnection) =>
    drizzleProxy(async (sql, params, method) => connection.query(sql, params, method) as { rows: never[] }, { schema }) as unknown as Db
  const writer = handle(writing)
  const migrate = (folder: string) =>
    migrateProxy(writer as never, async (queries) => {
      // All pending migrations or none: a failed one leaves the database as it was.
      writing.exec('BEGIN IMMEDIATE')
      try {
        for (const query of queries) writing.exec(query)
        writing.exec('COMMIT')
      } catch (err) {
        writing.exec('ROLLBACK')
        throw err
      }
    }, { migrationsFolder: folder })
  return assemble(handle(reading), writer, migrate, () => {
    reading.close()
    writing.close()
  })
}
