/**
 * When an action kept on the device while offline may still count (docs/features/training-and-progress.md
 * "Offline"). Log Training, the daily check-in and a rest day may carry the moment they happened on
 * the device (`occurred_at`); the server counts them on that moment's day in the account's time
 * zone, as long as the moment is not in the future (a phone's clock may run a few minutes fast, so
 * up to CLOCK_SKEW_MS ahead is taken as now) and not more than MAX_AGE_MS ago.
 */
export const OCCURRED_AT_BOUND = {
  /** A device clock this far ahead of the server's is taken as now, not refused. */
  clockSkewMs: 5 * 60 * 1000,
  /** 72 hours: a weekend away from signal, and no longer. */
  maxAgeMs: 72 * 60 * 60 * 1000,
} as const

export type OccurredAtRefusal = 'OCCURRED_IN_FUTURE' | 'OCCURRED_TOO_LONG_AGO'
export type OccurredAtCheck = { ok: true; at: number } | { ok: false; code: OccurredAtRefusal }

/**
 * The moment the action counts at (epoch ms), or why it cannot count. Without `occurredAt` the
 * action happened now.
 * @example occurredAtCheck(now - 3_600_000, now) // { ok: true, at: now - 3_600_000 }
 */
export function occurredAtCheck(occurredAt: number | null | undefined, now: number): OccurredAtCheck {
  if (occurredAt === null || occurredAt === undefined) return { ok: true, at: now }
  if (occurredAt > now + OCCURRED_AT_BOUND.clockSkewMs) return { ok: false, code: 'OCCURRED_IN_FUTURE' }
  if (occurredAt < now - OCCURRED_AT_BOUND.maxAgeMs) return { ok: false, code: 'OCCURRED_TOO_LONG_AGO' }
  return { ok: true, at: Math.min(occurredAt, now) }
}
