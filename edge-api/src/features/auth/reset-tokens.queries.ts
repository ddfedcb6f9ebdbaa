import { and, eq, gt, isNull } from 'drizzle-orm'
import { RESET_TOKEN_TTL_MS } from '@app/shared/domain/password.ts'
import type { Tx } from '../../db/client.ts'
import { passwordResetTokens } from '../../db/schema/index.ts'
import { hashToken } from './tokens.ts'

/** Stores a new reset token (hashed). Only the newest link works: asking again retires unused older ones. */
export async function issueResetToken(tx: Tx, userId: string, token: string, now: number): Promise<void> {
  await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
  await tx.insert(passwordResetTokens).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt: now + RESET_TOKEN_TTL_MS })
}

/**
 * Marks a token used and returns its user, or null when it is unknown, used or expired. One
 * conditional UPDATE does check and claim together, so a token can never be spent twice.
 */
export async function claimResetToken(tx: Tx, token: string, now: number): Promise<string | null> {
  const [claimed] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)),
    )
    .returning({ userId: passwordResetTokens.userId })
  return claimed?.userId ?? null
}
