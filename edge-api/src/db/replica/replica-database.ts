import { rm } from 'node:fs/promises'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { connect, type Database as SyncDatabase } from '@tursodatabase/sync'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleProxy } from 'drizzle-orm/sqlite-proxy'
import { migrate as migrateProxy } from 'drizzle-orm/sqlite-proxy/migrator'
import { PLATFORM_MESSAGES } from '@app/shared/domain/messages/platform.ts'
import { AppError } from '../../http/app-error.ts'
import type { Db, Tx } from '../client.ts'
import * as schema from '../schema/index.ts'
import { type QueryMethod, toSql } from '../sync-connection.ts'
import { primaryFetch } from './primary-fetch.ts'
import { tracedStatement, tracingOn } from '../../http/tracing.ts'
import { createSyncGate, type SyncGate } from './sync-gate.ts'
import { connectPrimaryHttp } from './primary-http.ts'
import { ADVANCE_WRITE_CLOCK, guardWriteClock, isWriteConflict, READ_WRITE_CLOCK, WRITE_CLOCK_DDL } from './write-guard.ts'

export type ReplicaConfig = { kind: 'replica'; file: string; syncUrl: string; authToken?: string; pullIntervalMs: number }

type Statement = {
  raw(on: boolean): Statement
  run(...args: unknown[]): unknown
  get(...args: unknown[]): unknown
  all(...args: unknown[]): unknown
}
type Runner = { prepare(sql: string): Statement | Promise<Statement> }

/**
 * Rows changed on the connection so far, rolled-back savepoints included (counted as changed, so at
 * worst a push too many): equal before and after a batch's tasks means they changed nothing.
 */
const TOTAL_CHANGES = 'SELECT total_changes()'

/** A batch that changed nothing but the clock: rolled back and answered without a push. */
class NothingToPush {
  constructor(readonly result: unknown) {}
}

/** How often a write that lost the race to another instance is tried again before the caller is told. */
const MAX_ATTEMPTS = 12
// BEGIN/COMMIT/ROLLBACK inside a replica transaction belong to the sync library, which owns the
// connection for the whole window; savepoints ("rollback to savepoint …") still pass through.
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b(?!\s+to\b)/i

/**
 * The primary did not answer a push or a fresh copy (down, restarting, out of reach): the caller is
 * told to try again, as a 503, and the operator sees why once per failure.
 */
function primaryUnreachable(error: unknown): AppError {
  console.error('[api] the primary did not take a write', error)
  return new AppError('DATABASE_UNAVAILABLE', 503, PLATFORM_MESSAGES.primaryUnreachable, undefined, { 'Retry-After': '1' })
}

/**
 * Prepared statements kept for reuse, by SQL; only idle ones are in the pool. A statement runs one
 * query at a time: binding a statement while it runs changes the parameters of the query running on
 * it (two players reading their level at once were each answered with one of the two levels).
 * Preparing again on every query was measurable (docs/cluster.md): half the time of a batch of Log
 * Training writes.
 */
type Pool = Map<string, Statement[]>
// Reads by each copy's connection; writes by each copy's transactions (their statements are bound to
// the transaction's lock: `bind` binds one again to the transaction running now).
const readPools = new WeakMap<object, Pool>()
const writePools = new WeakMap<object, Pool>()

function poolOf(pools: WeakMap<object, Pool>, owner: object): Pool {
  let pool = pools.get(owner)
  if (!pool) pools.set(owner, pool = new Map())
  return pool
}

/** What a statement prepared in a transaction is bound to (@tursodatabase/database-common's Transaction). */
type TransactionHandle = Runner & { gate: unknown; ioStep: unknown }

/** A drizzle handle over a connection; `gate` is given for reads outside a transaction. */
function drizzleOver(runner: () => Runner, gate: SyncGate | null, pool: () => Pool, bind?: (statement: Statement) => void): Db {
  return drizzleProxy((text: string, params: unknown[], method: QueryMethod) => {
    if (!gate && TRANSACTION_CONTROL.test(text)) return Promise.resolve({ rows: [] })
    const run = () => query(runner(), text, params, method, pool(), bind)
    // With OpenTelemetry on, each statement is a span of the request that ran it (http/tracing.ts).
    const traced = tracingOn ? () => tracedStatement(text, run) : run
    return gate ? gate.read(traced) : traced()
  }, { schema }) as unknown as Db
}

async function query(
  runner: Runner,
  text: string,
  params: unknown[],
  method: QueryMethod,
  pool: Pool,
  bind?: (statement: Statement) => void,
): Promise<{ rows: never[] }> {
  const statement = pool.get(text)?.pop() ?? (await runner.prepare(text))
  bind?.(statement)
  try {
    const args = params.map(toSql)
    if (method === 'run') {
      await statement.run(...args)
      return { rows: [] }
    }
    statement.raw(true)
    return { rows: (await (method === 'get' ? statement.get(...args) : statement.all(...args))) as never[] }
  } finally {
    const idle = pool.get(text)
    if (idle) idle.push(statement)
    else pool.set(text, [statement])
  }
}

async function removeCopy(path: string): Promise<void> {
  // The sync library keeps its state beside the file (-wal, -info, -changes …).
  const dir = dirname(path)
  const base = path.slice(dir.length + 1)
  for await (const entry of Deno.readDir(dir)) {
    if (entry.name === base || entry.name.startsWith(`${base}-`)) await rm(`${dir}/${entry.name}`, { force: true })
  }
}

/**
 * An embedded replica of a Turso primary (`tursodb --sync-server`, or Turso Cloud): reads are
 * answered from the local copy; a write runs in a local transaction, is pushed to the primary and
 * acknowledged only once the primary has it; the copy already holds it, so the writer reads its own
 * write at once. Other instances' writes arrive by a pull every `pullIntervalMs`, or at once when a
 * request carries a token this copy has not reached (replicated-database.ts). write-guard.ts makes
 * the primary refuse a push built on a state that another instance has already changed; such a
 * write starts again on a fresh copy, so no acknowledged write is ever overwritten.
 *
 * The copy is always fresh at start: a change committed locally but never pushed was never
 * acknowledged, so it is dropped with the old copy.
 */
export async function openReplica(config: ReplicaConfig) {
  mkdirSync(dirname(config.file), { recursive: true })
  const { fetch: toPrimary, close: closeFetch, stats: pushPosition } = primaryFetch(config.syncUrl)
  let generation = 0
  let stale = false
  let closed = false
  // The write clock this copy holds (write-guard.ts): the consistency token of read-your-writes.
  let seen = 0
  // Moves after every event that can have changed what this copy answers: a write transaction here
  // (committed, pushed or not, rolled back), a pull that brought changes, a fresh copy. Read before
  // an answer is built, it keys caches as Database#tableVersion does (docs/cluster.md, "Reads
  // served from memory"). It moves before `seen` does, so a request let through by catchUp never
  // meets the number an answer built on the older copy was kept under.
  let changes = 0

  async function openCopy(): Promise<SyncDatabase> {
    const path = generation === 0 ? config.file : `${config.file}.${generation}`
    await removeCopy(path)
    const copy = await connect({
      path,
      url: config.syncUrl,
      authToken: config.authToken,
      transform: guardWriteClock,
      clientName: 'pitchpath-api',
      fetch: toPrimary,
    })
    await copy.exec('PRAGMA foreign_keys=ON')
    return copy
  }

  let current = await openCopy()

  /** Replaces the copy with a fresh one from the primary (after a refused push, the old one holds a change the primary did not take). */
  async function renew(): Promise<void> {
    const old = current
    const oldPath = generation === 0 ? config.file : `${config.file}.${generation}`
    generation += 1
    await gate.sync(async () => {
      current = await openCopy()
      stale = false
    })
    changes++
    await noteClock()
    // Reads that started on the old copy finish first; closing the database retires it at once.
    const retire = () => {
      clearTimeout(timer)
      retiring.delete(retire)
      return old.close().then(() => removeCopy(oldPath)).catch(() => undefined)
    }
    const timer = setTimeout(() => void retire(), 2000)
    retiring.add(retire)
  }
  /** Old copies waiting for their reads to finish (renew). */
  const retiring = new Set<() => Promise<void>>()

  const gate = createSyncGate()
  const reader = drizzleOver(() => current, gate, () => poolOf(readPools, current))

  /** Reads the clock the copy now holds, after a pull or a fresh copy. */
  async function noteClock(): Promise<void> {
    // Only a shortcut for catchUp (a lower value costs a pull, never a stale answer), so a copy
    // without the clock yet (before migrate) is no error.
    const rows = await gate.read(() => query(current, READ_WRITE_CLOCK, [], 'get', poolOf(readPools, current))).then(
      (r) => r.rows,
      () => undefined,
    )
    seen = Math.max(seen, Number((rows as unknown as [number] | undefined)?.[0] ?? 0))
  }

  async function commit<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    if (closed) throw new Error('The database is closed')
    try {
      return await attempts(work)
    } finally {
      // Whatever the outcome, the copy may differ now: a read that started meanwhile may have seen
      // the transaction's rows, kept or not.
      changes++
    }
  }

  async function attempts<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1;; attempt++) {
      if (stale) await renew().catch((error) => Promise.reject(primaryUnreachable(error)))
      const copy = current
      let clock = 0
      const transaction = copy.transactionAsync(async (txn) => {
        const runner = txn as unknown as TransactionHandle
        const pool = poolOf(writePools, copy)
        const bind = (statement: Statement) => void Object.assign(statement, { execLock: runner.gate, ioStep: runner.ioStep })
        const handle = drizzleOver(() => runner, null, () => pool, bind)
        return await handle.transaction(async (tx) => {
          await tx.run(sql.raw(ADVANCE_WRITE_CLOCK))
          clock = Number(((await query(runner, READ_WRITE_CLOCK, [], 'get', pool, bind)).rows as unknown as [number])[0])
          const changed = async () => Number(((await query(runner, TOTAL_CHANGES, [], 'get', pool, bind)).rows as unknown as [number])[0])
          const before = await changed()
          const result = await work(tx)
          // Refusals and replays (the daily cap, a known session id) answer from what the copy holds,
          // which the token made current for the caller (docs/cluster.md): nothing to send the primary.
          if ((await changed()) === before) throw new NothingToPush(result)
          return result
        })
      })
      let result: T
      try {
        result = (await transaction.immediate()) as T
      } catch (error) {
        if (error instanceof NothingToPush) return error.result as T
        throw error
      }
      try {
        await gate.sync(() => copy.push())
      } catch (error) {
        stale = true
        if (!isWriteConflict(error)) throw primaryUnreachable(error)
        if (attempt >= MAX_ATTEMPTS) throw new AppError('CONFLICT', 503, 'Too many changes at once. Please try again.')
        // Another instance wrote first: back off a little (with jitter, so two do not collide again).
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt))
        continue
      }
      // The write is on the primary: acknowledged. No pull here: this copy already reads its own write,
      // and another instance's reader asks for what it lacks by the token (catchUp, docs/cluster.md).
      changes++
      seen = Math.max(seen, clock)
      return result
    }
  }

  async function refresh(): Promise<void> {
    if (closed) return
    if (stale) return renew()
    if (await gate.sync(() => current.pull())) changes++
    await noteClock()
  }

  const primary = connectPrimaryHttp(config.syncUrl, config.authToken, toPrimary)
  async function migrate(folder: string): Promise<void> {
    await primary.transaction(WRITE_CLOCK_DDL)
    const onPrimary = drizzleProxy(async (text: string, params: unknown[]) => ({ rows: (await primary.execute(text, params)) as never[] }))
    const run = () => migrateProxy(onPrimary as never, (queries) => primary.transaction(queries), { migrationsFolder: folder })
    // Two instances starting together may both try; the loser finds nothing left to apply.
    await run().catch(() => run())
    await gate.sync(() => current.pull())
    changes++
    await noteClock()
  }

  return {
    reader,
    commit,
    refresh,
    migrate,
    /** The write clock this copy holds: every write acknowledged here or pulled from the primary up to it. */
    seen: () => seen,
    /** A number that moves whenever what this copy answers can have changed (see `changes` above). */
    changes: () => changes,
    pullIntervalMs: config.pullIntervalMs,
    /** How many pushes' opening questions were asked, and how many answered here (push-position.ts). */
    pushPosition,
    close: () =>
      gate.sync(async () => {
        if (closed) return
        closed = true
        await Promise.all([...retiring].map((retire) => retire()))
        await current.close()
        closeFetch()
      }),
  }
}
