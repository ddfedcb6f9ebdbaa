import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { GOAL_APPROVAL_STATES } from '@app/shared/domain/family/goal-approval.ts'
import { GOAL_STATUSES, GOAL_TYPES, PILLARS } from '@app/shared/domain/goals.ts'
import { users } from './users.ts'

// Times are epoch milliseconds like every other table; dates a player picks (target, session day) are
// 'YYYY-MM-DD' text in the player's own calendar, so they never shift with the server's time zone.
export const goals = sqliteTable(
  'goals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    pillar: text('pillar', { enum: PILLARS }).notNull(),
    goalType: text('goal_type', { enum: GOAL_TYPES }).notNull(),
    targetDate: text('target_date'),
    status: text('status', { enum: GOAL_STATUSES }).notNull().default('active'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    /** When the goal was completed (null while active): an edit moves updated_at, not this. */
    completedAt: integer('completed_at'),
    /** Goal approval: null when nothing is awaited, else pending or declined (domain/family/goal-approval.ts). */
    approval: text('approval', { enum: GOAL_APPROVAL_STATES }),
    /** The parent's words when they sent the goal back. */
    approvalNote: text('approval_note'),
  },
  // The list is always "this person's goals, newest first": the index serves both the filter and the order.
  // By status: the free tier's active goals and the badges' completed goals are counted from the
  // index on every goal write, however many goals the player holds (docs/benchmarks.md).
  (t) => [index('goals_user_created_idx').on(t.userId, t.createdAt), index('goals_user_status_idx').on(t.userId, t.status)],
)

/**
 * Sessions a player schedules for a goal (wizard step 2). user_id repeats the goal's owner so a
 * session can be scoped to its owner without a join.
 */
export const plannedSessions = sqliteTable(
  'planned_sessions',
  {
    id: text('id').primaryKey(),
    goalId: text('goal_id').notNull().references(() => goals.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sessionDate: text('session_date').notNull(),
    startTime: text('start_time').notNull(),
    duration: integer('duration').notNull(),
    notes: text('notes'),
    completed: integer('completed', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
  },
  // By owner and day: Upcoming Sessions starts from the player's own sessions from today on, not
  // from each of their goals (a player may keep thousands).
  (t) => [index('planned_sessions_goal_idx').on(t.goalId), index('planned_sessions_user_day_idx').on(t.userId, t.sessionDate)],
)

export type GoalRow = typeof goals.$inferSelect
export type PlannedSessionRow = typeof plannedSessions.$inferSelect

/** Custom goal templates (domain/goal-templates.ts): a goal's words and days, to start the next one from. */
export const goalTemplates = sqliteTable(
  'goal_templates',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    pillar: text('pillar', { enum: PILLARS }).notNull(),
    goalType: text('goal_type', { enum: GOAL_TYPES }).notNull(),
    /** Days from the day a goal is set to its target date; null: no target date. */
    targetDays: integer('target_days'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('goal_templates_user_idx').on(t.userId, t.createdAt)],
)
export type GoalTemplateRow = typeof goalTemplates.$inferSelect
