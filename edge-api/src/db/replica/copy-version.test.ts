import assert from 'node:assert/strict'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { Database, Tx } from '../client.ts'
import { migrateDatabase } from '../migrate.ts'
import { openDatabase } from '../open-database.ts'
import { users } from '../schema/index.ts'
import { startPrimary } from '../../test-support/primary.ts'
import { playerRow } from '../../test-support/player-row.ts'

const firstName = async (database: Database | { db: Tx }, id: string) =>
  (await database.db.select({ name: users.firstName }).from(users).where(eq(users.id, id)))[0]?.name

/** Two replicas (two instances' copies) of one Turso primary, migrated, pulling only when asked. */
async function withTwoCopies(fn: (a: Database, b: Database) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: 'pp-copy-version-' })
  const primary = await startPrimary(dir)
  const open = (name: string) =>
    openDatabase({ kind: 'replica', file: join(dir, name, 'api.db'), syncUrl: primary.url, pullIntervalMs: 3_600_000 })
  const a = await open('a')
  const b = await open('b')
  try {
    await migrateDatabase(a)
    await migrateDatabase(b)
    await fn(a, b)
  } finally {
    await a.close()
    await b.close()
    await primary.stop()
    await Deno.remove(dir, { recursive: true })
  }
}

Deno.test(
  "protects behaviour: a replica keys caches by one number that moves with every write here and every pull that brought another instance's write",
  () =>
    withTwoCopies(async (a, b) => {
      const id = crypto.randomUUID()
      const start = { a: a.tableVersion(['users']), b: b.tableVersion(['users']) }
      assert.notEqual(start.a, null, 'a replica can keep answers in memory')
      // One number for every table: the copy changes only as a whole, by pulls and this process's writes.
      assert.equal(a.tableVersion(['training_logs']), start.a)

      assert.equal(await firstName(a, id), undefined)
      assert.equal(a.tableVersion(['users']), start.a, 'a read moves nothing')

      await a.transaction((tx) => tx.insert(users).values(playerRow(id)))
      const written = a.tableVersion(['users'])
      assert.ok(written! > start.a!, "the writer's own write moves its number before the writer is answered")
      assert.equal(await firstName(a, id), 'Maya')
      assert.equal(b.tableVersion(['users']), start.b, 'the other copy has not pulled: its number and answers stay')
      assert.equal(await firstName(b, id), undefined)

      // The other instance pulls (here by the writer's consistency token): the number moves before
      // the request that waited for the pull is let through.
      assert.equal(await b.consistency!.catchUp(a.consistency!.seen()), true)
      const pulled = b.tableVersion(['users'])
      assert.ok(pulled! > start.b!, 'a pull that brought a write moves the number')
      assert.equal(await firstName(b, id), 'Maya')

      // A write that is rolled back may have been seen by a read meanwhile: it moves the number too.
      await assert.rejects(b.transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Zed' }).where(eq(users.id, id))
        throw new Error('changed my mind')
      }))
      assert.ok(b.tableVersion(['users'])! > pulled!)
      assert.equal(await firstName(b, id), 'Maya')
    }),
)

Deno.test("protects behaviour: a pull that brings nothing leaves a replica's cached answers standing", () =>
  withTwoCopies(async (a) => {
    const before = a.tableVersion(['users'])
    // A token ahead of the primary costs one pull that finds nothing new.
    assert.equal(await a.consistency!.catchUp(a.consistency!.seen() + 1_000), true)
    assert.equal(a.tableVersion(['users']), before)
  }))

Deno.test('protects behaviour: a write through a replica that changed nothing (a refusal, a replay) is answered without a push, and one that changed rows is pushed', () =>
  withTwoCopies(async (a, b) => {
    const id = crypto.randomUUID()
    await a.transaction((tx) => tx.insert(users).values(playerRow(id)))
    const pushed = a.consistency!.seen()
    assert.equal(await b.consistency!.catchUp(pushed), true)
    assert.equal(b.consistency!.seen(), pushed, 'the write reached the primary')

    // What a refused Log Training does: reads, decides, changes nothing, and returns its answer.
    const refusals = await Promise.all(
      [1, 2, 3].map(() => a.transaction(async (tx) => ({ refused: (await firstName({ db: tx }, id)) === 'Maya' }))),
    )
    assert.deepEqual(refusals, [{ refused: true }, { refused: true }, { refused: true }])
    assert.equal(a.consistency!.seen(), pushed, 'no write clock moved: nothing was sent')
    // The primary's clock did not move either: the other copy, pulling again, holds the same.
    assert.equal(await b.consistency!.catchUp(pushed + 1), true)
    assert.equal(b.consistency!.seen(), pushed)

    // A task that changed a row in the same batch as refusals: the batch is pushed.
    const [, renamed] = await Promise.all([
      a.transaction(async () => 'refused'),
      a.transaction((tx) => tx.update(users).set({ firstName: 'Mia' }).where(eq(users.id, id))),
    ])
    assert.ok(renamed)
    assert.ok(a.consistency!.seen() > pushed)
    assert.equal(await b.consistency!.catchUp(a.consistency!.seen()), true)
    assert.equal(await firstName(b, id), 'Mia')
  }))
