import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { JourneyKind } from '@app/shared/domain/journey.ts'
import type { RestDay } from '@app/shared/domain/training-streak.ts'
import { SESSION_TYPES, SKILL_FOCUSES, type SkillFocus } from '@app/shared/domain/training.ts'
import { users } from './users.ts'

/**
 * A logged session (docs/features/training-and-progress.md). The id is the client's UUID, so a retried request
 * finds its own row instead of logging twice. `day` is the player's calendar day the session
 * counted for, fixed at logging time: the streak and the charts agree even after a time-zone change.
 */
export const trainingLogs = sqliteTable(
  'training_logs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sessionType: text('session_type', { enum: SESSION_TYPES }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    skillFocus: text('skill_focus', { mode: 'json' }).$type<SkillFocus[]>().notNull(),
    energyLevel: integer('energy_level').notNull(),
    notes: text('notes'),
    xpEarned: integer('xp_earned').notNull(),
    day: text('day').notNull(),
    loggedAt: integer('logged_at').notNull(),
  },
  (t) => [index('training_logs_user_logged_idx').on(t.userId, t.loggedAt), index('training_logs_user_day_idx').on(t.userId, t.day)],
)

/** player_levels. Level and title are stored beside total_xp and always derived from it (docs/features/training-and-progress.md). */
export const playerLevels = sqliteTable('player_levels', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  currentLevel: integer('current_level').notNull(),
  currentXp: integer('current_xp').notNull(),
  totalXp: integer('total_xp').notNull(),
  levelTitle: text('level_title').notNull(),
  /** Sessions logged: what the session-count badges read, kept here so no rule has to count the log. */
  sessionCount: integer('session_count').notNull().default(0),
  updatedAt: integer('updated_at').notNull(),
})

/** training_streaks, plus what fair streaks need (training-streak.ts StreakState). */
export const trainingStreaks = sqliteTable('training_streaks', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  currentStreak: integer('current_streak').notNull(),
  longestStreak: integer('longest_streak').notNull(),
  lastTrainingDate: text('last_training_date'),
  totalTrainingDays: integer('total_training_days').notNull(),
  lastDay: text('last_day'),
  trainingRun: integer('training_run').notNull().default(0),
  freezes: integer('freezes').notNull().default(0),
  restDays: text('rest_days', { mode: 'json' }).$type<RestDay[]>().notNull(),
  frozenDays: text('frozen_days', { mode: 'json' }).$type<string[]>().notNull(),
  updatedAt: integer('updated_at').notNull(),
})

/** skill_progress: one row per player and skill. */
export const skillProgress = sqliteTable(
  'skill_progress',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    skillName: text('skill_name', { enum: SKILL_FOCUSES }).notNull(),
    currentLevel: integer('current_level').notNull(),
    trainingCount: integer('training_count').notNull(),
    lastUpdated: integer('last_updated').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillName] })],
)

/** user_badges; the key makes "each badge once" hold even if two awards raced. */
export const userBadges = sqliteTable(
  'user_badges',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id').notNull(),
    earnedAt: integer('earned_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
)

/** daily_checkins; keyed by the player's calendar day, so a second check-in that day cannot exist. */
export const dailyCheckins = sqliteTable(
  'daily_checkins',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)

/** Levels reached and streak records, written by the action that reached them, for the Journey. */
export const journeyMilestones = sqliteTable(
  'journey_milestones',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<Extract<JourneyKind, 'level_reached' | 'streak_record'>>().notNull(),
    value: integer('value').notNull(),
    occurredAt: integer('occurred_at').notNull(),
  },
  (t) => [index('journey_milestones_user_idx').on(t.userId, t.occurredAt)],
)

export type TrainingLogRow = typeof trainingLogs.$inferSelect
export type TrainingStreakRow = typeof trainingStreaks.$inferSelect

/**
 * The answer to a check-in or rest day sent with a client id (docs/features/training-and-progress.md
 * "Offline"): a retried or replayed send finds its id here and gets the same answer, counting once.
 * The id is the client's UUID, so one of another player is refused without saying whose it is.
 */
export const clientActions = sqliteTable(
  'client_actions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'check_in' | 'rest_day'>().notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('client_actions_user_idx').on(t.userId, t.createdAt)],
)
