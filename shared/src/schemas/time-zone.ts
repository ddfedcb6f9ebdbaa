import * as z from 'zod/mini'
import { isValidTimeZone } from '../domain/time-zone.ts'
import { SignUpRequest } from './auth.ts'
import { SaveWizardGoalsRequest } from './goals.ts'

/** An IANA time zone name, checked against the runtime's own list. */
export const TimeZone = z.string().check(z.refine(isValidTimeZone, 'Unknown time zone'))

/** PUT /api/me/time-zone: the account's zone, whose calendar days count the player's training. */
export const TimeZoneRequest = z.strictObject({ time_zone: TimeZone })
export type TimeZoneRequest = z.infer<typeof TimeZoneRequest>

export const TimeZoneSetting = z.object({
  /** null: never set (the days are UTC's until it is). */
  time_zone: z.nullable(z.string()),
  changed_at: z.nullable(z.string()),
  /** When it may change again (null: now). */
  next_change_at: z.nullable(z.string()),
})
export type TimeZoneSetting = z.infer<typeof TimeZoneSetting>
export const TimeZoneResponse = z.object({ time_zone: TimeZoneSetting })
export type TimeZoneResponse = z.infer<typeof TimeZoneResponse>

/**
 * What POST /api/auth/sign-up accepts: the sign-up payload plus, optionally, the browser's time zone
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`), so streaks use the player's calendar day,
 * and a player's goal wizard plan, saved on the new account in the same write (a child under 13's
 * is kept while the account waits for a parent; docs/features/goals.md).
 */
export const SignUpWithTimeZoneRequest = z.intersection(
  SignUpRequest,
  z.object({ timeZone: z.optional(TimeZone), plan: z.optional(SaveWizardGoalsRequest) }),
)
// What a client sends (the plan's defaults filled in by the server).
export type SignUpWithTimeZoneRequest = z.input<typeof SignUpWithTimeZoneRequest>
