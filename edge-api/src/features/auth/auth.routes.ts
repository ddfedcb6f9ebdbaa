import { Hono } from 'hono'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { SECURITY_MESSAGES } from '@app/shared/domain/messages/security.ts'
import { SignInRequest } from '@app/shared/schemas/auth.ts'
import { SignUpWithTimeZoneRequest } from '@app/shared/schemas/time-zone.ts'
import { AwaitingConsentResponse, SessionResponse, UserResponse } from '@app/shared/schemas/user.ts'
import { CONSENT_MESSAGES, needsParentalConsent } from '@app/shared/domain/family/parental-consent.ts'
import { saveWizardPlan } from '../goals/public.ts'
import type { AppDeps } from '../../app-deps.ts'
import { knownDevices } from './known-device.ts'
import { signInAttempt } from './sign-in-attempts.ts'
import { checkPassword, hashPassword } from './password.ts'
import { checkSecondFactor, markVerified, secondFactorOn } from './second-factor.ts'
import { deleteSession, insertSession } from './sessions.queries.ts'
import { hashToken, newToken } from './tokens.ts'
import type { Tx } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { clientAddress } from '../../http/client-address.ts'
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../http/session-cookie.ts'
import { cohortOf } from '../../http/cohort-cookie.ts'
import { valid } from '../../http/validation.ts'
import { findCredentials, findUserById, insertUser, toWireUser } from '../account/public.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { approvalForNewGoals, requestConsent, sendConsentMail } from '../family/public.ts'

export const authDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/auth/sign-up',
    tag: 'auth',
    summary:
      "Create an account and sign in (sets the pp_session cookie, and pp_cohort, the account's canary key); a player's goal wizard plan, if sent, is saved on it in the same write",
    body: SignUpWithTimeZoneRequest,
    success: {
      status: 201,
      description: 'Account created, signed in (202 AwaitingConsentResponse for a player under 13: no session until a parent approves)',
      schema: UserResponse,
    },
    errors: [400, 403, 409, 429],
    errorNotes: {
      403: 'FORBIDDEN_ORIGIN, or PLAN_LIMIT_REACHED: the plan holds more goals than a new free account (2); no account is created',
      429: 'RATE_LIMITED: more than 30 sign-ups from one client address within an hour (Retry-After); no account is created',
    },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in',
    tag: 'auth',
    summary:
      'Sign in with email and password; starts a new session (pp_session and pp_cohort cookies) and marks this browser as known to the account (pp_device cookie)',
    body: SignInRequest,
    success: { status: 200, description: 'Signed in', schema: UserResponse },
    errors: [400, 401, 403, 429],
    errorNotes: {
      429: 'RATE_LIMITED: after 5 wrong attempts each further one waits longer (Retry-After); a known browser counts apart from the email',
    },
  },
  {
    method: 'get',
    path: '/api/auth/session',
    tag: 'auth',
    summary: 'Who this browser is signed in as: the user, or null when signed out',
    success: { status: 200, description: "The session's user or null", schema: SessionResponse },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    tag: 'auth',
    summary: 'End the current session and clear the cookie',
    success: { status: 204, description: 'Signed out (also when there was no session)' },
    errors: [403],
  },
]

/**
 * Replaces whatever session the browser had with a fresh one. A new token on every sign-in means
 * a token planted in the browser before sign-in (session fixation) never becomes a signed-in one.
 */
/** Sign-in and sign-up always start a new session and end the one the browser had (rotation). */
async function startSession(tx: Tx, userId: string, oldToken: string | null, at: number, userAgent: string | null): Promise<string> {
  if (oldToken) await deleteSession(tx, hashToken(oldToken))
  const token = newToken()
  await insertSession(tx, token, userId, at, userAgent)
  return token
}

export function authRoutes(deps: AppDeps) {
  const { database, config, now, mailer, secrets, limiter } = deps
  const secure = config.secureCookies
  const devices = knownDevices(config.secretsKey)
  return new Hono<AppEnv>()
    .post('/sign-up', valid('json', SignUpWithTimeZoneRequest), async (c) => {
      const input = c.req.valid('json')
      // Counted in the database, so every instance shares it (docs/features/account-and-security.md).
      await limiter.consume([[`sign-up:address:${clientAddress(c, config.trustedProxyHops)}`, config.rateLimits.signUp.perAddress]])
      const isPlayer = input.accountType === 'player'
      const passwordHash = await hashPassword(input.password) // before the queue: no lock held while hashing
      const oldToken = readSessionToken(c)
      const at = now()
      try {
        const pendingConsent = needsParentalConsent(input.accountType, isPlayer ? input.age : null)
        const { row, token, consentToken } = await database.transaction(async (tx) => {
          const row = await insertUser(tx, {
            email: input.email,
            passwordHash,
            firstName: input.first_name,
            lastName: input.last_name,
            accountType: input.accountType,
            // Age and parent email belong to players only.
            age: isPlayer ? input.age : null,
            parentEmail: isPlayer ? input.parentEmail || null : null,
            timeZone: input.timeZone ?? null,
            consentStatus: pendingConsent ? 'pending' : 'not_required',
          }, at)
          // A player's wizard plan is theirs from the first write, under the plan's limits; a refusal
          // creates no account. Parents plan no goals: like age, a plan from them is not kept.
          if (isPlayer && input.plan) {
            await saveWizardPlan(tx, row.id, input.plan.goals, at, 'plan.goals', await approvalForNewGoals(tx, row.id, at))
          }
          // Under 13: no session until a parent approves; the parent gets the link, the child nothing.
          if (pendingConsent) return { row, token: null, consentToken: await requestConsent(tx, row.id, row.parentEmail!, at) }
          return { row, token: await startSession(tx, row.id, oldToken, at, c.req.header('user-agent') ?? null), consentToken: null }
        })
        if (consentToken !== null) {
          await sendConsentMail(mailer, config.publicOrigin, row.parentEmail!, row.firstName, consentToken)
          return c.json(
            AwaitingConsentResponse.parse({
              user: null,
              awaiting_consent: { parent_email: row.parentEmail!, message: CONSENT_MESSAGES.awaiting(row.parentEmail!) },
            }),
            202,
          )
        }
        setSessionCookie(c, token!, secure, cohortOf(config.secretsKey, row.id))
        devices.remember(c, row.id, secure)
        return c.json(UserResponse.parse({ user: toWireUser(row, false) }), 201)
      } catch (err) {
        if (!isUniqueViolation(err, 'users.email')) throw err
        throw new AppError('CONFLICT', 409, AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] })
      }
    })
    .post('/sign-in', valid('json', SignInRequest), async (c) => {
      const { email, password, code } = c.req.valid('json')
      const account = await findCredentials(database.db, email)
      // Counted as a failure until proven otherwise; throws 429 while this browser or address must wait.
      const attempt = await signInAttempt(deps, devices, c, email, account?.id ?? null)
      // Unknown email and wrong password: same answer, same work (checkPassword hashes a dummy).
      const ok = await checkPassword(account?.passwordHash ?? null, password)
      if (!ok || !account) throw new AppError('INVALID_CREDENTIALS', 401, AUTH_MESSAGES.invalidCredentials)
      if (account.consentStatus === 'pending') {
        await attempt.notAFailure()
        throw new AppError('CONSENT_REQUIRED', 403, CONSENT_MESSAGES.signInPending)
      }
      // Two-step sign-in: only after the right password is the code asked for, so an unknown email
      // and a wrong password still answer alike. Asking is no failure; a wrong code is one.
      const twoStep = await secondFactorOn(database.db, account.id)
      if (twoStep && !code) {
        await attempt.notAFailure()
        throw new AppError('SECOND_FACTOR_REQUIRED', 401, SECURITY_MESSAGES.codeRequired, { code: [SECURITY_MESSAGES.codeRequired] })
      }
      const oldToken = readSessionToken(c)
      const at = now()
      const token = await database.transaction(async (tx) => {
        if (twoStep) await checkSecondFactor(tx, secrets, account.id, code!, at)
        const token = await startSession(tx, account.id, oldToken, at, c.req.header('user-agent') ?? null)
        if (twoStep) await markVerified(tx, hashToken(token), at)
        // In the session's own transaction: one write for both, and no refund unless it commits.
        await attempt.succeeded(tx)
        return token
      })
      const user = await findUserById(database.db, account.id)
      setSessionCookie(c, token, secure, cohortOf(config.secretsKey, account.id))
      devices.remember(c, account.id, secure)
      return c.json(UserResponse.parse({ user }))
    })
    // Every page load asks this; signed out is a normal state, so it answers 200 with null rather
    // than a 401 that every signed-out visitor's console would show as an error.
    .get('/session', deps.session, (c) => c.json(SessionResponse.parse({ user: c.var.user })))
    .post('/sign-out', async (c) => {
      const token = readSessionToken(c)
      if (token) await database.write((db) => deleteSession(db, hashToken(token)))
      clearSessionCookie(c, secure)
      return c.body(null, 204)
    })
}
