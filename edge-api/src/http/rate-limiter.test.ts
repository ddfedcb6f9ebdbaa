import assert from 'node:assert/strict'
import { count } from 'drizzle-orm'
import type { BackoffRule, RateRule } from '../config-rate-limits.ts'
import type { DatabaseConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { openDatabase } from '../db/open-database.ts'
import { rateLimits } from '../db/schema/index.ts'
import { startLibsqlHttpServer } from '../test-support/libsql-http-server.ts'
import { startPrimary } from '../test-support/primary.ts'
import { START } from '../test-support/test-app.ts'
import { AppError } from './app-error.ts'
import { pruneRateLimits, RateLimiter } from './rate-limiter.ts'

// The production numbers of a person's sign-in bucket and of a reset request window.
const SIGN_IN: BackoffRule = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000, forgiveEveryMs: 60 * 60_000 }
const RESET: RateRule = { max: 5, windowMs: 60 * 60_000 }

type Kind = 'embedded file' | 'remote libSQL' | 'embedded replica'
type Shared = { databases: Database[]; clock: { now: () => number; advance: (ms: number) => void } }

/**
 * `copies` databases of one kind that share their data as API instances would: a Turso primary with
 * a replica per copy. An embedded file has one handle (one process owns a file), and so has the
 * libSQL server over HTTP: the local stand-in for it (test-support/libsql-http-server.ts) takes one
 * write transaction at a time, where Turso Cloud queues them.
 */
async function withDatabases(kind: Kind, copies: number, fn: (t: Shared) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: 'pp-limits-' })
  const libsql = kind === 'remote libSQL' ? startLibsqlHttpServer(`${dir}/server.db`) : null
  const primary = kind === 'embedded replica' ? await startPrimary(dir) : null
  const configs: DatabaseConfig[] = Array.from(
    { length: kind === 'embedded replica' ? copies : 1 },
    (_, i) =>
      libsql
        ? { kind: 'remote', url: libsql.url }
        : primary
        ? { kind: 'replica', file: `${dir}/replica-${i}.db`, syncUrl: primary.url, pullIntervalMs: 60_000 }
        : { kind: 'file', file: `${dir}/api.db`, checkpoint: 'in-commit' },
  )
  const databases: Database[] = []
  try {
    for (const config of configs) {
      const database = await openDatabase(config)
      databases.push(database)
      await migrateDatabase(database)
    }
    let at = START
    await fn({ databases, clock: { now: () => at, advance: (ms) => void (at += ms) } })
  } finally {
    for (const database of databases) await database.close()
    await libsql?.stop()
    await primary?.stop()
    await Deno.remove(dir, { recursive: true })
  }
}

/** The 429's Retry-After in seconds, or 0 when the call was allowed. */
async function waitOf(call: () => Promise<unknown>): Promise<number> {
  try {
    await call()
    return 0
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 429) throw error
    return Number(error.headers!['Retry-After'])
  }
}

const rows = async (database: Database) => (await database.db.select({ n: count() }).from(rateLimits))[0]!.n

for (const kind of ['embedded file', 'remote libSQL', 'embedded replica'] as const) {
  Deno.test(`protects behaviour: 50 guesses at once, spread over every instance, get exactly the free failures (${kind})`, () =>
    withDatabases(kind, 2, async ({ databases, clock }) => {
      const limiters = databases.map((database) => new RateLimiter(database, clock.now))
      const key = 'sign-in:email:maya@example.com'
      const waits = await Promise.all(
        Array.from({ length: 50 }, (_, i) => waitOf(() => limiters[i % limiters.length]!.strike([[key, SIGN_IN]]))),
      )
      assert.equal(waits.filter((w) => w === 0).length, SIGN_IN.freeFailures)
      assert.ok(waits.filter((w) => w > 0).every((w) => w === 1), 'the refused wait the first delay, 1 s')
      // Then the delay doubles with each counted failure, whichever instance is asked.
      clock.advance(1000)
      assert.equal(await waitOf(() => limiters[1 % limiters.length]!.strike([[key, SIGN_IN]])), 0)
      assert.equal(await waitOf(() => limiters[0]!.strike([[key, SIGN_IN]])), 2)
      clock.advance(2000)
      assert.equal(await waitOf(() => limiters[0]!.strike([[key, SIGN_IN]])), 0)
      assert.equal(await waitOf(() => limiters[1 % limiters.length]!.strike([[key, SIGN_IN]])), 4)
    }))

  Deno.test(`protects behaviour: a window rule counts every instance's hits, all keys or none, and slides exactly (${kind})`, () =>
    withDatabases(kind, 2, async ({ databases, clock }) => {
      const limiters = databases.map((database) => new RateLimiter(database, clock.now))
      const email = 'reset:email:sam@example.com'
      const address = (n: number) => `reset:address:203.0.113.${n}`
      // Twenty at once from twenty addresses: five are counted, fifteen refused.
      const waits = await Promise.all(
        Array.from({ length: 20 }, (_, i) => waitOf(() => limiters[i % limiters.length]!.consume([[email, RESET], [address(i), RESET]]))),
      )
      assert.equal(waits.filter((w) => w === 0).length, RESET.max)
      assert.ok(waits.filter((w) => w > 0).every((w) => w === 3600))
      // A refused call counts on none of its keys: the addresses of the refused hold nothing.
      const counted = await databases[0]!.db.select().from(rateLimits)
      assert.equal(counted.filter((r) => r.key.startsWith('reset:address:')).length, RESET.max)
      // Half an hour on, the wait is what is left of the oldest hits' hour; once it has passed, they are out.
      clock.advance(30 * 60_000)
      assert.equal(await waitOf(() => limiters[0]!.consume([[email, RESET]])), 1800)
      clock.advance(30 * 60_000)
      assert.equal(await waitOf(() => limiters[1 % limiters.length]!.consume([[email, RESET]])), 0)
    }))

  Deno.test(`protects behaviour: a refund takes back exactly one failure, and one inside a rolled-back transaction none (${kind})`, () =>
    withDatabases(kind, 1, async ({ databases: [database], clock }) => {
      const limiter = new RateLimiter(database!, clock.now)
      const key = 'sign-in:address:198.51.100.7'
      // Thirty successes at once (a club on one Wi-Fi): each counted, each refunded, none left over.
      const strikes = await Promise.all(Array.from({ length: 30 }, () => limiter.strike([[key, { ...SIGN_IN, freeFailures: 30 }]])))
      await Promise.all(strikes.map((s) => s.refund()))
      const [row] = await database!.db.select().from(rateLimits)
      assert.equal(row?.hits ?? 0, 0)
      // Four failures, then an attempt whose own transaction fails after its refund: still four.
      for (let i = 0; i < 4; i++) await limiter.strike([[key, SIGN_IN]])
      const strike = await limiter.strike([[key, SIGN_IN]])
      await assert.rejects(database!.transaction(async (tx) => {
        await strike.refund(undefined, tx)
        throw new Error('the session could not be saved')
      }))
      assert.equal((await database!.db.select().from(rateLimits))[0]!.hits, 5)
      assert.equal(await waitOf(() => limiter.strike([[key, SIGN_IN]])), 1)
    }))
}

Deno.test('protects behaviour: housekeeping deletes only rows that change no answer (hits out of their window, failures forgiven)', () =>
  withDatabases('embedded file', 1, async ({ databases: [database], clock }) => {
    const limiter = new RateLimiter(database!, clock.now)
    await limiter.consume([['reset:email:leo@example.com', RESET]])
    for (let i = 0; i < 3; i++) await limiter.strike([['sign-in:email:leo@example.com', SIGN_IN]])
    await limiter.strike([['sign-in:email:sam@example.com', SIGN_IN]])
    const before = clock.now()
    // An hour on: the reset hit has left its window, and Sam's one failure is forgiven; Leo keeps two.
    assert.equal(await pruneRateLimits(database!, before + 60 * 60_000), 2)
    assert.equal(await rows(database!), 1)
    const [leo] = await database!.db.select().from(rateLimits)
    assert.equal(leo!.key, 'sign-in:email:leo@example.com')
    // Leo's two remaining failures go after two more quiet hours, not before.
    assert.equal(await pruneRateLimits(database!, before + 3 * 60 * 60_000 - 1), 0)
    assert.equal(await pruneRateLimits(database!, before + 3 * 60 * 60_000), 1)
    assert.equal(await rows(database!), 0)
  }))

Deno.test('protects behaviour: a reset forgets a key on every instance; another key keeps its count', () =>
  withDatabases('embedded file', 1, async ({ databases: [database], clock }) => {
    const limiter = new RateLimiter(database!, clock.now)
    for (let i = 0; i < 5; i++) await limiter.strike([['sign-in:email:a@example.com', SIGN_IN], ['sign-in:address:x', SIGN_IN]])
    await limiter.reset('sign-in:email:a@example.com')
    assert.equal(await waitOf(() => limiter.strike([['sign-in:email:a@example.com', SIGN_IN]])), 0)
    assert.equal(await waitOf(() => limiter.strike([['sign-in:address:x', SIGN_IN]])), 1)
  }))
