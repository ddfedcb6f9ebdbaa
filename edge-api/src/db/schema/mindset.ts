import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './users.ts'

/** A reflection journal entry (domain/mindset.ts): the player's own words, read by no one else. */
export const mindsetEntries = sqliteTable(
  'mindset_entries',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The player's calendar day it was written on. */
    day: text('day').notNull(),
    wentWell: text('went_well'),
    learned: text('learned'),
    nextFocus: text('next_focus'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('mindset_entries_user_idx').on(t.userId, t.createdAt)],
)
export type MindsetEntryRow = typeof mindsetEntries.$inferSelect
