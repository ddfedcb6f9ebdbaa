import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { Database } from './client.ts'
import journal from '../../drizzle/meta/_journal.json' with { type: 'json' }

/** The SQL that drizzle-kit generated from src/db/schema (committed in edge-api/drizzle). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))

/** Applies every migration not applied yet, all or nothing (Database.migrate goes through the write queue). */
export function migrateDatabase(database: Database): Promise<void> {
  return database.migrate(MIGRATIONS_FOLDER)
}

/** Each committed migration's tag ('0024_client_error_reports') by the time drizzle-kit stamped it. */
const TAGS = new Map(journal.entries.map((entry) => [entry.when, entry.tag]))
const LATEST = journal.entries.at(-1)?.tag ?? null

/**
 * The newest migration applied to the database (drizzle records each one's stamp in
 * __drizzle_migrations) and the newest this code ships. A stamp this code does not know (a newer
 * release migrated the database already) is given as the stamp itself; nothing applied, or a
 * database that cannot be read, as null.
 */
export async function migrationVersion(database: Database): Promise<{ applied: string | null; latest: string | null }> {
  const rows = await database.db.values<[number]>(sql`select created_at from __drizzle_migrations order by created_at desc limit 1`)
    .catch(() => [])
  const stamp = rows[0]?.[0]
  const applied = stamp === undefined || stamp === null ? null : (TAGS.get(Number(stamp)) ?? String(stamp))
  return { applied, latest: LATEST }
}
