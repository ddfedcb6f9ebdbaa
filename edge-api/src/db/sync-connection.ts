// The `libsql` package: the engine under @libsql/client's file driver, used directly (no types shipped).
import Libsql from 'libsql'

type Statement = {
  reader: boolean
  raw(on?: boolean): Statement
  run(params: unknown[]): unknown
  get(params: unknown[]): unknown[] | undefined
  all(params: unknown[]): unknown[][]
}
type Prepared = { stmt: Statement; writes: string | null }
type NativeDatabase = { prepare(sql: string): Statement; exec(sql: string): void; close(): void; readonly inTransaction: boolean }

export type QueryMethod = 'run' | 'all' | 'values' | 'get'

/** Told the table each write statement changed, or '*' when the statement could change any. */
export type WriteListener = (table: string) => void

/** One connection to a libSQL file, answering in the shape drizzle's sqlite-proxy driver expects. */
export type SqlConnection = {
  /** Rows as arrays of values; for 'get', the one row (or undefined). */
  query(sql: string, params: unknown[], method: QueryMethod): { rows: unknown }
  exec(sql: string): void
  close(): void
}

const CACHE_SIZE = 500

// A whole-transaction ROLLBACK (not one to a savepoint).
const ROLLBACK = /^\s*rollback(?:\s+transaction)?\s*;?\s*$/i

// The statements the app writes with name their one table first (drizzle's and our own SQL alike).
// Cascades go from users to its dependants only, so naming the statement's table is enough for the
// tables the session cache reads (sessions.queries.ts proves that against the schema).
const WRITE_TARGET =
  /^\s*(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+"?([A-Za-z_]\w*)"?(?:[\s(]|$)/i
const CHANGES_NOTHING = /^\s*(?:select|savepoint|release|begin|commit|end|rollback)\b/i
// A pragma that only reports (its plain name, or one of the schema and integrity listings); any
// other pragma may change settings or data, so it counts as a write to every table.
const REPORTING_PRAGMA =
  /^\s*pragma\s+(?:\w+\.)?(?:\w+\s*;?\s*$|(?:foreign_key_list|foreign_key_check|table_info|table_xinfo|table_list|index_list|index_info|index_xinfo|integrity_check|quick_check)\b)/i

// A checkpoint copies committed pages from the WAL into the file: every table holds the same rows
// before and after. Counted as a write to every table, the writer's checkpoint every 32 commits
// (file-database.ts) emptied the session cache and every kept answer each time.
const CHECKPOINT = /^\s*pragma\s+(?:\w+\.)?wal_checkpoint\b/i

/** The table a statement writes to; null for one that writes nothing; '*' when it cannot tell. */
export function writtenTable(sql: string): string | null {
  if (CHANGES_NOTHING.test(sql) || REPORTING_PRAGMA.test(sql) || CHECKPOINT.test(sql)) return null
  return WRITE_TARGET.exec(sql)?.[1] ?? '*'
}

/** Values the engine binds as they are; the rest as SQLite would store them. */
export function toSql(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof Date) return value.valueOf()
  if (value === undefined) throw new TypeError('undefined cannot be bound as a query parameter')
  return value
}

/**
 * A synchronous connection with a cache of prepared statements. Measured here, a statement
 * through @libsql/client cost ~100 µs, of which preparing it again each time and converting the
 * result row were most; a cached statement runs in ~7 µs (docs/benchmarks.md). The calls block
 * the thread for those microseconds only: reads never wait on a lock in WAL mode, and the one
 * writer is serialised by the write queue.
 *
 * Integers come back as JS numbers: every integer stored here (epoch ms, XP, counts) is far below
 * 2^53.
 */
export function openSqlConnection(file: string, options: { busyTimeoutMs: number; onWrite?: WriteListener }): SqlConnection {
  const db = new (Libsql as unknown as new (path: string, opts: { timeout: number }) => NativeDatabase)(file, {
    timeout: options.busyTimeoutMs,
  })
  const cache = new Map<string, Prepared>()
  const onWrite = options.onWrite ?? (() => {})

  function statement(sql: string): Prepared {
    let prepared = cache.get(sql)
    if (!prepared) {
      const stmt = db.prepare(sql)
      if (stmt.reader) stmt.raw(true)
      prepared = { stmt, writes: writtenTable(sql) }
      // Oldest first out: the app has a few dozen distinct statements, so this rarely runs.
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!)
      cache.set(sql, prepared)
    }
    return prepared
  }

  return {
    query(sql, params, method) {
      // When a COMMIT fails on a full disk or an I/O error, SQLite has already rolled the
      // transaction back; the ROLLBACK that follows (drizzle's, the migrator's) would then fail with
      // "cannot rollback - no transaction is active" and hide the error that mattered.
      if (ROLLBACK.test(sql) && !db.inTransaction) return { rows: method === 'get' ? undefined : [] }
      const { stmt, writes } = statement(sql)
      const args = params.map(toSql)
      // Before running: a statement that fails half-way may still have changed rows.
      if (writes) onWrite(writes)
      if (!stmt.reader) {
        stmt.run(args)
        return { rows: method === 'get' ? undefined : [] }
      }
      if (method === 'get') return { rows: stmt.get(args) }
      const rows = stmt.all(args)
      return { rows: method === 'run' ? [] : rows }
    },
    exec: (sql) => {
      if (ROLLBACK.test(sql) && !db.inTransaction) return
      // Any script may hold several statements, so only a lone checkpoint is known to change nothing.
      if (!CHECKPOINT.test(sql) || sql.includes(';')) onWrite('*')
      db.exec(sql)
    },
    close: () => db.close(),
  }
}
