import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { WRITE_CLOCK_TABLE } from '../db/replica/write-guard.ts'

/**
 * The application's tables: not SQLite's, drizzle's or Turso sync's own bookkeeping (turso_*), nor a
 * replica's write clock (it ticks on every write transaction, even one that changes nothing).
 */
export async function tableNames(database: Database): Promise<string[]> {
  // Raw statements answer rows as arrays.
  const rows = await database.db.all<unknown[]>(
    sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' and name not like 'turso_%' order by name`,
  )
  return rows.map((r) => String(r[0])).filter((name) => name !== WRITE_CLOCK_TABLE)
}

/** Every row of every table as JSON text, by table: to compare whole databases or search them. */
export async function everyRowAsText(database: Database): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>()
  for (const name of await tableNames(database)) {
    const rows = await database.db.all<unknown[]>(sql.raw(`select * from "${name}" order by rowid`))
    found.set(name, rows.map((r) => JSON.stringify(r)))
  }
  return found
}

/** One string for the whole stored state: equal before and after means nothing was written. */
export async function snapshot(database: Database): Promise<string> {
  return JSON.stringify([...(await everyRowAsText(database))])
}
