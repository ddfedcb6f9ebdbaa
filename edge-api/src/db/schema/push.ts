import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './users.ts'

/**
 * A device that takes Web Push reminders (docs/features/notifications.md, "Push"): the browser's
 * push endpoint and the keys its messages are encrypted for. An endpoint belongs to one account at
 * a time; the row goes when the push service says the endpoint is gone (404/410), when the device
 * turns push off or signs out saying so, and with the account.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (65 bytes, base64url) and auth secret (16 bytes, base64url), RFC 8291. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceLabel: text('device_label'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
)
