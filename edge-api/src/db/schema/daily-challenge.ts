import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { AGE_GROUPS } from '@app/shared/domain/age-group.ts'
import { DAILY_KINDS } from '@app/shared/domain/games/daily-challenge.ts'
import { users } from './users.ts'

/**
 * Each day's daily challenge per age group, pinned when the server first serves it: every player of
 * the group gets this item that day even if new content is deployed mid-day (docs/features/games.md
 * "Daily challenge"). Names no person.
 */
export const dailyChallengePicks = sqliteTable(
  'daily_challenge_picks',
  {
    /** The player's calendar day ('YYYY-MM-DD'): players in different zones share a day's pick. */
    day: text('day').notNull(),
    ageGroup: text('age_group', { enum: AGE_GROUPS }).notNull(),
    kind: text('kind', { enum: DAILY_KINDS }).notNull(),
    itemId: text('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.ageGroup, t.kind] })],
)

/**
 * A player's daily challenge items: a row when the item is served (its clock starts), completed by
 * the one answer. The key refuses a second item of a kind on a day.
 */
export const dailyChallengeAnswers = sqliteTable(
  'daily_challenge_answers',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The player's calendar day the item was served on (the account's time zone). */
    day: text('day').notNull(),
    kind: text('kind', { enum: DAILY_KINDS }).notNull(),
    itemId: text('item_id').notNull(),
    servedAt: integer('served_at').notNull(),
    /** Null until answered. */
    answeredAt: integer('answered_at'),
    /** The option id (scenario) or index as text (question); null when time ran out or not answered yet. */
    choice: text('choice'),
    /** Measured by the server from serving to the answer. */
    elapsedMs: integer('elapsed_ms'),
    /** The best option / the right answer, in time and not too fast. */
    correct: integer('correct', { mode: 'boolean' }).notNull().default(false),
    /** What the answer scored by the game's rules: shown with the feedback, not added to game points. */
    points: integer('points').notNull().default(0),
    tooFast: integer('too_fast', { mode: 'boolean' }).notNull().default(false),
  },
  // The key also serves "this player's days" (user_id leads it).
  (t) => [primaryKey({ columns: [t.userId, t.day, t.kind] })],
)

export type DailyChallengeAnswerRow = typeof dailyChallengeAnswers.$inferSelect
