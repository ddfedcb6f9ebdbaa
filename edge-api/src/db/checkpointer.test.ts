import assert from 'node:assert/strict'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { startCheckpointer } from './checkpointer.ts'
import { openFileDatabase } from './file-database.ts'
import { fixed, runFixed } from './fixed-sql.ts'
import { openSqlConnection } from './sync-connection.ts'

const size = (path: string) => Deno.statSync(path).size

/** Polls `check` for up to `ms`: generous, since `npm test` runs this beside the browser lane. */
async function until(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (check()) return true
  return check()
}

async function inTempDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: 'pp-checkpoint-' })
  try {
    await fn(dir)
  } finally {
    await Deno.remove(dir, { recursive: true })
  }
}

Deno.test('protects behaviour: the background checkpointer copies committed pages from the WAL into the database file', () =>
  inTempDir(async (dir) => {
    const file = join(dir, 'api.db')
    const db = openSqlConnection(file, { busyTimeoutMs: 5000 })
    const checkpointer = startCheckpointer(file, (error) => assert.fail(`checkpointer failed: ${error}`), 20)
    try {
      db.exec('PRAGMA journal_mode=WAL')
      db.exec('PRAGMA wal_autocheckpoint=0')
      db.exec('create table notes (body text)')
      const before = size(file)
      for (let i = 0; i < 200; i++) db.query('insert into notes (body) values (?)', ['x'.repeat(1000)], 'run')
      assert.ok(size(join(dir, 'api.db-wal')) > 100_000, 'the rows are in the WAL')
      assert.ok(await until(() => size(file) > before + 100_000, 30_000), 'the database file never received the rows')
    } finally {
      await checkpointer.stop()
      db.close()
    }
  }))

Deno.test('protects behaviour: a checkpointer that cannot run says so, so the caller can checkpoint in commits again', () =>
  inTempDir(async (dir) => {
    let failed: unknown = null
    const checkpointer = startCheckpointer(join(dir, 'missing', 'deeper', 'api.db'), (error) => (failed = error ?? 'failed'), 20)
    try {
      assert.ok(await until(() => failed !== null, 5000), 'no failure reported')
    } finally {
      await checkpointer.stop()
    }
  }))

Deno.test('protects behaviour: a file database with the background checkpoint moves its writes into the file and closes cleanly', () =>
  inTempDir(async (dir) => {
    const file = join(dir, 'api.db')
    const database = openFileDatabase(file, { backgroundCheckpoint: true })
    try {
      await database.write((db) => runFixed(db, fixed`create table notes (body text)`))
      const before = size(file)
      for (let i = 0; i < 50; i++) {
        await database.transaction((tx) => runFixed(tx, fixed`insert into notes (body) values (${'x'.repeat(2000)})`))
      }
      assert.ok(await until(() => size(file) > before + 90_000, 30_000), 'the database file never received the rows')
      const [row] = await database.db.values<[number]>(sql`select count(*) from notes`)
      assert.equal(row![0], 50)
    } finally {
      await database.close()
    }
  }))
