// The `libsql` package: the engine under @libsql/client's file driver, used directly (no types shipped).
import Libsql from 'libsql'

type Statement = {
  reader: boolean
  raw(on?: boolean): Statement
  run(params: unknown[]): unknown
  get(params: unknown[]): unknown[] | undefined
  all(params: unknown[]): unknown[][]
}
type NativeDatabase = { prepare(sql: string): Statement; exec(sql: string): void; close(): void }

export type QueryMethod = 'run' | 'all' | 'values' | 'get'

/** One connection to a libSQL file, answering in the shape drizzle's sqlite-proxy driver expects. */
export type SqlConnection = {
  /** Rows as arrays of values; for 'get', the one row (or undefined). */
  query(sql: string, params: unknown[], method: QueryMethod): { rows: unknown }
  exec(sql: string): void
  close(): void
}

const CACHE_SIZE = 500

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
export function openSqlConnection(file: string, options: { busyTimeoutMs: number }): SqlConnection {
  const db = new (Libsql as unknown as new (path: string, opts: { timeout: number }) => NativeDatabase)(file, { timeout: options.busyTimeoutMs })
  const cache = new Map<string, Statement>()

  function statement(sql: string): Statement {
    let stmt = cache.get(sql)
    if (!stmt) {
      stmt = db.prepare(sql)
      if (stmt.reader) stmt.raw(true)
      // Oldest first out: the app has a few dozen distinct statements, so this rarely runs.
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!)
      cache.set(sql, stmt)
    }
    return stmt
  }

  return {
    query(sql, params, method) {
      const stmt = statement(sql)
      const args = params.map(toSql)
      if (!stmt.reader) {
        stmt.run(args)
        return { rows: method === 'get' ? undefined : [] }
      }
      if (method === 'get') return { rows: stmt.get(args) }
      const rows = stmt.all(args)
      return { rows: method === 'run' ? [] : rows }
    },
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  }
}
