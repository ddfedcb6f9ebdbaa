import * as z from 'zod/mini'
import { isValidTimeZone } from '../domain/time-zone.ts'
import { SignUpRequest } from './auth.ts'

/** An IANA time zone name, checked against the runtime's own list. */
export const TimeZone = z.string().check(z.refine(isValidTimeZone, 'Unknown time zone'))

/**
 * What POST /api/auth/sign-up accepts: the sign-up payload plus, optionally, the browser's time zone
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`), so streaks use the player's calendar day.
 */
export const SignUpWithTimeZoneRequest = z.intersection(SignUpRequest, z.object({ timeZone: z.optional(TimeZone) }))
export type SignUpWithTimeZoneRequest = z.infer<typeof SignUpWithTimeZoneRequest>
