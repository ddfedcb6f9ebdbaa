import assert from 'node:assert/strict'
import { join } from 'node:path'
import { drizzle } from 'drizzle-orm/sqlite-proxy'
import type { Db } from './client.ts'
import { openFileDatabase } from './file-database.ts'
import { fixed, repeated, runFixed, valuesFixed } from './fixed-sql.ts'
import { openSqlConnection } from './sync-connection.ts'

async function withFile(fn: (file: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: 'pp-fixed-sql-' })
  try {
    await fn(join(dir, 'api.db'))
  } finally {
    await Deno.remove(dir, { recursive: true })
  }
}

Deno.test('protects behaviour: a multi-row statement has one placeholder a value, for any number of rows', () => {
  const insert = repeated('insert into t (a, b) values ', ['(', ', ', ')'], ' on conflict do nothing')
  const strings = insert(3)
  assert.equal(strings.join('?'), 'insert into t (a, b) values (?, ?), (?, ?), (?, ?) on conflict do nothing')
  assert.equal(repeated('x ', ['(', ')'], ';')(1).join('?'), 'x (?);')
  assert.equal(insert(3), strings, 'built once')
})

Deno.test('protects behaviour: fixed statements answer the same straight on the connection and through drizzle, and a value is never SQL', () =>
  withFile(async (file) => {
    const database = openFileDatabase(file)
    // Not registered with runsOn: the same statements take drizzle's path.
    const other = openSqlConnection(file, { busyTimeoutMs: 5000 })
    const throughDrizzle = drizzle(async (sql, params, method) => other.query(sql, params, method) as { rows: never[] }) as unknown as Db
    try {
      await database.write((db) => runFixed(db, fixed`create table notes (id integer primary key, body text)`))
      const hostile = "x'); drop table notes; --"
      for (const [handle, id] of [[database.db, 1], [throughDrizzle, 2]] as const) {
        if (handle === database.db) {
          await database.write((db) => runFixed(db, fixed`insert into notes (id, body) values (${id}, ${hostile})`))
        } else await runFixed(handle, fixed`insert into notes (id, body) values (${id}, ${hostile})`)
      }
      const read = (handle: Db) =>
        valuesFixed<[number, string]>(handle, fixed`select id, body from notes where body = ${hostile} order by id`)
      assert.deepEqual(await read(database.db), [[1, hostile], [2, hostile]])
      assert.deepEqual(await read(throughDrizzle), [[1, hostile], [2, hostile]])
    } finally {
      other.close()
      await database.close()
    }
  }))
