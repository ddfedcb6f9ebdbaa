import assert from 'node:assert/strict'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openFileDatabase } from './file-database.ts'
import { MIGRATIONS_FOLDER } from './migrate.ts'

/** The committed migrations up to and including `lastTag`, as a folder drizzle's migrator reads. */
async function migrationsUpTo(dir: string, lastTag: string): Promise<string> {
  const folder = join(dir, 'drizzle')
  await Deno.mkdir(join(folder, 'meta'), { recursive: true })
  const journal = JSON.parse(await Deno.readTextFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json')))
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag)
  assert.ok(last >= 0, lastTag)
  journal.entries = journal.entries.slice(0, last + 1)
  for (const e of journal.entries) await Deno.copyFile(join(MIGRATIONS_FOLDER, `${e.tag}.sql`), join(folder, `${e.tag}.sql`))
  await Deno.writeTextFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal))
  return folder
}

Deno.test('protects behaviour: migration 0008 gives goals completed before it their completion time, and leaves active goals without one', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-migrate-' })
  const database = openFileDatabase(join(dir, 'api.db'))
  try {
    await database.migrate(await migrationsUpTo(dir, '0007_security'))
    await database.write((db) =>
      db.run(sql`insert into users (id, email, password_hash, first_name, last_name, account_type, notification_preferences, created_at, updated_at)
        values ('u1', 'maya@example.com', 'x', 'Maya', 'Lopez', 'player', '{}', 1, 1)`))
    await database.write((db) =>
      db.run(sql`insert into goals (id, user_id, title, pillar, goal_type, status, created_at, updated_at) values
        ('done', 'u1', 'Done', 'technical', 'process', 'completed', 100, 250), ('open', 'u1', 'Open', 'mental', 'process', 'active', 100, 300)`))
    await database.migrate(MIGRATIONS_FOLDER)
    const rows = await database.db.values<[string, number | null]>(sql`select id, completed_at from goals order by id`)
    assert.deepEqual(rows, [['done', 250], ['open', null]])
  } finally {
    await database.close()
    await Deno.remove(dir, { recursive: true })
  }
})
