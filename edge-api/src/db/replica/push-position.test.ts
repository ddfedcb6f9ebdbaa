import assert from 'node:assert/strict'
import { join } from 'node:path'
import type { Database } from '../client.ts'
import { migrateDatabase } from '../migrate.ts'
import { openDatabase } from '../open-database.ts'
import { users } from '../schema/index.ts'
import { startPrimary } from '../../test-support/primary.ts'
import { rememberPushPosition } from './push-position.ts'
import { playerRow } from '../../test-support/player-row.ts'

const URL = 'http://127.0.0.1:8081/v2/pipeline'
const CLIENT = 'pitchpath-api-3f1c'
const int = (n: number) => ({ type: 'integer', value: String(n) })
const text = (value: string) => ({ type: 'text', value })
const stmt = (sql: string, args: unknown[] = []) => ({ condition: null, stmt: { sql, args, named_args: [], want_rows: false } })
const batch = (steps: unknown[]) => JSON.stringify({ baton: null, requests: [{ type: 'batch', batch: { steps } }] })

/** The engine's opening question of a push, as it sends it. */
const question = (client = CLIENT) =>
  batch([stmt('SELECT pull_gen, change_id FROM turso_sync_last_change_id WHERE client_id = ?', [text(client)])])
/** A push's transaction writing the point [pullGen, changeId]. */
const push = (pullGen: number, changeId: number, client = CLIENT) =>
  batch([
    stmt('BEGIN IMMEDIATE'),
    stmt('INSERT INTO "goals"("id") VALUES (?)', [text('g1')]),
    stmt(
      'INSERT INTO turso_sync_last_change_id(client_id, pull_gen, change_id) VALUES (?, ?, ?) ON CONFLICT(client_id) DO UPDATE SET pull_gen=excluded.pull_gen, change_id=excluded.change_id',
      [text(client), int(pullGen), int(changeId)],
    ),
    stmt('COMMIT'),
  ])
const ok = { cols: [], rows: [], affected_row_count: 0 }
const answer = (stepResults: unknown[], stepErrors: unknown[]) =>
  new Response(
    JSON.stringify({
      baton: null,
      results: [{ type: 'ok', response: { type: 'batch', result: { step_results: stepResults, step_errors: stepErrors } } }],
    }),
    { status: 200 },
  )
const primaryAnswer = (pullGen: number, changeId: number) =>
  answer([{ cols: [{ name: 'pull_gen' }, { name: 'change_id' }], rows: [[int(pullGen), int(changeId)]] }], [null])

/** A primary that answers each request with the next of `answers`, and records what reached it. */
function fakePrimary(answers: (() => Response | Promise<Response>)[]) {
  const reached: string[] = []
  const send = ((_input: RequestInfo | URL, init?: RequestInit) => {
    reached.push(String(init?.body))
    const next = answers.shift()
    if (!next) throw new Error('the primary was not expected to be asked')
    return Promise.resolve(next())
  }) as typeof fetch
  return { send, reached }
}

const rowsOf = async (res: Response) => (await res.json()).results[0].response.result.step_results[0].rows

Deno.test('protects behaviour: after a push the primary answered as committed, the next push asks the primary nothing before sending', async () => {
  const primary = fakePrimary([() => primaryAnswer(5, 14), () => answer([ok, ok, ok, ok], [null, null, null, null])])
  const { fetch, stats } = rememberPushPosition(primary.send)

  assert.deepEqual(await rowsOf(await fetch(URL, { method: 'POST', body: question() })), [[int(5), int(14)]])
  await fetch(URL, { method: 'POST', body: push(5, 15) })
  // Answered here, with the point that push wrote: the primary is not asked.
  assert.deepEqual(await rowsOf(await fetch(URL, { method: 'POST', body: question() })), [[int(5), int(15)]])
  assert.equal(primary.reached.length, 2)
  assert.deepEqual(stats(), { asked: 2, answeredHere: 1 })
})

Deno.test('protects behaviour: a push refused, unanswered or with its COMMIT skipped leaves the next question to the primary', async () => {
  const outcomes: [string, () => Response | Promise<Response>][] = [
    // Another instance's write came first: the write guard's step failed, nothing committed.
    ['a refused step', () => answer([ok, null, null, null], [null, { message: 'constraint failed' }, null, null])],
    // The condition skipped the COMMIT: no result and no error for it.
    ['a skipped COMMIT', () => answer([ok, ok, ok, null], [null, null, null, null])],
    ['an error status', () => new Response('busy', { status: 503 })],
    ['a pipeline error', () => new Response(JSON.stringify({ results: [{ type: 'error', error: { message: 'x' } }] }), { status: 200 })],
    ['no answer at all', () => Promise.reject(new TypeError('connection reset'))],
  ]
  for (const [what, outcome] of outcomes) {
    const primary = fakePrimary([
      () => answer([ok, ok, ok, ok], [null, null, null, null]),
      outcome,
      () => primaryAnswer(5, 15),
    ])
    const { fetch } = rememberPushPosition(primary.send)
    await fetch(URL, { method: 'POST', body: push(5, 15) })
    await fetch(URL, { method: 'POST', body: push(5, 16) }).catch(() => undefined)
    assert.deepEqual(await rowsOf(await fetch(URL, { method: 'POST', body: question() })), [[int(5), int(15)]], what)
    assert.equal(primary.reached.length, 3, `${what}: the question went to the primary`)
  }
})

Deno.test("protects behaviour: one copy's remembered point never answers another copy's question", async () => {
  const primary = fakePrimary([() => answer([ok, ok, ok, ok], [null, null, null, null]), () => primaryAnswer(2, 40)])
  const { fetch } = rememberPushPosition(primary.send)
  await fetch(URL, { method: 'POST', body: push(5, 15, 'pitchpath-api-a') })
  assert.deepEqual(await rowsOf(await fetch(URL, { method: 'POST', body: question('pitchpath-api-b') })), [[int(2), int(40)]])
  assert.equal(primary.reached.length, 2)
})

Deno.test('protects behaviour: pulls and every other request to the primary pass through untouched', async () => {
  const primary = fakePrimary([() => new Response('pulled'), () => new Response('other')])
  const { fetch, stats } = rememberPushPosition(primary.send)
  assert.equal(await (await fetch('http://127.0.0.1:8081/pull-updates', { method: 'POST', body: '{}' })).text(), 'pulled')
  const select = batch([stmt('SELECT 1')])
  assert.equal(await (await fetch(URL, { method: 'POST', body: select })).text(), 'other')
  assert.deepEqual(primary.reached, ['{}', select])
  assert.deepEqual(stats(), { asked: 0, answeredHere: 0 })
})

Deno.test(
  'protects behaviour: on a real primary a push after a committed one asks nothing first, and two copies writing in turn lose no write',
  async () => {
    const dir = await Deno.makeTempDir({ prefix: 'pp-push-position-' })
    const primary = await startPrimary(dir)
    const open = (name: string) =>
      openDatabase({ kind: 'replica', file: join(dir, name, 'api.db'), syncUrl: primary.url, pullIntervalMs: 3_600_000 })
    const a = await open('a')
    const b = await open('b')
    const write = (on: Database, id: string) => on.transaction((tx) => tx.insert(users).values(playerRow(id)))
    try {
      await migrateDatabase(a)
      await migrateDatabase(b)
      const before = a.replicaSync!().pushPosition
      for (const id of ['a1', 'a2', 'a3']) await write(a, id)
      const after = a.replicaSync!().pushPosition
      assert.equal(after.asked - before.asked, 3, 'each push opens with its question')
      assert.ok(after.answeredHere - before.answeredHere >= 2, 'every push after the first committed one was answered here')

      // Each copy's write makes the other's next push conflict (write-guard.ts): refused, a fresh copy, sent again.
      await write(b, 'b1')
      await write(a, 'a4')
      await write(b, 'b2')
      assert.equal(await b.consistency!.catchUp(a.consistency!.seen()), true)
      const ids = (await b.db.select({ id: users.id }).from(users)).map((u) => u.id).filter((id) => /^[ab]\d$/.test(id))
      assert.deepEqual(ids.sort(), ['a1', 'a2', 'a3', 'a4', 'b1', 'b2'])
    } finally {
      await a.close()
      await b.close()
      await primary.stop()
      await Deno.remove(dir, { recursive: true })
    }
  },
)
