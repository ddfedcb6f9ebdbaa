import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { AGE_GROUPS } from '@app/shared/domain/age-group.ts'
import { GAME_IDS } from '@app/shared/domain/games/game-catalogue.ts'
import { users } from './users.ts'

/**
 * A play the server started (scores on the server). It holds the items it chose,
 * so answers can only be to those; `finished_at` is set once, by the finish that saved the result.
 */
export const gamePlays = sqliteTable(
  'game_plays',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id', { enum: GAME_IDS }).notNull(),
    ageGroup: text('age_group', { enum: AGE_GROUPS }).notNull(),
    itemIds: text('item_ids', { mode: 'json' }).$type<string[]>().notNull(),
    startedAt: integer('started_at').notNull(),
    finishedAt: integer('finished_at'),
    /**
     * Items are served one at a time, in order: `served_count` of them so far, the last at
     * `served_at`. An answer's time is measured from there, so the client's clock is never asked.
     */
    servedCount: integer('served_count').notNull().default(0),
    servedAt: integer('served_at'),
  },
  (t) => [index('game_plays_user_idx').on(t.userId, t.startedAt)],
)

/** One answer per item of a play; the key refuses a second answer to the same item. */
export const gameAnswers = sqliteTable(
  'game_answers',
  {
    playId: text('play_id').notNull().references(() => gamePlays.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    /** The option id (scenario) or index as text (question); null when time ran out. */
    choice: text('choice'),
    /** Measured by the server: from serving the item to receiving its answer. */
    elapsedMs: integer('elapsed_ms').notNull(),
    points: integer('points').notNull(),
    /** Answered faster than the item can be read: recorded, scored 0. */
    tooFast: integer('too_fast', { mode: 'boolean' }).notNull().default(false),
    answeredAt: integer('answered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playId, t.itemId] })],
)

/** game_results; play_id is unique, so a play is saved once whatever is replayed. */
export const gameResults = sqliteTable(
  'game_results',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    playId: text('play_id').notNull().references(() => gamePlays.id, { onDelete: 'cascade' }),
    gameId: text('game_id', { enum: GAME_IDS }).notNull(),
    score: integer('score').notNull(),
    maxScore: integer('max_score').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('game_results_play_idx').on(t.playId), index('game_results_user_idx').on(t.userId, t.createdAt)],
)

/** Items a player has had, per game and age group (kept on the server, not in the browser's local storage). */
export const gameItemHistory = sqliteTable(
  'game_item_history',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id', { enum: GAME_IDS }).notNull(),
    ageGroup: text('age_group').notNull(),
    usedIds: text('used_ids', { mode: 'json' }).$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId, t.ageGroup] })],
)

/** achievements; (user, name) is unique: each is awarded once by name, even under races. */
export const achievements = sqliteTable(
  'achievements',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    points: integer('points').notNull(),
    earnedAt: integer('earned_at').notNull(),
  },
  (t) => [uniqueIndex('achievements_user_name_idx').on(t.userId, t.name), index('achievements_user_earned_idx').on(t.userId, t.earnedAt)],
)

export type GamePlayRow = typeof gamePlays.$inferSelect
export type GameResultRow = typeof gameResults.$inferSelect
