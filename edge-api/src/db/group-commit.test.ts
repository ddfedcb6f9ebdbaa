import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { makeTestApp, signUp } from '../test-support/test-app.ts'
import { createGroupCommit } from './group-commit.ts'
import { users } from './schema/index.ts'
import { createWriteQueue } from './write-queue.ts'

/** A transaction opener that records whether each batch committed or rolled back. */
function loggedBegin(log: string[]) {
  return async <T>(work: (tx: string) => Promise<T>) => {
    log.push('begin')
    try {
      const result = await work('tx')
      log.push('commit')
      return result
    } catch (error) {
      log.push('rollback')
      throw error
    }
  }
}

Deno.test('protects behaviour: transactions waiting together share one commit, run in arrival order, and each gets its own result', async () => {
  let begins = 0
  const order: number[] = []
  const transaction = createGroupCommit<string>(
    createWriteQueue(),
    async (work) => (begins++, await work('tx')),
    (tx, task) => task(tx),
  )
  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => transaction(async () => (order.push(i), i * 2))))
  assert.deepEqual(results, Array.from({ length: 20 }, (_, i) => i * 2))
  assert.deepEqual(order, Array.from({ length: 20 }, (_, i) => i))
  assert.ok(begins <= 2, `${begins} transactions for 20 waiting tasks`)
})

Deno.test('protects behaviour: transactions asked for over several turns of the event loop, as concurrent requests ask, still share one commit', async () => {
  let begins = 0
  const transaction = createGroupCommit<string>(createWriteQueue(), async (work) => (begins++, await work('tx')), (tx, task) => task(tx))
  // Each caller first awaits a few promises of its own (reading its body, its session) before asking.
  const callers = Array.from({ length: 20 }, async (_, i) => {
    for (let turn = 0; turn < i; turn++) await Promise.resolve()
    return transaction(async () => i)
  })
  assert.deepEqual(await Promise.all(callers), Array.from({ length: 20 }, (_, i) => i))
  assert.equal(begins, 1)
})

Deno.test('protects behaviour: a failed commit fails every task of its batch, and later batches still run', async () => {
  let failNext = true
  const transaction = createGroupCommit<string>(
    createWriteQueue(),
    async (work) => {
      const value = await work('tx')
      if (failNext) {
        ;(failNext = false,
          (() => {
            throw new Error('disk full')
          })())
      }
      return value
    },
    (tx, task) => task(tx),
  )
  const batch = await Promise.allSettled([transaction(async () => 1), transaction(async () => 2)])
  assert.deepEqual(batch.map((r) => r.status), ['rejected', 'rejected'])
  assert.equal(await transaction(async () => 3), 3)
})

Deno.test('protects behaviour: in a shared commit, a task that throws undoes only its own writes and only its caller sees the error', async () => {
  const t = await makeTestApp()
  try {
    const players = await Promise.all(['a', 'b', 'c'].map((n) => signUp(t.app, { email: `${n}@example.com` })))
    const rename = (id: string, name: string, fail = false) =>
      t.database.transaction(async (tx) => {
        await tx.update(users).set({ firstName: name }).where(eq(users.id, id))
        if (fail) throw new Error('refused after writing')
        return name
      })
    const outcomes = await Promise.allSettled([
      rename(players[0]!.id, 'Ana'),
      rename(players[1]!.id, 'Ben', true),
      rename(players[2]!.id, 'Cai'),
    ])
    assert.deepEqual(outcomes.map((o) => o.status), ['fulfilled', 'rejected', 'fulfilled'])
    const names = await t.database.db.select({ email: users.email, name: users.firstName }).from(users).orderBy(users.email)
    assert.deepEqual(names.map((n) => n.name), ['Ana', 'Maya', 'Cai'])
  } finally {
    await t.close()
  }
})

Deno.test('protects behaviour: when the database itself fails in a shared commit (disk full), the whole batch fails and nothing of it is kept', async () => {
  const log: string[] = []
  const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })
  const begin = loggedBegin(log)
  const transaction = createGroupCommit<string>(createWriteQueue(), begin, (tx, task) => task(tx))
  const results = await Promise.allSettled([
    transaction(() => Promise.resolve('first')),
    transaction(() => Promise.reject(full)),
    transaction(() => Promise.resolve('after')),
  ])
  assert.deepEqual(results.map((r) => r.status), ['rejected', 'rejected', 'rejected'])
  assert.deepEqual(log, ['begin', 'rollback'])
})

Deno.test('protects behaviour: a batch whose every task failed is rolled back, not committed, and each caller sees its own error', async () => {
  const log: string[] = []
  const begin = loggedBegin(log)
  const transaction = createGroupCommit<string>(createWriteQueue(), begin, (tx, task) => task(tx))
  const refusals = [new Error('over the daily cap'), new Error('goal limit reached'), new Error('over the daily cap')]
  const results = await Promise.allSettled(refusals.map((refusal) => transaction(() => Promise.reject(refusal))))
  assert.deepEqual(results.map((r) => r.status === 'rejected' && r.reason), refusals)
  // Nothing to keep: no COMMIT (on a replica, no push to the primary).
  assert.deepEqual(log, ['begin', 'rollback'])
  // One task that succeeds is enough for the batch to be committed.
  const mixed = await Promise.allSettled([transaction(() => Promise.reject(refusals[0])), transaction(async () => 'kept')])
  assert.deepEqual(mixed.map((r) => r.status), ['rejected', 'fulfilled'])
  assert.deepEqual(log.slice(2), ['begin', 'commit'])
})
