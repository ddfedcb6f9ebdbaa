import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { CHEER_PHRASE_IDS } from '@app/shared/domain/teams/cheers.ts'
import { TEAM_MEMBER_STATUSES, TEAM_ROLES } from '@app/shared/domain/teams/membership.ts'
import { users } from './users.ts'

/**
 * Team groups (docs/features/family.md "Team groups and the weekly league"). A group belongs to its
 * coach: deleting the coach's account deletes the group with its memberships and cheers. The join
 * code is random (8 characters, the invitation alphabet), shown to the coach and rotatable; guesses
 * count toward the same lock as family link codes.
 */
export const teamGroups = sqliteTable(
  'team_groups',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    joinCode: text('join_code').notNull(),
    /** The coach's time zone when the group was made: the league's week starts Monday there. */
    timeZone: text('time_zone').notNull(),
    createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('team_groups_code_idx').on(t.joinCode), index('team_groups_created_by_idx').on(t.createdBy)],
)

/** A person's place in a group: pending_parent (a child under 13 waiting for their parent) → active → removed. */
export const teamMembers = sqliteTable(
  'team_members',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id').notNull().references(() => teamGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    status: text('status', { enum: TEAM_MEMBER_STATUSES }).notNull(),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: integer('joined_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('team_members_group_user_idx').on(t.groupId, t.userId), index('team_members_user_idx').on(t.userId)],
)

/** A cheer: a phrase id from the fixed set, never text. `day` is the group's day, for the daily limit. */
export const teamCheers = sqliteTable(
  'team_cheers',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id').notNull().references(() => teamGroups.id, { onDelete: 'cascade' }),
    fromUserId: text('from_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    toUserId: text('to_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    phraseId: text('phrase_id', { enum: CHEER_PHRASE_IDS }).notNull(),
    day: text('day').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('team_cheers_from_day_idx').on(t.fromUserId, t.day),
    index('team_cheers_to_idx').on(t.toUserId, t.createdAt),
    index('team_cheers_group_idx').on(t.groupId),
  ],
)

/** A drill the coach set for the group's week (item: coach communication without messages). */
export const teamDrillAssignments = sqliteTable(
  'team_drill_assignments',
  {
    groupId: text('group_id').notNull().references(() => teamGroups.id, { onDelete: 'cascade' }),
    weekStart: text('week_start').notNull(),
    drillSlug: text('drill_slug').notNull(),
    assignedBy: text('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.weekStart, t.drillSlug] })],
)

export type TeamGroupRow = typeof teamGroups.$inferSelect
export type TeamMemberRow = typeof teamMembers.$inferSelect
