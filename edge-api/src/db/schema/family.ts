import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { FAMILY_PERMISSION_LEVELS, FAMILY_RELATIONSHIPS, FAMILY_SUBSCRIPTION_STATUSES } from '@app/shared/domain/family/family.ts'
import { users } from './users.ts'

// Minimal now (issue 3: the seed needs a family admin with a linked child); later issues extend them.
export const familyAccounts = sqliteTable(
  'family_accounts',
  {
    id: text('id').primaryKey(),
    familyName: text('family_name').notNull(),
    primaryAccountId: text('primary_account_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subscriptionStatus: text('subscription_status', { enum: FAMILY_SUBSCRIPTION_STATUSES }).notNull().default('trial'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('family_accounts_primary_idx').on(t.primaryAccountId)],
)

export const familyMembers = sqliteTable(
  'family_members',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id').notNull().references(() => familyAccounts.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    relationshipType: text('relationship_type', { enum: FAMILY_RELATIONSHIPS }).notNull(),
    permissionLevel: text('permission_level', { enum: FAMILY_PERMISSION_LEVELS }).notNull().default('view_only'),
    birthDate: text('birth_date'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('family_members_family_user_idx').on(t.familyId, t.userId), index('family_members_user_idx').on(t.userId)],
)
