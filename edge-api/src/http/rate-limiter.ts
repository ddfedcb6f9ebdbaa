import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import type { BackoffRule, RateRule } from '../config-rate-limits.ts'
import { AppError } from './app-error.ts'

/**
 * Sliding-window counters kept in memory. Chosen over a table because a hit is counted on every
 * sign-in attempt, and a table would put a write (through the single write queue) in front of every
 * attempt, including the ones we refuse. What we give up: counts reset when the process restarts,
 * and several API processes would each count on their own (then move this to the shared database).
 */
/** Failures counted against a key by a growing-delay rule (see BackoffRule). */
type Strikes = { count: number; last: number; seq: number }

/** One attempt's counted failure on each key; taken back when the attempt turns out not to be one. */
export type Strike = {
  /** The attempt was not a failure (a right password): its count comes off every key, or one. */
  refund(key?: string): void
}

export class RateLimiter {
  readonly #hits = new Map<string, number[]>()
  readonly #strikes = new Map<string, Strikes>()
  #seq = 0
  constructor(private readonly now: () => number) {}

  /**
   * Counts one hit against every key, or none if any key is already at its limit; in that case it
   * throws 429 RATE_LIMITED with Retry-After (seconds until the oldest hit leaves the window).
   * Hits are counted before the password is checked, so a burst of parallel guesses is stopped too.
   */
  consume(checks: Array<[key: string, rule: RateRule]>): void {
    const at = this.now()
    let retryAfterMs = 0
    for (const [key, rule] of checks) {
      const recent = this.#recent(key, rule, at)
      if (recent.length >= rule.max) retryAfterMs = Math.max(retryAfterMs, recent[0]! + rule.windowMs - at)
    }
    if (retryAfterMs > 0) {
      const seconds = String(Math.max(1, Math.ceil(retryAfterMs / 1000)))
      throw new AppError('RATE_LIMITED', 429, AUTH_MESSAGES.tooManyAttempts, undefined, { 'Retry-After': seconds })
    }
    for (const [key] of checks) this.#hits.get(key)!.push(at)
    if (this.#hits.size > 50_000) this.#sweep(at)
  }

  /**
   * Growing delays: refuses with 429 and Retry-After when any key must still wait after its last
   * failure; otherwise counts this attempt as a failure on every key at once and returns the strike.
   * Counting before the password is checked stops a burst of parallel guesses (each one sees the
   * others' strikes); the caller refunds the strike when the attempt succeeds.
   */
  strike(checks: Array<[key: string, rule: BackoffRule]>): Strike {
    const at = this.now()
    let retryAfterMs = 0
    for (const [key, rule] of checks) {
      const record = this.#current(key, rule, at)
      if (record) retryAfterMs = Math.max(retryAfterMs, record.last + delayAfter(record.count, rule) - at)
    }
    if (retryAfterMs > 0) {
      const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
      throw new AppError('RATE_LIMITED', 429, AUTH_MESSAGES.waitBeforeTrying(seconds), undefined, { 'Retry-After': String(seconds) })
    }
    const taken = new Map<string, { seq: number; before: Strikes | undefined }>()
    for (const [key, rule] of checks) {
      const before = this.#current(key, rule, at)
      const seq = ++this.#seq
      this.#strikes.set(key, { count: (before?.count ?? 0) + 1, last: at, seq })
      taken.set(key, { seq, before })
    }
    if (this.#strikes.size > 50_000) this.#sweep(at)
    return {
      refund: (only) => {
        for (const [key, { seq, before }] of taken) {
          if (only !== undefined && key !== only) continue
          taken.delete(key)
          const now = this.#strikes.get(key)
          if (!now) continue
          // Always exactly one fewer: restoring the snapshot taken at strike time would also undo an
          // overlapping attempt's refund, and successes in parallel (a club on one Wi-Fi) would leave
          // phantom failures behind. When nothing was counted since, the clock goes back as well.
          const count = now.count - 1
          if (count <= 0) this.#strikes.delete(key)
          else this.#strikes.set(key, now.seq === seq && before ? { ...before, count } : { ...now, count })
        }
      },
    }
  }

  /** Forgets a key's hits and failures (a successful sign-in clears the count for that account). */
  reset(key: string): void {
    this.#hits.delete(key)
    this.#strikes.delete(key)
  }

  /** The failures still counted at `at`, one forgiven per quiet `forgiveEveryMs`; undefined when none. */
  #current(key: string, rule: BackoffRule, at: number): Strikes | undefined {
    const record = this.#strikes.get(key)
    if (!record) return undefined
    const forgiven = Math.floor((at - record.last) / rule.forgiveEveryMs)
    if (forgiven <= 0) return record
    const count = record.count - forgiven
    if (count <= 0) {
      this.#strikes.delete(key)
      return undefined
    }
    // Forgiven failures leave, and the clock restarts from the last forgiveness, not from now.
    const kept = { count, last: record.last + forgiven * rule.forgiveEveryMs, seq: record.seq }
    this.#strikes.set(key, kept)
    return kept
  }

  #recent(key: string, rule: RateRule, at: number): number[] {
    const kept = (this.#hits.get(key) ?? []).filter((t) => t > at - rule.windowMs)
    this.#hits.set(key, kept)
    return kept
  }

  // Bounds memory under a flood of distinct keys; the longest window is an hour.
  #sweep(at: number): void {
    for (const [key, times] of this.#hits) if (!times.some((t) => t > at - 60 * 60 * 1000)) this.#hits.delete(key)
    // Under a flood of keys, failures quiet for a day go too (a guesser at the cap fails every 15 min).
    for (const [key, record] of this.#strikes) if (record.last < at - 24 * 60 * 60 * 1000) this.#strikes.delete(key)
  }
}

/** How long after the last failure the next attempt must wait, once `failures` are counted. */
export function delayAfter(failures: number, rule: BackoffRule): number {
  if (failures < rule.freeFailures) return 0
  // 2^n grows past any cap quickly; stop at 30 doublings so the number stays finite.
  return Math.min(rule.baseDelayMs * 2 ** Math.min(30, failures - rule.freeFailures), rule.maxDelayMs)
}
