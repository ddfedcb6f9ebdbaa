import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/** The `bucket` of a growing-delay key's one row (config-rate-limits.ts BackoffRule). */
export const STRIKES_BUCKET = 0

/**
 * What the account-protecting limits have counted (http/rate-limiter.ts), shared by every API
 * instance because it lives here. Two kinds of row, by `bucket`:
 * - a window rule (RateRule): one row per key and millisecond that was counted, `hits` at that
 *   instant; the sum over the window is the count, so the window slides exactly;
 * - a growing-delay rule (BackoffRule): one row per key at bucket 0, `hits` failures counted,
 *   `last_at` the last failure (the clock of the next delay), `strike` which attempt wrote it.
 * `expires_at`: from then on the row changes no answer, so housekeeping deletes it.
 * Keys hold an email or an address: personal data kept no longer than the rules need it.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    bucket: integer('bucket').notNull(),
    hits: integer('hits').notNull(),
    lastAt: integer('last_at').notNull(),
    strike: integer('strike').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.bucket] }), index('rate_limits_expires_idx').on(t.expiresAt)],
)

export type RateLimitRow = typeof rateLimits.$inferSelect
