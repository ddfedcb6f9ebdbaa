import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import {
  ACCOUNT_TYPES,
  POSITIONS,
  SKILL_LEVELS,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
  TRAINING_AVAILABILITY,
} from '@app/shared/domain/account.ts'
import { AGE_GROUPS } from '@app/shared/domain/age-group.ts'
import { CONSENT_STATUSES } from '@app/shared/domain/family/parental-consent.ts'
import type { NotificationPreferences } from '@app/shared/domain/notification-preferences.ts'

// Times are integer epoch milliseconds: they compare and sort as numbers (session and token expiry),
// and the wire layer turns them into ISO strings.
export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull().default('player'),
    age: integer('age'),
    ageGroup: text('age_group', { enum: AGE_GROUPS }).notNull().default('13-17'),
    // The profile default is intermediate, but sign-up sets beginner explicitly.
    skillLevel: text('skill_level', { enum: SKILL_LEVELS }).notNull().default('intermediate'),
    positionPreference: text('position_preference', { enum: POSITIONS }).notNull().default('versatile'),
    trainingAvailability: text('training_availability', { enum: TRAINING_AVAILABILITY }).notNull().default('medium'),
    parentEmail: text('parent_email'),
    subscriptionTier: text('subscription_tier', { enum: SUBSCRIPTION_TIERS }).notNull().default('free'),
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    notificationPreferences: text('notification_preferences', { mode: 'json' }).$type<NotificationPreferences>().notNull(),
    /** The zone whose calendar days count the player's training; changed in settings, at most once a day. */
    timeZone: text('time_zone'),
    /** When the player last changed the zone in settings (null: only sign-up set it). */
    timeZoneChangedAt: integer('time_zone_changed_at'),
    // A player under 13 cannot sign in until a parent approves (parental_consents).
    consentStatus: text('consent_status', { enum: CONSENT_STATUSES }).notNull().default('not_required'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  // The unique index compares bytes, so it only prevents duplicate accounts if every email is stored
  // lower-case; the schemas lower-case it and this check makes any other path fail loudly.
  (t) => [check('users_email_lower_case', sql`${t.email} = lower(${t.email})`)],
)

/**
 * Changes to an account the owner may be asked about later (who changed what, when): the audit trail
 * for settings that move rules, such as the time zone that decides the player's day.
 */
export const accountEvents = sqliteTable(
  'account_events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What changed, as JSON (e.g. the zone before and after). */
    detail: text('detail', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('account_events_user_idx').on(t.userId, t.createdAt)],
)

export type AccountEventRow = typeof accountEvents.$inferSelect
export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert
