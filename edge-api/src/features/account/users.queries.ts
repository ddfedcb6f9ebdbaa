import { eq, sql } from 'drizzle-orm'
import { ageGroupFromAge } from '@app/shared/domain/age-group.ts'
import { type CalendarDay, todayIn } from '@app/shared/domain/calendar-day.ts'
import { isValidTimeZone } from '@app/shared/domain/time-zone.ts'
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@app/shared/domain/notification-preferences.ts'
import type { UpdateProfileRequest } from '@app/shared/schemas/auth.ts'
import { User } from '@app/shared/schemas/user.ts'
import type { Db, Tx } from '../../db/client.ts'
import { type NewUserRow, type UserRow, users } from '../../db/schema/index.ts'

type Reader = Db | Tx

/**
 * hasFamily (the person administers a family account) is derived, never stored, so it cannot drift.
 * Column names are written out qualified: drizzle leaves them bare in one-table selects, and a bare
 * "id" inside the subquery would mean family_accounts.id.
 */
export const hasFamilySql = sql<number>`exists (select 1 from "family_accounts" as "fa" where "fa"."primary_account_id" = "users"."id")`

/**
 * Until when a recorded parental consent covers the person (the newest approved consent row, only
 * while the account's consent status is approved), or null: the fact isProtectedChild reads.
 */
export const parentManagesUntilSql = sql<
  number | null
>`(case when "users"."consent_status" = 'approved' then (select "pc"."covers_until" from "parental_consents" as "pc"
  where "pc"."child_user_id" = "users"."id" and "pc"."approved_at" is not null order by "pc"."approved_at" desc limit 1) end)`

/** The wire shape (shared User schema); parsing here means a bad row fails loudly instead of leaking. */
export function toWireUser(row: UserRow, hasFamily: boolean | number, parentManagesUntil: number | null = null): User {
  return User.parse({
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    accountType: row.accountType,
    age: row.age,
    age_group: row.ageGroup,
    skill_level: row.skillLevel,
    position_preference: row.positionPreference,
    training_availability: row.trainingAvailability,
    parentEmail: row.parentEmail,
    subscription_tier: row.subscriptionTier,
    subscription_status: row.subscriptionStatus,
    notificationPreferences: row.notificationPreferences,
    hasFamily: Boolean(hasFamily),
    parent_manages_until: parentManagesUntil === null ? null : new Date(parentManagesUntil).toISOString(),
    created_at: new Date(row.createdAt).toISOString(),
  })
}

/**
 * The wire user built by SQLite as one JSON cell, for the read every signed-in request makes: one
 * converted cell instead of eighteen (~10 µs each under Deno), no schema pass and nothing to finish
 * in JavaScript: SQLite writes the family flag as a JSON boolean and created_at as the ISO text
 * Date#toISOString gives (strftime rounds to the millisecond). The fields are toWireUser's, named one
 * by one, so nothing else of the row (the password hash) can reach it; a test holds the two equal.
 */
export const wireUserJson = sql<string>`json_object('id', "users"."id", 'email', "users"."email", 'first_name', "users"."first_name",
  'last_name', "users"."last_name", 'accountType', "users"."account_type", 'age', "users"."age", 'age_group', "users"."age_group",
  'skill_level', "users"."skill_level", 'position_preference', "users"."position_preference",
  'training_availability', "users"."training_availability", 'parentEmail', "users"."parent_email",
  'subscription_tier', "users"."subscription_tier", 'subscription_status', "users"."subscription_status",
  'notificationPreferences', json("users"."notification_preferences"),
  'hasFamily', json(case when ${hasFamilySql} then 'true' else 'false' end),
  'parent_manages_until', strftime('%Y-%m-%dT%H:%M:%fZ', ${parentManagesUntilSql} / 1000.0, 'unixepoch'),
  'created_at', strftime('%Y-%m-%dT%H:%M:%fZ', "users"."created_at" / 1000.0, 'unixepoch'))`

/** A wireUserJson cell as the wire user. */
export function userFromJson(text: string): User {
  return JSON.parse(text) as User
}

export async function findUserById(db: Reader, id: string): Promise<User | null> {
  const [found] = await db.select({ row: users, hasFamily: hasFamilySql, parentManagesUntil: parentManagesUntilSql }).from(users).where(
    eq(users.id, id),
  )
  return found ? toWireUser(found.row, found.hasFamily, found.parentManagesUntil) : null
}

export async function findCredentials(db: Reader, email: string) {
  const [found] = await db.select({
    id: users.id,
    passwordHash: users.passwordHash,
    firstName: users.firstName,
    consentStatus: users.consentStatus,
  }).from(users).where(eq(users.email, email))
  return found ?? null
}

export type NewAccount =
  & Pick<NewUserRow, 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'accountType' | 'age' | 'parentEmail' | 'timeZone'>
  & Partial<Pick<NewUserRow, 'subscriptionTier' | 'skillLevel' | 'positionPreference' | 'consentStatus'>>

/** Inserts an account with the sign-up defaults (beginner, versatile, medium, free, active). */
export async function insertUser(tx: Reader, account: NewAccount, now: number): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      skillLevel: 'beginner',
      ...account,
      ageGroup: ageGroupFromAge(account.age),
      notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  return row!
}

export async function updateProfile(tx: Reader, id: string, patch: UpdateProfileRequest, now: number): Promise<void> {
  const { first_name, last_name, age, skill_level, position_preference, training_availability } = patch
  await tx
    .update(users)
    .set({
      firstName: first_name,
      lastName: last_name,
      // The age group follows the age, so the two never disagree (docs/features/account-and-security.md).
      ...(age !== undefined ? { age, ageGroup: ageGroupFromAge(age) } : {}),
      skillLevel: skill_level,
      positionPreference: position_preference,
      trainingAvailability: training_availability,
      updatedAt: now,
    })
    .where(eq(users.id, id))
}

export async function updateNotificationPreferences(tx: Reader, id: string, prefs: NotificationPreferences, now: number): Promise<void> {
  await tx.update(users).set({ notificationPreferences: prefs, updatedAt: now }).where(eq(users.id, id))
}

export async function setPasswordHash(tx: Reader, id: string, passwordHash: string, now: number): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id))
}

/** The time zone stored on the account (the browser's, sent at sign-up and with each day-counting action). */
export async function findTimeZone(db: Reader, userId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId))
  return row?.timeZone ?? null
}

/** The player's calendar day at `at`, in the stored time zone (UTC when none is known). */
export function dayIn(timeZone: string | null, at: number): CalendarDay {
  return todayIn(new Date(at), timeZone && isValidTimeZone(timeZone) ? timeZone : 'UTC')
}

/** The player's "today": streaks, check-ins and target dates count the player's days, not the server's. */
export async function findPlayerToday(db: Reader, userId: string, at: number): Promise<CalendarDay> {
  return dayIn(await findTimeZone(db, userId), at)
}
