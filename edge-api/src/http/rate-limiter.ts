import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import type { BackoffRule, RateRule } from '../config-rate-limits.ts'
import type { Database, Tx } from '../db/client.ts'
import { type RateLimitRow, rateLimits, STRIKES_BUCKET } from '../db/schema/index.ts'
import { AppError } from './app-error.ts'

/**
 * The limits that protect accounts, counted in the database (table rate_limits) so that every API
 * instance, replica or Deno Deploy isolate counts against the same numbers: counted per process, N
 * instances would give a guesser N times the guesses (ADR 070).
 *
 * Each check is one write transaction through the database's write queue (group commit): it reads
 * the keys' rows and writes the new counts inside that transaction, so no other check, in this
 * process or another, can come between the read and the write. The embedded file and a remote
 * libSQL take the write lock for it (BEGIN IMMEDIATE); on an embedded replica the push to the
 * primary is a compare-and-set (db/replica/write-guard.ts), so a check decided on a copy that
 * another instance has changed since is run again on a fresh one: the answer always comes from the
 * count the primary holds. A refused check writes nothing but is still a transaction, so on a
 * replica the refusal is confirmed against the primary the same way.
 *
 * The count of an attempt is its own transaction, committed before the password (or code) is
 * checked: a wrong guess stays counted although its request fails, parallel guesses see each other,
 * and nothing the refused request did is kept. A right password takes its count back afterwards.
 *
 * Window rules slide exactly: one row per key and counted millisecond, summed over the window;
 * refused hits are not stored, so a key holds at most its limit of rows.
 */

/** One attempt's counted failure on each key; taken back when the attempt turns out not to be one. */
export type Strike = {
  /**
   * The attempt was not a failure (a right password): its count comes off every key, or only `key`.
   * With `tx` it is part of the caller's transaction (kept only if that commits).
   */
  refund(key?: string, tx?: Tx): Promise<void>
}

/** A growing-delay key's failures as they stand at a moment, forgiveness applied. */
type Standing = { count: number; last: number; strike: number }

type Decision<T> = { waitMs: number; kept?: T }

export class RateLimiter {
  constructor(private readonly database: Database, private readonly now: () => number) {}

  /**
   * Counts one hit against every key, or none if any key is already at its limit; in that case it
   * throws 429 RATE_LIMITED with Retry-After (seconds until the oldest hit leaves the window).
   */
  async consume(checks: Array<[key: string, rule: RateRule]>): Promise<void> {
    const at = this.now()
    const keys = checks.map(([key]) => key)
    const { waitMs } = await this.database.transaction(async (tx): Promise<Decision<never>> => {
      // Hits already out of their window change no answer: they go, so a key keeps at most its limit of rows.
      await tx.delete(rateLimits).where(
        and(inArray(rateLimits.key, keys), gt(rateLimits.bucket, STRIKES_BUCKET), lte(rateLimits.expiresAt, at)),
      )
      const rows = await tx.select().from(rateLimits).where(and(inArray(rateLimits.key, keys), gt(rateLimits.bucket, STRIKES_BUCKET)))
      let waitMs = 0
      for (const [key, rule] of checks) {
        const recent = rows.filter((r) => r.key === key && r.bucket > at - rule.windowMs)
        const hits = recent.reduce((sum, r) => sum + r.hits, 0)
        if (hits >= rule.max) waitMs = Math.max(waitMs, Math.min(...recent.map((r) => r.bucket)) + rule.windowMs - at)
      }
      if (waitMs > 0) return { waitMs }
      await tx.insert(rateLimits)
        .values(checks.map(([key, rule]) => ({ key, bucket: at, hits: 1, lastAt: at, strike: 0, expiresAt: at + rule.windowMs })))
        .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.bucket], set: { hits: sql`hits + 1` } })
      return { waitMs: 0 }
    })
    if (waitMs > 0) {
      const seconds = String(Math.max(1, Math.ceil(waitMs / 1000)))
      throw new AppError('RATE_LIMITED', 429, AUTH_MESSAGES.tooManyAttempts, undefined, { 'Retry-After': seconds })
    }
  }

  /**
   * Growing delays: refuses with 429 and Retry-After when any key must still wait after its last
   * failure; otherwise counts this attempt as a failure on every key at once and returns the strike,
   * which the caller refunds when the attempt succeeds.
   */
  async strike(checks: Array<[key: string, rule: BackoffRule]>): Promise<Strike> {
    const at = this.now()
    const keys = checks.map(([key]) => key)
    const id = strikeId()
    const { waitMs, kept } = await this.database.transaction(async (tx): Promise<Decision<Array<Standing | undefined>>> => {
      const rows = await tx.select().from(rateLimits).where(and(inArray(rateLimits.key, keys), eq(rateLimits.bucket, STRIKES_BUCKET)))
      let waitMs = 0
      const before = checks.map(([key, rule]) => {
        const standing = standingOf(rows.find((r) => r.key === key), rule, at)
        if (standing) waitMs = Math.max(waitMs, standing.last + delayAfter(standing.count, rule) - at)
        return standing
      })
      if (waitMs > 0) return { waitMs }
      await tx.insert(rateLimits).values(checks.map(([key, rule], i) => {
        const hits = (before[i]?.count ?? 0) + 1
        return { key, bucket: STRIKES_BUCKET, hits, lastAt: at, strike: id, expiresAt: at + hits * rule.forgiveEveryMs }
      })).onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.bucket],
        set: { hits: sql`excluded.hits`, lastAt: sql`excluded.last_at`, strike: sql`excluded.strike`, expiresAt: sql`excluded.expires_at` },
      })
      return { waitMs: 0, kept: before }
    })
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000))
      throw new AppError('RATE_LIMITED', 429, AUTH_MESSAGES.waitBeforeTrying(seconds), undefined, { 'Retry-After': String(seconds) })
    }
    const open = new Map(checks.map(([key, rule], i) => [key, { rule, before: kept![i] }]))
    return {
      refund: async (only, tx) => {
        const taking = [...open].filter(([key]) => only === undefined || key === only)
        for (const [key] of taking) open.delete(key)
        if (taking.length === 0) return
        await this.#within(tx, async (t) => {
          for (const [key, { rule, before }] of taking) await refundStrike(t, key, rule, id, before)
        })
      },
    }
  }

  /** Forgets a key's hits and failures (a successful sign-in clears the count for that account). */
  async reset(key: string, tx?: Tx): Promise<void> {
    await this.#within(tx, (t) => t.delete(rateLimits).where(eq(rateLimits.key, key)))
  }

  /** Runs `work` in the caller's transaction, or in one of its own. */
  #within<T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
    return tx ? work(tx) : this.database.transaction(work)
  }
}

/**
 * Takes one failure off `key`. Always exactly one fewer: restoring the count from strike time would
 * also undo an overlapping attempt's refund, and successes in parallel (a club on one Wi-Fi) would
 * leave phantom failures behind. When no other attempt was counted since (the row is still this
 * strike's), the clock goes back to where it stood before it as well.
 */
async function refundStrike(tx: Tx, key: string, rule: BackoffRule, id: number, before: Standing | undefined): Promise<void> {
  const own = sql`${rateLimits.strike} = ${id}`
  const last = sql`case when ${own} then ${before?.last ?? null} else null end`
  await tx.update(rateLimits).set({
    hits: sql`${rateLimits.hits} - 1`,
    lastAt: sql`coalesce(${last}, ${rateLimits.lastAt})`,
    strike: sql`case when ${own} then ${before?.strike ?? 0} else ${rateLimits.strike} end`,
    // Fully forgiven (so pruned) once every remaining failure has had its quiet interval.
    expiresAt: sql`coalesce(${last}, ${rateLimits.lastAt}) + (${rateLimits.hits} - 1) * ${rule.forgiveEveryMs}`,
  }).where(and(eq(rateLimits.key, key), eq(rateLimits.bucket, STRIKES_BUCKET)))
}

/** The failures still counted at `at`, one forgiven per quiet `forgiveEveryMs`; undefined when none. */
function standingOf(row: RateLimitRow | undefined, rule: BackoffRule, at: number): Standing | undefined {
  if (!row || row.hits <= 0) return undefined
  const forgiven = Math.floor((at - row.lastAt) / rule.forgiveEveryMs)
  if (forgiven <= 0) return { count: row.hits, last: row.lastAt, strike: row.strike }
  const count = row.hits - forgiven
  // Forgiven failures leave, and the clock restarts from the last forgiveness, not from now.
  return count > 0 ? { count, last: row.lastAt + forgiven * rule.forgiveEveryMs, strike: row.strike } : undefined
}

/** Tells one attempt's strike from another's, across instances too (a refund recognises its own row). */
function strikeId(): number {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2))
  return (high! & 0xfffff) * 2 ** 32 + low! + 1
}

/** How long after the last failure the next attempt must wait, once `failures` are counted. */
export function delayAfter(failures: number, rule: BackoffRule): number {
  if (failures < rule.freeFailures) return 0
  // 2^n grows past any cap quickly; stop at 30 doublings so the number stays finite.
  return Math.min(rule.baseDelayMs * 2 ** Math.min(30, failures - rule.freeFailures), rule.maxDelayMs)
}

/**
 * Housekeeping: deletes the rows that no longer change any answer (hits out of their window,
 * failures fully forgiven); returns how many went. Safe at any time and on any instance.
 */
export async function pruneRateLimits(database: Database, now: number): Promise<number> {
  const gone = await database.write((db) => db.delete(rateLimits).where(lte(rateLimits.expiresAt, now)).returning({ key: rateLimits.key }))
  return gone.length
}
