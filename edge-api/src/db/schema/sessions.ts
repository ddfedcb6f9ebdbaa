import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
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
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
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
