import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { WIZARD_PILLARS } from '@app/shared/domain/goals.ts'
import { PLAN_REASONS } from '@app/shared/domain/weekly-plan/week-plan.ts'
import { users } from './users.ts'

/**
 * A player's weekly plan (docs/features/training-and-progress.md "Weekly plan"): built on the first
 * request of their week (Monday, the account's time zone) and kept, so it stays the same all week.
 */
export const weeklyPlans = sqliteTable(
  'weekly_plans',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday of the player's week ('YYYY-MM-DD'). */
    weekStart: text('week_start').notNull(),
    builtAt: integer('built_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
)

/** The sessions of a weekly plan; `log_id` is the logged session that did it (null while undone). */
export const weeklyPlanSessions = sqliteTable(
  'weekly_plan_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    weekStart: text('week_start').notNull(),
    /** Order in the week, from 0. */
    position: integer('position').notNull(),
    day: text('day').notNull(),
    movedFrom: text('moved_from'),
    minutes: integer('minutes').notNull(),
    pillar: text('pillar', { enum: WIZARD_PILLARS }).notNull(),
    /** The goal it serves when built; the goal may since have been deleted. */
    goalId: text('goal_id'),
    drills: text('drills', { mode: 'json' }).$type<{ slug: string; minutes: number }[]>().notNull(),
    reason: text('reason', { enum: PLAN_REASONS }).notNull(),
    reasonDrill: text('reason_drill'),
    logId: text('log_id'),
    dropped: integer('dropped', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('weekly_plan_sessions_week_idx').on(t.userId, t.weekStart, t.position),
    index('weekly_plan_sessions_log_idx').on(t.logId),
  ],
)

export type WeeklyPlanSessionRow = typeof weeklyPlanSessions.$inferSelect
