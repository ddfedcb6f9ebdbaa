import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './users.ts'

/** 'sending': claimed, its mail not yet confirmed delivered (send-reminders.ts takes a stale one over). */
export const REMINDER_OUTCOMES = ['sending', 'sent', 'nothing_due'] as const

/**
 * Each reminder a player was due (REMINDER_SCHEDULE's key: daily:<day>, weekly:<monday>,
 * evening:<day>), written before its mail is sent: one row a period, so no reminder goes twice,
 * whichever API instance gets there first. A period with nothing to remind of is recorded too.
 */
export const remindersSent = sqliteTable(
  'reminders_sent',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    outcome: text('outcome', { enum: REMINDER_OUTCOMES }).notNull(),
    createdAt: integer('created_at').notNull(),
  },
  // A run asks for a few period keys across every player: by key, not by player.
  (t) => [primaryKey({ columns: [t.userId, t.periodKey] }), index('reminders_sent_period_idx').on(t.periodKey)],
)
