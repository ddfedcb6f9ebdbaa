import assert from 'node:assert/strict'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { SESSION_TABLES } from '../features/auth/public.ts'
import { type FoundSession, SessionCache } from '../features/auth/public.ts'
import type { Database } from './client.ts'
import { openFileDatabase } from './file-database.ts'
import { migrateDatabase } from './migrate.ts'
import { trainingLogs, users } from './schema/index.ts'
import { writtenTable } from './sync-connection.ts'
import { playerRow } from '../test-support/player-row.ts'

const AT = Date.parse('2026-11-22T12:00:00Z')

/** A migrated embedded file with one player, the kind the API runs on. */
async function withFile(fn: (database: Database, userId: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: 'pp-table-version-' })
  const database = openFileDatabase(join(dir, 'api.db'))
  try {
    await migrateDatabase(database)
    const userId = crypto.randomUUID()
    await database.write((db) => db.insert(users).values(playerRow(userId)))
    await fn(database, userId)
  } finally {
    await database.close()
    await Deno.remove(dir, { recursive: true })
  }
}

/** A session cache over `database`, and a session read that counts how often the cache asked for it. */
function countedSessionReads(database: Database, userId: string) {
  let count = 0
  const load = async (): Promise<
    FoundSession
  > => (count++,
    { expiresAt: AT + 1, lastSeenAt: AT, user: { id: userId, notificationPreferences: { methods: {}, triggers: {} } } as never })
  return { cache: new SessionCache(database), load, loads: () => count }
}

function logRow(userId: string) {
  return {
    id: crypto.randomUUID(),
    userId,
    sessionType: 'technical' as const,
    durationMinutes: 30,
    skillFocus: ['technical' as const],
    energyLevel: 3,
    notes: null,
    xpEarned: 45,
    day: '2026-11-22',
    loggedAt: AT,
  }
}

Deno.test('protects behaviour: a write moves the version of the table it changed and leaves the others where they were', () =>
  withFile(async (database, userId) => {
    const before = { users: database.tableVersion(['users']), logs: database.tableVersion(['training_logs']) }
    await database.transaction((tx) => tx.insert(trainingLogs).values(logRow(userId)))
    assert.equal(database.tableVersion(['users']), before.users)
    assert.notEqual(database.tableVersion(['training_logs']), before.logs)
    const logs = database.tableVersion(['training_logs'])
    await database.write((db) => db.update(users).set({ firstName: 'Mia' }).where(eq(users.id, userId)))
    assert.notEqual(database.tableVersion(['users']), before.users)
    assert.equal(database.tableVersion(['training_logs']), logs)
  }))

Deno.test('protects behaviour: the version moves only once the write has ended, before its caller is answered, even when it fails', () =>
  withFile(async (database, userId) => {
    const before = database.tableVersion(['users'])
    const during = await database.transaction(async (tx) => {
      await tx.update(users).set({ firstName: 'Mia' }).where(eq(users.id, userId))
      return database.tableVersion(['users'])
    })
    assert.equal(during, before, 'moved while the transaction could still roll back')
    assert.notEqual(database.tableVersion(['users']), before)
    const committed = database.tableVersion(['users'])
    await assert.rejects(database.transaction(async (tx) => {
      await tx.update(users).set({ firstName: 'Zed' }).where(eq(users.id, userId))
      throw new Error('changed my mind')
    }))
    assert.notEqual(database.tableVersion(['users']), committed)
  }))

Deno.test('protects behaviour: a statement whose table cannot be told moves every version, and the reading connection refuses writes', () =>
  withFile(async (database, userId) => {
    const before = database.tableVersion(['sessions'])
    await database.write((db) =>
      db.run(sql`with old as (select ${userId} as id) update users set first_name = 'Mia' where id in (select id from old)`)
    )
    assert.notEqual(database.tableVersion(['sessions']), before)
    await assert.rejects(database.db.update(users).set({ firstName: 'Eve' }).where(eq(users.id, userId)), (error: Error) => {
      assert.match(String((error.cause as Error | undefined)?.message), /reading connection/)
      return true
    })
    const [row] = await database.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId))
    assert.equal(row!.firstName, 'Mia')
  }))

Deno.test('protects behaviour: a cached session survives a logged training session but not a change to its user', () =>
  withFile(async (database, userId) => {
    const { cache, load, loads } = countedSessionReads(database, userId)
    await cache.find('s1', load)
    await database.transaction((tx) => tx.insert(trainingLogs).values(logRow(userId)))
    await cache.find('s1', load)
    assert.equal(loads(), 1)
    await database.write((db) => db.update(users).set({ firstName: 'Mia' }).where(eq(users.id, userId)))
    await cache.find('s1', load)
    assert.equal(loads(), 2)
  }))

Deno.test('protects behaviour: statements are told apart by the one table they write', () => {
  assert.equal(writtenTable('insert into "training_logs" ("id", "user_id") values (?, ?)'), 'training_logs')
  assert.equal(writtenTable('insert or ignore into user_badges (user_id) values (?)'), 'user_badges')
  assert.equal(writtenTable('update "users" set "first_name" = ? where "users"."id" = ?'), 'users')
  assert.equal(writtenTable('delete from "sessions" where "sessions"."id" = ?'), 'sessions')
  assert.equal(writtenTable('delete from "sessions"'), 'sessions')
  assert.equal(writtenTable('  select 1'), null)
  assert.equal(writtenTable('savepoint sp0'), null)
  assert.equal(writtenTable('commit'), null)
  assert.equal(writtenTable('with x as (select 1) delete from "users"'), '*')
  assert.equal(writtenTable('update "main"."users" set x = 1'), '*')
  assert.equal(writtenTable('PRAGMA foreign_keys=ON'), '*')
  assert.equal(writtenTable('pragma journal_mode(WAL)'), '*')
  assert.equal(writtenTable('pragma foreign_key_list("users")'), null)
  assert.equal(writtenTable('pragma integrity_check'), null)
  assert.equal(writtenTable('create table t (id)'), '*')
  assert.equal(writtenTable('PRAGMA wal_checkpoint(PASSIVE)'), null)
  assert.equal(writtenTable('pragma main.wal_checkpoint(TRUNCATE)'), null)
})

Deno.test("protects behaviour: the writer's periodic WAL checkpoint leaves the session cache and every table's version alone", async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-table-version-' })
  // As the server opens it: the WAL copied on a worker, and the writer checkpoints every 32 commits.
  const database = openFileDatabase(join(dir, 'api.db'), { backgroundCheckpoint: true })
  try {
    await migrateDatabase(database)
    const userId = crypto.randomUUID()
    await database.write((db) => db.insert(users).values(playerRow(userId)))
    const { cache, load, loads } = countedSessionReads(database, userId)
    await cache.find('s1', load)
    const before = database.tableVersion(['users', 'goals'])
    for (let i = 0; i < 40; i++) await database.transaction((tx) => tx.insert(trainingLogs).values(logRow(userId)))
    assert.equal(database.tableVersion(['users', 'goals']), before, 'no commit or checkpoint wrote users or goals')
    await cache.find('s1', load)
    assert.equal(loads(), 1, 'the session was read once, through 40 commits and their checkpoint')
  } finally {
    await database.close()
    await Deno.remove(dir, { recursive: true })
  }
})

Deno.test('protects behaviour: no cascade, "set null" or trigger lets a write to another table change what a session is read from', () =>
  withFile(async (database) => {
    const watched = new Set<string>(SESSION_TABLES)
    assert.deepEqual([...watched].sort(), ['family_accounts', 'sessions', 'users'])
    for (const table of watched) {
      const keys = await database.db.values<[string, string, string]>(
        sql.raw(`select "table", on_delete, on_update from pragma_foreign_key_list('${table}')`),
      )
      assert.ok(table !== 'sessions' || keys.length > 0, 'the foreign keys were not read')
      for (const [parent, onDelete, onUpdate] of keys) {
        const acts = [onDelete, onUpdate].some((action) => !['NO ACTION', 'RESTRICT'].includes(action))
        if (acts) assert.ok(watched.has(parent), `${table} changes when ${parent} does (${onDelete}/${onUpdate})`)
      }
    }
    const triggers = await database.db.values<[string]>(sql`select name from sqlite_master where type = 'trigger'`)
    assert.deepEqual(triggers, [])
  }))
