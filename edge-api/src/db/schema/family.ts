import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import {
  AUDIT_ACTIONS,
  FAMILY_PERMISSION_LEVELS,
  FAMILY_RELATIONSHIPS,
  FAMILY_SUBSCRIPTION_STATUSES,
  LINK_REQUEST_STATUSES,
} from '@app/shared/domain/family/family.ts'
import { users } from './users.ts'

// The family tables (docs/features/family.md). A person belongs to at most one family (the unique user index), so "my
// family" is one row and no one can be pulled into a second family behind their back.
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
    /** The admin asked that this child's new goals wait for their approval. */
    goalApproval: integer('goal_approval', { mode: 'boolean' }).notNull().default(false),
    /** The admin allowed this child's devices to take push reminders (a child under 13 gets none without it). */
    pushAllowed: integer('push_allowed', { mode: 'boolean' }).notNull().default(false),
  },
  (
    t,
  ) => [uniqueIndex('family_members_family_user_idx').on(t.familyId, t.userId), uniqueIndex('family_members_one_family_idx').on(t.userId)],
)

/** family_invitations: open until used_at is set, revoked or expired. The code is unique. */
export const familyInvitations = sqliteTable(
  'family_invitations',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id').notNull().references(() => familyAccounts.id, { onDelete: 'cascade' }),
    inviteCode: text('invite_code').notNull(),
    invitedBy: text('invited_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    invitedEmail: text('invited_email').notNull(),
    relationshipType: text('relationship_type', { enum: FAMILY_RELATIONSHIPS }).notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: integer('revoked_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('family_invitations_code_idx').on(t.inviteCode), index('family_invitations_family_idx').on(t.familyId)],
)

/** child_link_requests: pending → verified → accepted or rejected (or revoked by the admin). */
export const childLinkRequests = sqliteTable(
  'child_link_requests',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id').notNull().references(() => familyAccounts.id, { onDelete: 'cascade' }),
    parentUserId: text('parent_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    childEmail: text('child_email').notNull(),
    childUserId: text('child_user_id').references(() => users.id, { onDelete: 'cascade' }),
    verificationCode: text('verification_code').notNull(),
    permissionLevel: text('permission_level', { enum: FAMILY_PERMISSION_LEVELS }).notNull(),
    parentMessage: text('parent_message').notNull(),
    status: text('status', { enum: LINK_REQUEST_STATUSES }).notNull().default('pending'),
    expiresAt: integer('expires_at').notNull(),
    verifiedAt: integer('verified_at'),
    respondedAt: integer('responded_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('child_link_requests_family_idx').on(t.familyId), index('child_link_requests_email_idx').on(t.childEmail, t.status)],
)

/**
 * family_audit_log: who (parent_id: the actor) did what to whom (child_id: the member it
 * concerns), written in the same transaction as the action. Kept when a member leaves.
 */
export const familyAuditLog = sqliteTable(
  'family_audit_log',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id').notNull().references(() => familyAccounts.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references(() => users.id, { onDelete: 'set null' }),
    childId: text('child_id').references(() => users.id, { onDelete: 'set null' }),
    actionType: text('action_type', { enum: AUDIT_ACTIONS }).notNull(),
    metadata: text('metadata', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('family_audit_log_family_idx').on(t.familyId, t.createdAt)],
)

/** Wrong link codes per signed-in person: enough of them lock verification for a while. */
export const linkCodeAttempts = sqliteTable('link_code_attempts', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull(),
  windowStartedAt: integer('window_started_at').notNull(),
  lockedUntil: integer('locked_until'),
})

export type FamilyAccountRow = typeof familyAccounts.$inferSelect
export type FamilyMemberRow = typeof familyMembers.$inferSelect
export type FamilyInvitationRow = typeof familyInvitations.$inferSelect
export type ChildLinkRequestRow = typeof childLinkRequests.$inferSelect
export type FamilyAuditRow = typeof familyAuditLog.$inferSelect

/**
 * A parent's approval of a child's account: the mailed link's token is stored hashed (expires_at
 * bounds the link), the words the parent agreed to are kept with it. Unapproved after 7 days, the
 * child's account goes.
 */
export const parentalConsents = sqliteTable(
  'parental_consents',
  {
    id: text('id').primaryKey(),
    childUserId: text('child_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    parentEmail: text('parent_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at').notNull(),
    approvedAt: integer('approved_at'),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Set when the consent is given: until when it covers the child (their 13th birthday by what was
     * recorded then). isProtectedChild reads this, never an age or birth date editable afterwards.
     */
    coversUntil: integer('covers_until'),
    consentText: text('consent_text'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('parental_consents_token_idx').on(t.tokenHash), index('parental_consents_pending_idx').on(t.approvedAt, t.expiresAt)],
)
