import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/** Mails sent by the development transport, readable at /api/dev/outbox/view instead of leaving the machine. */
export const outboxMails = sqliteTable(
  'outbox_mails',
  {
    id: text('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    sentAt: integer('sent_at').notNull(),
  },
  (t) => [index('outbox_mails_sent_idx').on(t.sentAt), index('outbox_mails_to_idx').on(t.to)],
)
