import { Hono } from 'hono'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { resetLink } from '@app/shared/domain/password.ts'
import { OkResponse, PasswordResetConfirmRequest, PasswordResetRequest } from '@app/shared/schemas/auth.ts'
import type { AppDeps } from '../../app-deps.ts'
import { hashPassword } from './password.ts'
import { claimResetToken, issueResetToken } from './reset-tokens.queries.ts'
import { deleteUserSessions } from './sessions.queries.ts'
import { newToken } from './tokens.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { clientAddress } from '../../http/client-address.ts'
import { clearSessionCookie } from '../../http/session-cookie.ts'
import { valid } from '../../http/validation.ts'
import { passwordResetMail } from '../../mail/templates.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { findCredentials, findUserById, setPasswordHash } from '../account/public.ts'
import { notifyOwner } from './security-notice.ts'
import { signInEmailKey } from './sign-in-attempts.ts'

export const passwordResetDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/auth/password-reset',
    tag: 'auth',
    summary: 'Mail a single-use reset link (1 hour). Always 202: the answer never says whether the email has an account',
    body: PasswordResetRequest,
    success: { status: 202, description: 'Accepted', schema: OkResponse },
    errors: [400, 403, 429],
  },
  {
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    tag: 'auth',
    summary: 'Set a new password with the token from the reset link; signs the account out everywhere',
    body: PasswordResetConfirmRequest,
    success: { status: 200, description: 'Password changed', schema: OkResponse },
    errors: [400, 403],
  },
]

export function passwordResetRoutes(deps: AppDeps) {
  const { database, config, limiter, mailer, now, afterResponse } = deps
  return new Hono<AppEnv>()
    .post('/', valid('json', PasswordResetRequest), async (c) => {
      const { email } = c.req.valid('json')
      const { perEmail, perAddress } = config.rateLimits.passwordReset
      // Limited for unknown emails too, so the limit itself reveals nothing; it stops mail-bombing.
      await limiter.consume([[`reset:email:${email}`, perEmail], [
        `reset:address:${clientAddress(c, config.trustedProxyHops)}`,
        perAddress,
      ]])
      // After the answer: a real account's token and mail must not make its answer slower than an
      // unknown email's, or the timing would say which emails have accounts.
      afterResponse.run(async () => {
        const account = await findCredentials(database.db, email)
        // No mail ever goes to a child under 13 whose parent has not approved the account yet.
        if (!account || account.consentStatus === 'pending') return
        const token = newToken()
        await database.transaction((tx) => issueResetToken(tx, account.id, token, now()))
        await mailer.send(passwordResetMail(email, account.firstName, resetLink(config.publicOrigin, token)))
      })
      return c.json(OkResponse.parse({ ok: true }), 202)
    })
    .post('/confirm', valid('json', PasswordResetConfirmRequest), async (c) => {
      const { token, password } = c.req.valid('json')
      const passwordHash = await hashPassword(password)
      const at = now()
      const userId = await database.transaction(async (tx) => {
        const userId = await claimResetToken(tx, token, at)
        if (!userId) return null
        await setPasswordHash(tx, userId, passwordHash, at)
        // Whoever knew the old password is signed out too: that is usually why people reset.
        await deleteUserSessions(tx, userId)
        return userId
      })
      if (!userId) throw new AppError('INVALID_RESET_TOKEN', 400, AUTH_MESSAGES.invalidResetLink)
      clearSessionCookie(c, config.secureCookies)
      const user = await findUserById(database.db, userId)
      if (user) {
        // The link proved the mailbox: wrong guesses at this email no longer slow its owner.
        await limiter.reset(signInEmailKey(user.email))
        await notifyOwner(deps, user, 'password-changed', at)
      }
      return c.json(OkResponse.parse({ ok: true }))
    })
}
