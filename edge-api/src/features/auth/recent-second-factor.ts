import { createMiddleware } from 'hono/factory'
import { SECURITY_MESSAGES } from '@app/shared/domain/messages/security.ts'
import { secondFactorOn, verifiedRecently } from './second-factor.ts'
import type { Database } from '../../db/client.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'

/**
 * For changes worth a second factor (billing, family permissions, deleting an account): when the
 * person has two-step sign-in on, a code must have been entered in this session in the last 10
 * minutes (at sign-in, or POST /api/me/two-factor/verify). Without two-step sign-in, nothing changes.
 */
export function recentSecondFactor({ database, now }: { database: Database; now: () => number }) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const { user, sessionId } = c.var
    if (await secondFactorOn(database.db, user.id) && !(await verifiedRecently(database.db, sessionId, now()))) {
      throw new AppError('SECOND_FACTOR_REQUIRED', 403, SECURITY_MESSAGES.stepUp)
    }
    await next()
  })
}
