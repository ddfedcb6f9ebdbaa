import { PAID_FEATURES, tierAllows } from '@app/shared/domain/billing/tier-features.ts'
import { AppError } from '../../http/app-error.ts'
import { Hono } from 'hono'
import { OkResponse, PasswordUpdateRequest, UpdateProfileRequest } from '@app/shared/schemas/auth.ts'
import { NotificationPreferences, UserResponse } from '@app/shared/schemas/user.ts'
import type { AppDeps } from '../../app-deps.ts'
import { hashPassword } from '../../auth/password.ts'
import { deleteUserSessions } from '../../auth/sessions.queries.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { requireUser, session } from '../../http/session.ts'
import { valid } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { findUserById, setPasswordHash, updateNotificationPreferences, updateProfile } from '../../users/users.queries.ts'

const meDoc = { tag: 'me', auth: true } as const

export const meDocs: RouteDoc[] = [
  { ...meDoc, method: 'get', path: '/api/me', summary: 'The signed-in person', success: { status: 200, description: 'Current user', schema: UserResponse }, errors: [401] },
  {
    ...meDoc, method: 'patch', path: '/api/me', summary: 'Change profile fields (only the listed ones; any other field is refused)',
    body: UpdateProfileRequest, success: { status: 200, description: 'Updated user', schema: UserResponse }, errors: [400, 401, 403],
  },
  {
    ...meDoc, method: 'put', path: '/api/me/notification-preferences', summary: 'Replace the notification preferences',
    body: NotificationPreferences, success: { status: 200, description: 'Updated user', schema: UserResponse }, errors: [400, 401, 402, 403],
  },
  {
    ...meDoc, method: 'put', path: '/api/me/password', summary: 'Set a new password; every other session of this account ends',
    body: PasswordUpdateRequest, success: { status: 200, description: 'Password changed', schema: OkResponse }, errors: [400, 401, 403],
  },
]

/**
 * Everything here acts on the caller only: the user id comes from the session, never from the
 * request, and there is no route that takes another person's id.
 */
export function meRoutes(deps: AppDeps) {
  const { database, now } = deps
  const me = async (id: string) => UserResponse.parse({ user: await findUserById(database.db, id) })
  // On each route rather than .use(): an unknown path or method under /me stays a 404, not a 401.
  const signedIn = [session({ database, now, secureCookies: deps.config.secureCookies }), requireUser] as const
  return new Hono<SignedInEnv>()
    // The session's user is already the wire user (built field by field in SQL, held equal to the schema by wire-user.test.ts).
    .get('/', ...signedIn, (c) => c.json({ user: c.var.user } satisfies UserResponse))
    .patch('/', ...signedIn, valid('json', UpdateProfileRequest), async (c) => {
      const patch = c.req.valid('json')
      await database.write((db) => updateProfile(db, c.var.user.id, patch, now()))
      return c.json(await me(c.var.user.id))
    })
    .put('/notification-preferences', ...signedIn, valid('json', NotificationPreferences), async (c) => {
      const prefs = c.req.valid('json')
      // A paid feature (spec §6): the server refuses it on the free tier, whatever the page shows.
      if (!tierAllows(c.var.user.subscription_tier, 'notifications')) throw new AppError('PAYMENT_REQUIRED', 402, PAID_FEATURES.notifications.message)
      await database.write((db) => updateNotificationPreferences(db, c.var.user.id, prefs, now()))
      return c.json(await me(c.var.user.id))
    })
    .put('/password', ...signedIn, valid('json', PasswordUpdateRequest), async (c) => {
      const passwordHash = await hashPassword(c.req.valid('json').password)
      const { id } = c.var.user
      await database.transaction(async (tx) => {
        await setPasswordHash(tx, id, passwordHash, now())
        await deleteUserSessions(tx, id, c.var.sessionId)
      })
      return c.json(OkResponse.parse({ ok: true }))
    })
}
