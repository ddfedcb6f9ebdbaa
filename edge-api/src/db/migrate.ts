import { fileURLToPath } from 'node:url'
import type { Database } from './client.ts'

/** The SQL that drizzle-kit generated from src/db/schema (committed in edge-api/drizzle). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))

/** Applies every migration not applied yet, all or nothing (Database.migrate goes through the write queue). */
export function migrateDatabase(database: Database): Promise<void> {
  return database.migrate(MIGRATIONS_FOLDER)
}
