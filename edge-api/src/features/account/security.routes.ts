import { and, asc, eq, gt, isNotNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { offersTwoStepSignIn } from '@app/shared/domain/account.ts'
import { deviceLabel } from '@app/shared/domain/device-label.ts'
import { SECURITY_MESSAGES } from '@app/shared/domain/messages/security.ts'
import { OkResponse } from '@app/shared/schemas/auth.ts'
import {
  RecoveryCodesResponse,
  SessionIdParams,
  SessionListResponse,
  TwoFactorCodeRequest,
  TwoFactorDisableRequest,
  TwoFactorSetupRequest,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@app/shared/schemas/security.ts'
import type { AppDeps } from '../../app-deps.ts'
import { checkCurrentPassword, confirmPassword } from '../auth/public.ts'
import { beginSetup, checkSecondFactor, finishSetup, markVerified, secondFactorStatus, turnOff } from '../auth/public.ts'
import { notifyOwner } from '../auth/public.ts'
import { confirmationAttempt } from '../auth/public.ts'
import { deleteUserSessions } from '../auth/public.ts'
import { otpauthUri } from '../auth/public.ts'
import { sessions } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { answerGoodUntil, cachedAnswer } from '../../http/cached-answer.ts'
import { requireUser } from '../auth/public.ts'
import { clearSessionCookie } from '../../http/session-cookie.ts'
import { valid, validParams } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'

const doc = { tag: 'me', auth: true } as const
const codeNote = { 403: 'SECOND_FACTOR_REQUIRED: the code is wrong (or INVALID_CREDENTIALS: the password is)' }

export const securityDocs: RouteDoc[] = [
  {
    ...doc,
    method: 'get',
    path: '/api/me/two-factor',
    summary: 'Whether two-step sign-in is on, and recovery codes left',
    success: { status: 200, description: 'Status', schema: TwoFactorStatusResponse },
    errors: [401],
  },
  {
    ...doc,
    method: 'post',
    path: '/api/me/two-factor/setup',
    summary: 'A new TOTP secret to scan (grown-up accounts; the password again)',
    body: TwoFactorSetupRequest,
    success: { status: 200, description: 'Secret', schema: TwoFactorSetupResponse },
    errors: [400, 401, 403, 409, 429],
  },
  {
    ...doc,
    method: 'post',
    path: '/api/me/two-factor/enable',
    summary: "Turn it on with the app's first code; answers the recovery codes once and mails the owner",
    body: TwoFactorCodeRequest,
    success: { status: 200, description: 'Recovery codes', schema: RecoveryCodesResponse },
    errors: [400, 401, 403, 409],
    errorNotes: codeNote,
  },
  {
    ...doc,
    method: 'post',
    path: '/api/me/two-factor/verify',
    summary: 'Step up: a code makes billing and family permission changes possible for 10 minutes',
    body: TwoFactorCodeRequest,
    success: { status: 200, description: 'Verified', schema: OkResponse },
    errors: [400, 401, 403, 429],
    errorNotes: codeNote,
  },
  {
    ...doc,
    method: 'delete',
    path: '/api/me/two-factor',
    summary: 'Turn it off (password and a code); every other session ends and the owner is mailed',
    body: TwoFactorDisableRequest,
    success: { status: 200, description: 'Off', schema: OkResponse },
    errors: [400, 401, 403, 429],
    errorNotes: codeNote,
  },
  {
    ...doc,
    method: 'get',
    path: '/api/me/sessions',
    summary: "The caller's signed-in devices",
    success: { status: 200, description: 'Sessions', schema: SessionListResponse },
    errors: [401],
  },
  {
    ...doc,
    method: 'delete',
    path: '/api/me/sessions/{id}',
    summary: "Sign out one device (only the caller's own)",
    params: SessionIdParams,
    success: { status: 200, description: 'Ended', schema: OkResponse },
    errors: [401, 404],
  },
  {
    ...doc,
    method: 'post',
    path: '/api/me/sessions/sign-out-everywhere',
    summary: 'End every session of the caller, this one included',
    success: { status: 200, description: 'Signed out', schema: OkResponse },
    errors: [401],
  },
]

/** Two-step sign-in and the session list (docs/features/account-and-security.md). Every id comes from the session, never the request. */
export function securityRoutes(deps: AppDeps) {
  const { database, now, config } = deps
  const signedIn = [deps.session, requireUser] as const
  const ok = () => OkResponse.parse({ ok: true })

  return new Hono<SignedInEnv>()
    .get('/two-factor', ...signedIn, cachedAnswer(database, ['second_factors', 'recovery_codes', 'users']), async (c) => {
      const status = await secondFactorStatus(database.db, c.var.user.id)
      return c.json(
        TwoFactorStatusResponse.parse({
          enabled: status.enabled,
          recovery_codes_left: status.recoveryCodesLeft,
          available: offersTwoStepSignIn(c.var.user),
        }),
      )
    })
    .post('/two-factor/setup', ...signedIn, valid('json', TwoFactorSetupRequest), async (c) => {
      const user = c.var.user
      if (!offersTwoStepSignIn(user)) throw new AppError('FORBIDDEN', 403, SECURITY_MESSAGES.parentsOnly)
      await confirmPassword(deps, c, user.email, c.req.valid('json').password)
      const secret = await database.transaction((tx) => beginSetup(tx, deps.secrets, user.id, now()))
      return c.json(TwoFactorSetupResponse.parse({ secret, otpauth_uri: otpauthUri(secret, user.email) }))
    })
    .post('/two-factor/enable', ...signedIn, valid('json', TwoFactorCodeRequest), async (c) => {
      const { user, sessionId } = c.var
      // Codes count with the account's password confirmations (growing delays): no guessing through here.
      const attempt = await confirmationAttempt(deps, c, user.id)
      const at = now()
      const codes = await database.transaction(async (tx) => {
        const codes = await finishSetup(tx, deps.secrets, user.id, c.req.valid('json').code, at)
        await markVerified(tx, sessionId, at)
        await attempt.succeeded(tx)
        return codes
      })
      // The owner hears of it, in case it was not them: sign-in would now need a code they do not have.
      await notifyOwner(deps, user, 'two-step-on', at)
      return c.json(RecoveryCodesResponse.parse({ recovery_codes: codes }))
    })
    .post('/two-factor/verify', ...signedIn, valid('json', TwoFactorCodeRequest), async (c) => {
      const { user, sessionId } = c.var
      const attempt = await confirmationAttempt(deps, c, user.id)
      await database.transaction(async (tx) => {
        await checkSecondFactor(tx, deps.secrets, user.id, c.req.valid('json').code, now())
        await markVerified(tx, sessionId, now())
        await attempt.succeeded(tx)
      })
      return c.json(ok())
    })
    // Turning it off weakens the account, so it is treated like a password change: the password and
    // a code (a wrong code still counts), every other session ends, and the owner is mailed.
    .delete('/two-factor', ...signedIn, valid('json', TwoFactorDisableRequest), async (c) => {
      const { user, sessionId } = c.var
      const { password, code } = c.req.valid('json')
      const attempt = await checkCurrentPassword(deps, c, user, password)
      const at = now()
      await database.transaction(async (tx) => {
        await checkSecondFactor(tx, deps.secrets, user.id, code, at)
        await turnOff(tx, user.id)
        await deleteUserSessions(tx, user.id, sessionId)
        await attempt.succeeded(tx)
      })
      await notifyOwner(deps, user, 'two-step-off', at)
      return c.json(ok())
    })
    // Kept until a session is written or the first listed one ends; the caller's own session is
    // marked, so its id is part of the key. An account holds at most MAX_SESSIONS_PER_ACCOUNT.
    .get('/sessions', ...signedIn, cachedAnswer(database, ['sessions'], { key: (c) => c.var.sessionId, now }), async (c) => {
      const at = now()
      const rows = await database.db.select().from(sessions)
        .where(and(eq(sessions.userId, c.var.user.id), gt(sessions.expiresAt, at), isNotNull(sessions.publicId)))
        .orderBy(asc(sessions.createdAt))
      if (rows.length > 0) answerGoodUntil(c, Math.min(...rows.map((r) => r.expiresAt)))
      return c.json(SessionListResponse.parse({
        sessions: rows.map((r) => ({
          id: r.publicId,
          created_at: new Date(r.createdAt).toISOString(),
          last_seen_at: new Date(r.lastSeenAt).toISOString(),
          device: deviceLabel(r.userAgent),
          current: r.id === c.var.sessionId,
        })),
      }))
    })
    .delete('/sessions/:id', ...signedIn, validParams(SessionIdParams, SECURITY_MESSAGES.sessionNotFound), async (c) => {
      const { id } = c.req.valid('param')
      // Scoped to the caller: someone else's session id finds nothing, the same as an ended one.
      const ended = await database.write((db) =>
        db.delete(sessions).where(and(eq(sessions.publicId, id), eq(sessions.userId, c.var.user.id))).returning({ id: sessions.id })
      )
      if (ended.length === 0) throw new AppError('NOT_FOUND', 404, SECURITY_MESSAGES.sessionNotFound)
      if (ended[0]!.id === c.var.sessionId) clearSessionCookie(c, config.secureCookies)
      return c.json(ok())
    })
    .post('/sessions/sign-out-everywhere', ...signedIn, async (c) => {
      await database.write((db) => deleteUserSessions(db, c.var.user.id))
      clearSessionCookie(c, config.secureCookies)
      return c.json(ok())
    })
}
