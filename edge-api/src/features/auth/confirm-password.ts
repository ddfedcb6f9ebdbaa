import type { Context } from 'hono'
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/domain/messages/account-data.ts'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { findCredentials } from '../account/public.ts'
import { checkPassword } from './password.ts'
import { type Attempt, confirmationAttempt } from './sign-in-attempts.ts'

/**
 * Checks a signed-in person's password again, counted per account (sign-in-attempts.ts). A wrong one
 * throws 403 INVALID_CREDENTIALS naming `field`, and stays counted. A right one answers the attempt:
 * the caller calls `succeeded()` once everything else (a code) checked out too, so wrong codes after a
 * right password keep counting.
 */
export async function checkCurrentPassword(
  deps: AppDeps,
  c: Context,
  user: { id: string; email: string },
  password: string,
  wrong: { field: string; message: string } = { field: 'password', message: ACCOUNT_DATA_MESSAGES.wrongPassword },
): Promise<Attempt> {
  const attempt = await confirmationAttempt(deps, c, user.id)
  const account = await findCredentials(deps.database.db, user.email)
  if (!account || account.id !== user.id || !(await checkPassword(account.passwordHash, password))) {
    throw new AppError('INVALID_CREDENTIALS', 403, wrong.message, { [wrong.field]: [wrong.message] })
  }
  return attempt
}

/**
 * Asks a signed-in person for their password again before an act that cannot be undone. It is
 * counted like sign-in attempts (per account, growing delays), so a stolen session cannot guess the
 * password any faster.
 */
export async function confirmPassword(deps: AppDeps, c: Context, email: string, password: string): Promise<void> {
  const account = await findCredentials(deps.database.db, email)
  if (!account) {
    throw new AppError('INVALID_CREDENTIALS', 403, ACCOUNT_DATA_MESSAGES.wrongPassword, { password: [ACCOUNT_DATA_MESSAGES.wrongPassword] })
  }
  const attempt = await checkCurrentPassword(deps, c, { id: account.id, email }, password)
  await attempt.succeeded()
}
