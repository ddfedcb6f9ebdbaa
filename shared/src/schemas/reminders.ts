import * as z from 'zod/mini'

/** POST /api/notifications/stop: the signed token from a reminder mail's link (no sign-in needed). */
export const StopRemindersRequest = z.strictObject({
  token: z.string().check(z.minLength(1, 'The link has no token'), z.maxLength(200, 'The link is too long')),
})
export type StopRemindersRequest = z.infer<typeof StopRemindersRequest>
