import { PAID_FEATURES, tierAllows } from '@app/shared/domain/billing/tier-features.ts'
import { AppError } from '../../http/app-error.ts'
import { CONSENT_MESSAGES, isProtectedChild } from '@app/shared/domain/family/parental-consent.ts'
import { consentRecord } from '../family/public.ts'
import { Hono } from 'hono'
import { OkResponse, PasswordUpdateRequest, UpdateProfileRequest } from '@app/shared/schemas/auth.ts'
import { NotificationPreferences, UserResponse } from '@app/shared/schemas/user.ts'
import type { AppDeps } from '../../app-deps.ts'
import { hashPassword } from '../auth/public.ts'
import { checkCurrentPassword } from '../auth/public.ts'
import { checkSecondFactor, secondFactorOn } from '../auth/public.ts'
import { notifyOwner } from '../auth/public.ts'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { SECURITY_MESSAGES } from '@app/shared/domain/messages/security.ts'
import { deleteUserSessions } from '../auth/public.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { requireUser } from '../auth/public.ts'
import { valid } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { findUserById, setPasswordHash, updateNotificationPreferences, updateProfile } from './users.queries.ts'

const meDoc = { tag: 'me', auth: true } as const

export const meDocs: RouteDoc[] = [
  {
    ...meDoc,
    method: 'get',
    path: '/api/me',
    summary: 'The signed-in person',
    success: { status: 200, description: 'Current user', schema: UserResponse },
    errors: [401],
  },
  {
    ...meDoc,
    method: 'patch',
    path: '/api/me',
    summary:
      'Change profile fields (only the listed ones; any other field is refused). A protected child under 13 cannot change their age: 403, their parent manages it',
    body: UpdateProfileRequest,
    success: { status: 200, description: 'Updated user', schema: UserResponse },
    errors: [400, 401, 403],
  },
  {
    ...meDoc,
    method: 'put',
    path: '/api/me/notification-preferences',
    summary: 'Replace the notification preferences',
    body: NotificationPreferences,
    success: { status: 200, description: 'Updated user', schema: UserResponse },
    errors: [400, 401, 402, 403],
  },
  {
    ...meDoc,
    method: 'put',
    path: '/api/me/password',
    summary:
      'Set a new password: needs current_password, and code when two-step sign-in is on; every other session ends and the owner is mailed',
    body: PasswordUpdateRequest,
    success: { status: 200, description: 'Password changed', schema: OkResponse },
    errors: [400, 401, 403, 429],
    errorNotes: {
      403: 'INVALID_CREDENTIALS: current_password is wrong; SECOND_FACTOR_REQUIRED: the code is missing or wrong (field code)',
    },
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
  const signedIn = [deps.session, requireUser] as const
  return new Hono<SignedInEnv>()
    // The session's user is already the wire user (built field by field in SQL, held equal to the schema by wire-user.test.ts).
    .get('/', ...signedIn, (c) => c.json({ user: c.var.user } satisfies UserResponse))
    .patch('/', ...signedIn, valid('json', UpdateProfileRequest), async (c) => {
      const patch = c.req.valid('json')
      // A protected child's age is what their parent's consent rests on: the parent manages it.
      if (
        patch.age !== undefined && patch.age !== c.var.user.age && isProtectedChild(await consentRecord(database.db, c.var.user.id), now())
      ) {
        throw new AppError('FORBIDDEN', 403, CONSENT_MESSAGES.ageManagedByParent, { age: [CONSENT_MESSAGES.ageManagedByParent] })
      }
      await database.write((db) => updateProfile(db, c.var.user.id, patch, now()))
      return c.json(await me(c.var.user.id))
    })
    .put('/notification-preferences', ...signedIn, valid('json', NotificationPreferences), async (c) => {
      const prefs = c.req.valid('json')
      // A paid feature (docs/features/account-and-security.md): the server refuses it on the free tier, whatever the page shows.
      if (!tierAllows(c.var.user.subscription_tier, 'notifications')) {
        throw new AppError('PAYMENT_REQUIRED', 402, PAID_FEATURES.notifications.message)
      }
      await database.write((db) => updateNotificationPreferences(db, c.var.user.id, prefs, now()))
      return c.json(await me(c.var.user.id))
    })
    // A session alone never changes the password (a borrowed phone would become a takeover): the
    // current password, counted per account (features/auth/sign-in-attempts.ts), and the code when two-step
    // sign-in is on. Every other session ends and the owner is mailed.
    .put('/password', ...signedIn, valid('json', PasswordUpdateRequest), async (c) => {
      const { current_password, password, code } = c.req.valid('json')
      const { user, sessionId } = c.var
      const attempt = await checkCurrentPassword(deps, c, user, current_password, {
        field: 'current_password',
        message: AUTH_MESSAGES.currentPasswordWrong,
      })
      const twoStep = await secondFactorOn(database.db, user.id)
      if (twoStep && !code) {
        await attempt.notAFailure()
        throw new AppError('SECOND_FACTOR_REQUIRED', 403, SECURITY_MESSAGES.codeRequired, { code: [SECURITY_MESSAGES.codeRequired] })
      }
      const passwordHash = await hashPassword(password)
      const at = now()
      await database.transaction(async (tx) => {
        if (twoStep) await checkSecondFactor(tx, deps.secrets, user.id, code!, at)
        await setPasswordHash(tx, user.id, passwordHash, at)
        await deleteUserSessions(tx, user.id, sessionId)
        await attempt.succeeded(tx)
      })
      await notifyOwner(deps, user, 'password-changed', at)
      return c.json(OkResponse.parse({ ok: true }))
    })
}
