import { z } from 'zod'
import { isValidTimeZone } from '../domain/time-zone.ts'
import { SignUpRequest } from './auth.ts'

/** An IANA time zone name, checked against the runtime's own list. */
export const TimeZone = z.string().refine(isValidTimeZone, 'Unknown time zone')

/**
 * What POST /api/auth/sign-up accepts: the sign-up payload plus, optionally, the browser's time zone
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`), so streaks use the player's calendar day.
 */
export const SignUpWithTimeZoneRequest = SignUpRequest.and(z.object({ timeZone: TimeZone.optional() }))
export type SignUpWithTimeZoneRequest = z.infer<typeof SignUpWithTimeZoneRequest>
