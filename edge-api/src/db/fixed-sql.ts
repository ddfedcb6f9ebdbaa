import { sql } from 'drizzle-orm'
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core'
import type { SqlConnection } from './sync-connection.ts'

/**
 * A statement whose text is fixed where it is written: every `${value}` is a bound parameter, never
 * SQL, and table names are written out. Built with the `fixed` tag below.
 */
export type FixedSql = { strings: readonly string[]; params: unknown[] }

/** A database handle or a transaction (client.ts's Db and Tx), named by what is used of it. */
type Handle = Pick<BaseSQLiteDatabase<'async', unknown>, 'run' | 'values'>

/** `fixed\`select … where id = ${id}\``: like drizzle's `sql`, but its text is built once per call site. */
export function fixed(strings: TemplateStringsArray, ...params: unknown[]): FixedSql {
  return { strings, params }
}

/**
 * A multi-row statement: `head`, then `n` comma-separated copies of `group` (one row's pieces around
 * its placeholders), then `tail`. Made once where the statement is defined; each row count's text is
 * built on first use and kept.
 */
export function repeated(head: string, group: readonly string[], tail: string): (n: number) => readonly string[] {
  const byCount: (readonly string[])[] = []
  return (n) => {
    let strings = byCount[n]
    if (!strings) {
      // head + group, then for each further group ", " + group, then tail; the pieces between groups
      // join the last string of one group to the first of the next.
      const parts: string[] = [head + group[0]!]
      for (let i = 0; i < n; i++) {
        parts.push(...group.slice(1, -1))
        parts.push(i === n - 1 ? group.at(-1)! + tail : `${group.at(-1)!}, ${group[0]!}`)
      }
      byCount[n] = strings = Object.freeze(parts)
    }
    return strings
  }
}

// The text of each call site, joined once: '?' where each parameter goes.
const texts = new WeakMap<readonly string[], string>()
function textOf(strings: readonly string[]): string {
  let text = texts.get(strings)
  if (text === undefined) texts.set(strings, text = strings.join('?'))
  return text
}

// Handles that sit directly on a synchronous connection (the embedded file: its reader, its writer
// and each write transaction), registered by file-database.ts. Others (a replica, a remote
// primary) go through drizzle as before.
const connections = new WeakMap<object, SqlConnection>()

/** Lets fixed statements on `handle` skip drizzle: it runs on `connection`, in the same transaction. */
export function runsOn(handle: object, connection: SqlConnection): void {
  connections.set(handle, connection)
}

// Why: drizzle builds every statement from its chunks on each call, and for the statements of each
// Log Training request that was ~15 % of its time (docs/benchmarks.md); these are written once.

/** Runs a statement that returns no rows. */
export async function runFixed(handle: Handle, query: FixedSql): Promise<void> {
  const connection = connections.get(handle)
  if (connection) {
    connection.query(textOf(query.strings), query.params, 'run')
    return
  }
  await handle.run(sql(query.strings as TemplateStringsArray, ...query.params))
}

/** Runs a query and answers its rows as arrays of values. */
export async function valuesFixed<T extends unknown[]>(handle: Handle, query: FixedSql): Promise<T[]> {
  const connection = connections.get(handle)
  if (connection) return connection.query(textOf(query.strings), query.params, 'values').rows as T[]
  return await handle.values<T>(sql(query.strings as TemplateStringsArray, ...query.params))
}
