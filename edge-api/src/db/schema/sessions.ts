import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './users.ts'

/** One row per signed-in browser. The id is the sha256 of the cookie token, so a leaked database holds no usable session. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    /** How the session list names this session to its owner, and how they revoke it (never the token's hash). */
    publicId: text('public_id'),
    /** The browser's User-Agent at sign-in, cut to 200 characters: "Chrome on Android" in the list. */
    userAgent: text('user_agent'),
    /** Until when the second factor counts as just entered (sign-in with a code, or a step-up). */
    verifiedUntil: integer('verified_until'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), uniqueIndex('sessions_public_id_idx').on(t.publicId)],
)

/** Single-use reset tokens, stored hashed for the same reason as sessions. */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
)

/**
 * A TOTP second factor (RFC 6238). Until `enabled_at` is set it is a pending setup: the person has
 * been shown the secret but not yet proved their app has it. `last_counter` refuses a code's replay.
 */
export const secondFactors = sqliteTable('second_factors', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: integer('enabled_at'),
  lastCounter: integer('last_counter'),
  createdAt: integer('created_at').notNull(),
})

/** Single-use recovery codes for a lost phone, shown once and stored hashed. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
)
