import { createClient } from '@libsql/client/web'
import { drizzle as drizzleLibsql } from 'drizzle-orm/libsql/web'
import { migrate as migrateLibsql } from 'drizzle-orm/libsql/migrator'
import { assemble, type Database, type Db, IMMEDIATE } from './client.ts'
import * as schema from './schema/index.ts'

/**
 * A libSQL server over HTTP (Turso Cloud, sqld): fetch only, no native code and no disk, so it runs
 * on Deno Deploy. Every request's writes are one short transaction (the write queue runs them one
 * at a time), well inside the server's transaction timeout.
 */
export function openRemoteDatabase(config: { url: string; authToken?: string }): Database {
  const client = createClient({ url: config.url, authToken: config.authToken })
  const db = drizzleLibsql(client, { schema }) as unknown as Db
  return assemble(
    db,
    (work) => db.transaction(work, IMMEDIATE),
    (task) => task(db),
    (folder) => migrateLibsql(db as never, { migrationsFolder: folder }),
    () => client.close(),
  )
}
