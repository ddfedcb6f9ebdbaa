import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { drizzle as drizzleProxy } from 'drizzle-orm/sqlite-proxy'
import { migrate as migrateProxy } from 'drizzle-orm/sqlite-proxy/migrator'
import { assemble, type Begin, createWriteLog, type Database, type Db, IMMEDIATE, type WriteProbe } from './client.ts'
import * as schema from './schema/index.ts'
import { type Checkpointer, startCheckpointer } from './checkpointer.ts'
import { runsOn } from './fixed-sql.ts'
import { openSqlConnection, type SqlConnection } from './sync-connection.ts'
import { tracedSync } from '../http/tracing.ts'

/** With OpenTelemetry on, each statement is a span of the request that ran it (http/tracing.ts). */
const withSpans = (connection: SqlConnection): SqlConnection => ({
  ...connection,
  query: tracedSync(connection.query),
  exec: tracedSync(connection.exec),
})

/**
 * Throws when the database file or its WAL cannot be written now (its mode, an immutable flag, a
 * read-only mount), as SQLite's SQLITE_READONLY: that is the error the next write meets once it
 * reaches the file. Asked through a fresh SQLite connection, which opens the files anew: never by
 * opening and closing them here, since closing any descriptor of a file drops every POSIX lock this
 * process holds on it, SQLite's included (SQLite's own connections keep such descriptors open until
 * its locks are released), and another process could then take the WAL away from under our writes.
 */
function refusedWrites(file: string): void {
  const fresh = openSqlConnection(file, { busyTimeoutMs: 5000 })
  try {
    fresh.exec('BEGIN IMMEDIATE')
    fresh.exec('CREATE TABLE main.pitchpath_write_probe (x)')
  } finally {
    try {
      fresh.exec('ROLLBACK')
    } catch {
      // nothing begun
    }
    fresh.close()
  }
}

/**
 * An embedded file: two synchronous connections (sync-connection.ts), one that only reads and one
 * that only the write queue uses. Apart, a read can never see a write transaction that is still
 * open (and could roll back), and WAL lets the reader run while the writer commits.
 */
export function openFileDatabase(file: string, { backgroundCheckpoint = false }: { backgroundCheckpoint?: boolean } = {}): Database {
  mkdirSync(dirname(file), { recursive: true })
  // Every table the writer changes is logged, so caches keyed by Database#tableVersion stay true.
  const writes = createWriteLog()
  // busy timeout: how long a statement waits for a lock held by another process (e.g. a CLI on the file).
  const writing = withSpans(openSqlConnection(file, { busyTimeoutMs: 5000, onWrite: writes.add }))
  // WAL is stored in the file: readers do not block the writer, and inserts run ~8× faster here.
  writing.exec('PRAGMA journal_mode=WAL')
  // With backgroundCheckpoint (the server's default, DATABASE_CHECKPOINT), the WAL is copied back
  // into the file on another thread (checkpointer.ts) instead of inside a COMMIT; if that thread
  // cannot run, SQLite's automatic checkpoint (every 1,000 pages) comes back. Off for the test
  // suite's many short-lived databases: each thread loads libSQL again (~1 s).
  let open = true
  let checkpointer: Checkpointer | null = null
  if (backgroundCheckpoint) {
    writing.exec('PRAGMA wal_autocheckpoint=0')
    // A restarted WAL keeps its file's size; this caps it (busy stretches leave a few tens of MB).
    writing.exec('PRAGMA journal_size_limit=67108864')
    checkpointer = startCheckpointer(file, (error) => {
      console.error('[db] background checkpoint stopped; checkpointing in commits again:', error)
      if (open) writing.exec('PRAGMA wal_autocheckpoint=1000')
    })
  }
  // Reads only (client.ts): a write sent here would bypass the queue and the write log, so it fails.
  let opened = false
  const reading = withSpans(openSqlConnection(file, {
    busyTimeoutMs: 5000,
    onWrite: () => {
      if (opened) throw new Error('A write was sent to the reading connection; use Database#write or Database#transaction')
    },
  }))
  for (const connection of [writing, reading]) {
    // synchronous=FULL (libSQL's default, set anyway): NORMAL can lose the last commits on power loss,
    // and our writes (a password change, a logged session) must not come back. Group commit pays it
    // once per batch. foreign_keys: the cascades in the schema hold on every connection.
    connection.exec('PRAGMA synchronous=FULL')
    connection.exec('PRAGMA foreign_keys=ON')
  }
  opened = true
  const handle = (connection: SqlConnection) => {
    const db = drizzleProxy(async (sql, params, method) => connection.query(sql, params, method) as { rows: never[] }, {
      schema,
    }) as unknown as Db
    runsOn(db, connection)
    return db
  }
  const writer = handle(writing)
  // A write transaction runs on the writer connection, so its fixed statements may go there directly.
  let commits = 0
  const begin: Begin = async (work) => {
    try {
      return await writer.transaction((tx) => (runsOn(tx, writing), work(tx)), IMMEDIATE)
    } finally {
      // The worker copies the WAL as it grows, but only a checkpoint that reaches its end lets the
      // next transaction start the WAL over; this one finds little left to copy.
      if (checkpointer && ++commits % 32 === 0) writing.exec('PRAGMA wal_checkpoint(PASSIVE)')
    }
  }
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
  // Health's question "would a write be saved now?": first, can the files be opened for writing at
  // all (a file made read-only while the API runs keeps working through the handles opened before,
  // until a commit reaches it); then take the write lock and a new page (a table's
  // root), as a real write does, then undo it. A read-only file, a read-only connection and a file
  // at its size limit fail here; a disk that fills only when a commit reaches it is caught by the
  // real writes that fail (client.ts remembers them).
  const probe: WriteProbe = () => {
    try {
      refusedWrites(file)
      writing.exec('BEGIN IMMEDIATE')
      writing.exec('CREATE TABLE main.pitchpath_write_probe (x)')
      return Promise.resolve()
    } catch (error) {
      return Promise.reject(error)
    } finally {
      writing.exec('ROLLBACK')
      writes.take() // undone: no table changed
    }
  }
  // The write log: one API process owns its file (architecture), and every write goes through here.
  return assemble(
    handle(reading),
    begin,
    (task) => task(writer),
    migrate,
    async () => {
      await checkpointer?.stop()
      open = false
      reading.close()
      writing.close()
    },
    undefined,
    { writes, probe },
  )
}
