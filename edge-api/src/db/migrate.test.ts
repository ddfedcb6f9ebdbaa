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
      db.run(
        sql`insert into users (id, email, password_hash, first_name, last_name, account_type, notification_preferences, created_at, updated_at)
        values ('u1', 'maya@example.com', 'x', 'Maya', 'Lopez', 'player', '{}', 1, 1)`,
      )
    )
    await database.write((db) =>
      db.run(sql`insert into goals (id, user_id, title, pillar, goal_type, status, created_at, updated_at) values
        ('done', 'u1', 'Done', 'technical', 'process', 'completed', 100, 250), ('open', 'u1', 'Open', 'mental', 'process', 'active', 100, 300)`)
    )
    await database.migrate(MIGRATIONS_FOLDER)
    const rows = await database.db.values<[string, number | null]>(sql`select id, completed_at from goals order by id`)
    assert.deepEqual(rows, [['done', 250], ['open', null]])
  } finally {
    await database.close()
    await Deno.remove(dir, { recursive: true })
  }
})

Deno.test('protects behaviour: migration 0015 keeps children approved or created before it protected, until 13 by the age recorded then', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-migrate-' })
  const database = openFileDatabase(join(dir, 'api.db'))
  const jan2026 = Date.UTC(2026, 0, 10)
  try {
    await database.migrate(await migrationsUpTo(dir, '0014_scores_and_days'))
    await database.write((db) =>
      db.run(
        sql`insert into users (id, email, password_hash, first_name, last_name, account_type, age, consent_status, parent_email, notification_preferences, created_at, updated_at) values
        ('sam', 'sam@example.com', 'x', 'Sam', 'Lopez', 'parent', null, 'not_required', null, '{}', 1, 1),
        ('mia', 'mia@example.com', 'x', 'Mia', 'Lopez', 'player', 10, 'approved', 'sam@example.com', '{}', 1, 1),
        ('lia', 'lia@example.com', 'x', 'Lia', 'Lopez', 'player', 9, 'approved', 'sam@example.com', '{}', 1, 1),
        ('teo', 'teo@example.com', 'x', 'Teo', 'Lopez', 'player', 15, 'not_required', null, '{}', 1, 1)`,
      )
    )
    await database.write((db) =>
      db.run(
        sql`insert into parental_consents (id, child_user_id, parent_email, token_hash, expires_at, approved_at, approved_by, created_at)
        values ('c1', 'mia', 'sam@example.com', 'h1', ${jan2026 + 7 * 86_400_000}, ${jan2026 + 1000}, 'sam', ${jan2026})`,
      )
    )
    await database.write((db) =>
      db.run(sql`insert into family_accounts (id, family_name, primary_account_id, created_at) values ('f', 'Lopez', 'sam', 1)`)
    )
    await database.write((db) =>
      db.run(sql`insert into family_audit_log (id, family_id, parent_id, child_id, action_type, metadata, created_at) values
        ('a1', 'f', 'sam', 'lia', 'child_account_created', '{}', ${jan2026}), ('a2', 'f', 'sam', 'teo', 'member_updated', '{}', ${jan2026})`)
    )
    await database.migrate(MIGRATIONS_FOLDER)
    const rows = await database.db.values<[string, string | null, number | null]>(
      sql`select child_user_id, approved_by, covers_until from parental_consents where approved_at is not null order by child_user_id`,
    )
    // Mia (10 when asked) is covered for 3 years, Lia (9 when created) for 4; Teo, never consented for, gets nothing.
    assert.deepEqual(rows, [['lia', 'sam', Date.UTC(2030, 0, 10)], ['mia', 'sam', Date.UTC(2029, 0, 10)]])
  } finally {
    await database.close()
    await Deno.remove(dir, { recursive: true })
  }
})
