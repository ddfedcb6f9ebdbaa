import * as z from 'zod/mini'
import {
  ACCOUNT_TYPES,
  POSITIONS,
  SKILL_LEVELS,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
  TRAINING_AVAILABILITY,
} from '../domain/account.ts'
import { AGE_GROUPS } from '../domain/age-group.ts'
import { NOTIFICATION_FREQUENCIES } from '../domain/notification-preferences.ts'

export const NotificationPreferences = z.object({
  enabled: z.boolean(),
  methods: z.object({ email: z.boolean(), sms: z.boolean() }),
  frequency: z.enum(NOTIFICATION_FREQUENCIES),
  triggers: z.object({
    practiceReminders: z.boolean(),
    communicationNotifications: z.boolean(),
    milestoneReminders: z.boolean(),
  }),
})
export type NotificationPreferences = z.infer<typeof NotificationPreferences>

/** The signed-in person as the app sees them (docs/features/account-and-security.md). */
export const User = z.object({
  id: z.string(),
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  age: z.nullable(z.int()),
  age_group: z.enum(AGE_GROUPS),
  skill_level: z.enum(SKILL_LEVELS),
  position_preference: z.enum(POSITIONS),
  training_availability: z.enum(TRAINING_AVAILABILITY),
  parentEmail: z.nullable(z.email()),
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  notificationPreferences: NotificationPreferences,
  /** True when the person administers a family account (drives the Family link). */
  hasFamily: z.boolean(),
  /**
   * Until when a parent's consent covers this child under 13 (ISO), as recorded when it was given;
   * null for everyone else. isParentManaged reads it: the parent then manages the child's age.
   */
  parent_manages_until: z.optional(z.nullable(z.string())),
  created_at: z.string(),
})
export type User = z.infer<typeof User>

export const UserResponse = z.object({ user: User })
export type UserResponse = z.infer<typeof UserResponse>

/** GET /api/auth/session: who this browser is signed in as, or null (a normal answer, not an error). */
export const SessionResponse = z.object({ user: z.nullable(User) })
export type SessionResponse = z.infer<typeof SessionResponse>

/** POST /api/auth/sign-up for a player under 13 (202): no session; the parent was emailed a link. */
export const AwaitingConsentResponse = z.object({
  user: z.null(),
  awaiting_consent: z.object({ parent_email: z.email(), message: z.string() }),
})
export type AwaitingConsentResponse = z.infer<typeof AwaitingConsentResponse>
