import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import type { RateRule } from '../config-rate-limits.ts'
import { AppError } from './app-error.ts'

/**
 * Sliding-window counters kept in memory. Chosen over a table because a hit is counted on every
 * sign-in attempt, and a table would put a write (through the single write queue) in front of every
 * attempt, including the ones we refuse. What we give up: counts reset when the process restarts,
 * and several API processes would each count on their own (then move this to the shared database).
 */
export class RateLimiter {
  readonly #hits = new Map<string, number[]>()
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

  /** Forgets a key's hits (a successful sign-in clears the count for that account). */
  reset(key: string): void {
    this.#hits.delete(key)
  }

  #recent(key: string, rule: RateRule, at: number): number[] {
    const kept = (this.#hits.get(key) ?? []).filter((t) => t > at - rule.windowMs)
    this.#hits.set(key, kept)
    return kept
  }

  // Bounds memory under a flood of distinct keys; the longest window is an hour.
  #sweep(at: number): void {
    for (const [key, times] of this.#hits) if (!times.some((t) => t > at - 60 * 60 * 1000)) this.#hits.delete(key)
  }
}
