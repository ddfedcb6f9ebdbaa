import { type Client, createClient, type InStatement, type Transaction } from '@libsql/client/web'
import { drizzle as drizzleLibsql } from 'drizzle-orm/libsql/web'
import { migrate as migrateLibsql } from 'drizzle-orm/libsql/migrator'
import { assemble, type Database, type Db, IMMEDIATE } from './client.ts'
import * as schema from './schema/index.ts'
import { tracedStatement, tracingOn } from '../http/tracing.ts'

const textOf = (statement: InStatement) => (typeof statement === 'string' ? statement : statement.sql)

/** With OpenTelemetry on, each round trip to the server is a span of the request that made it (http/tracing.ts). */
function withSpans<T extends Client | Transaction>(client: T): T {
  if (!tracingOn) return client
  const execute = client.execute.bind(client) as (statement: InStatement) => ReturnType<T['execute']>
  const batch = client.batch.bind(client) as (statements: InStatement[]) => ReturnType<T['batch']>
  Object.assign(client, {
    execute: (statement: InStatement) => tracedStatement(textOf(statement), () => execute(statement)),
    batch: (statements: InStatement[], ...rest: unknown[]) =>
      tracedStatement(
        statements.map(textOf).join(';\n'),
        () => (batch as (...a: unknown[]) => ReturnType<T['batch']>)(statements, ...rest),
      ),
  })
  if ('transaction' in client) {
    const transaction = client.transaction.bind(client)
    Object.assign(client, { transaction: async (...args: Parameters<Client['transaction']>) => withSpans(await transaction(...args)) })
  }
  return client
}

/**
 * A libSQL server over HTTP (Turso Cloud, sqld): fetch only, no native code and no disk, so it runs
 * on Deno Deploy. Every request's writes are one short transaction (the write queue runs them one
 * at a time), well inside the server's transaction timeout.
 */
export function openRemoteDatabase(config: { url: string; authToken?: string }): Database {
  const client = withSpans(createClient({ url: config.url, authToken: config.authToken }))
  const db = drizzleLibsql(client, { schema }) as unknown as Db
  return assemble(
    db,
    (work) => db.transaction(work, IMMEDIATE),
    (task) => task(db),
    (folder) => migrateLibsql(db as never, { migrationsFolder: folder }),
    () => client.close(),
  )
}
