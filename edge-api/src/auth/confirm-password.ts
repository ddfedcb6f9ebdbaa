import type { Context } from 'hono'
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/domain/messages/account-data.ts'
import type { AppDeps } from '../app-deps.ts'
import { AppError } from '../http/app-error.ts'
import { clientAddress } from '../http/client-address.ts'
import { findCredentials } from '../users/users.queries.ts'
import { checkPassword } from './password.ts'

/** The sign-in budget per email: sign-in, password confirmations and second-factor codes all spend it. */
export const signInEmailKey = (email: string) => `sign-in:email:${email}`

/**
 * Asks a signed-in person for their password again before an act that cannot be undone. It spends
 * the same rate budget as signing in, so a stolen session cannot guess the password any faster.
 */
export async function confirmPassword(deps: AppDeps, c: Context, email: string, password: string): Promise<void> {
  const { perEmail, perAddress } = deps.config.rateLimits.signIn
  const emailKey = signInEmailKey(email)
  deps.limiter.consume([[emailKey, perEmail], [`sign-in:address:${clientAddress(c, deps.config.trustedProxyHops)}`, perAddress]])
  const account = await findCredentials(deps.database.db, email)
  if (!account || !(await checkPassword(account.passwordHash, password))) {
    throw new AppError('INVALID_CREDENTIALS', 403, ACCOUNT_DATA_MESSAGES.wrongPassword, { password: [ACCOUNT_DATA_MESSAGES.wrongPassword] })
  }
  deps.limiter.reset(emailKey)
}
