import { and, count, eq, isNull } from 'drizzle-orm'
import { SECURITY_MESSAGES } from '@app/shared/domain/messages/security.ts'
import { randomBytes } from 'node:crypto'
import type { Db, Tx } from '../../db/client.ts'
import { recoveryCodes, secondFactors, sessions } from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import type { SecretBox } from '../../secrets/secret-box.ts'
import { hashToken } from './tokens.ts'
import { matchTotp, newTotpSecret } from './totp.ts'

/** How long an entered code counts for the changes that ask for one (sign-in included). */
export const STEP_UP_MS = 10 * 60 * 1000
const RECOVERY_CODE_COUNT = 10
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789' // no 0/o, 1/l/i: read off paper

export async function secondFactorOn(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ enabledAt: secondFactors.enabledAt }).from(secondFactors).where(eq(secondFactors.userId, userId))
  return row?.enabledAt != null
}

export async function secondFactorStatus(db: Db | Tx, userId: string): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const enabled = await secondFactorOn(db, userId)
  const [left] = await db.select({ n: count() }).from(recoveryCodes).where(
    and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)),
  )
  return { enabled, recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0 }
}

// A key stored before secrets were sealed: base32 as the app showed it (RFC 4648, no padding).
const UNSEALED_SECRET = /^[A-Z2-7]+$/

/**
 * The stored key in the clear. Sealed keys open with the server key; a key stored before sealing
 * existed is used as it is and sealed in the same transaction, so none stays in the clear.
 */
async function readSecret(tx: Tx, box: SecretBox, userId: string, stored: string): Promise<string> {
  const opened = await box.open(stored, userId)
  if (opened !== null) return opened
  if (!UNSEALED_SECRET.test(stored)) throw new Error('a two-step sign-in key does not open with SECRETS_KEY (was the key changed?)')
  await tx.update(secondFactors).set({ secret: await box.seal(stored, userId) }).where(eq(secondFactors.userId, userId))
  return stored
}

/** A fresh secret for the app to scan (answered in the clear, stored sealed); replaces an unfinished setup, never a working one. */
export async function beginSetup(tx: Tx, box: SecretBox, userId: string, at: number): Promise<string> {
  if (await secondFactorOn(tx, userId)) throw new AppError('CONFLICT', 409, SECURITY_MESSAGES.alreadyOn)
  const secret = newTotpSecret()
  const sealed = await box.seal(secret, userId)
  await tx.insert(secondFactors).values({ userId, secret: sealed, createdAt: at })
    .onConflictDoUpdate({ target: secondFactors.userId, set: { secret: sealed, enabledAt: null, lastCounter: null, createdAt: at } })
  return secret
}

/** Turns two-step sign-in on once the app's first code checks out; answers the recovery codes, once. */
export async function finishSetup(tx: Tx, box: SecretBox, userId: string, code: string, at: number): Promise<string[]> {
  const [pending] = await tx.select().from(secondFactors).where(eq(secondFactors.userId, userId))
  if (!pending) throw new AppError('CONFLICT', 409, SECURITY_MESSAGES.noSetup)
  if (pending.enabledAt != null) throw new AppError('CONFLICT', 409, SECURITY_MESSAGES.alreadyOn)
  const step = matchTotp(await readSecret(tx, box, userId, pending.secret), code, at, null)
  if (step === null) throw wrongCode()
  await tx.update(secondFactors).set({ enabledAt: at, lastCounter: step }).where(eq(secondFactors.userId, userId))
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  await tx.insert(recoveryCodes).values(codes.map((c) => ({ codeHash: hashToken(normalise(c)), userId, createdAt: at })))
  return codes
}

export async function turnOff(tx: Tx, userId: string): Promise<void> {
  await tx.delete(secondFactors).where(eq(secondFactors.userId, userId))
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
}

/**
 * Checks a code from the app (each step once: the newest accepted step is remembered) or an unused
 * recovery code (then spent). Throws the field error on anything else.
 */
export async function checkSecondFactor(tx: Tx, box: SecretBox, userId: string, code: string, at: number): Promise<void> {
  const [factor] = await tx.select().from(secondFactors).where(eq(secondFactors.userId, userId))
  if (!factor || factor.enabledAt == null) throw wrongCode()
  const step = matchTotp(await readSecret(tx, box, userId, factor.secret), code, at, factor.lastCounter)
  if (step !== null) {
    await tx.update(secondFactors).set({ lastCounter: step }).where(eq(secondFactors.userId, userId))
    return
  }
  const spent = await tx.update(recoveryCodes).set({ usedAt: at })
    .where(and(eq(recoveryCodes.codeHash, hashToken(normalise(code))), eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .returning({ codeHash: recoveryCodes.codeHash })
  if (spent.length === 0) throw wrongCode()
}

/** Marks this session as having just passed the second factor. */
export async function markVerified(tx: Tx, sessionId: string, at: number): Promise<void> {
  await tx.update(sessions).set({ verifiedUntil: at + STEP_UP_MS }).where(eq(sessions.id, sessionId))
}

export async function verifiedRecently(db: Db | Tx, sessionId: string, at: number): Promise<boolean> {
  const [row] = await db.select({ until: sessions.verifiedUntil }).from(sessions).where(eq(sessions.id, sessionId))
  return (row?.until ?? 0) > at
}

function wrongCode(): AppError {
  return new AppError('SECOND_FACTOR_REQUIRED', 403, SECURITY_MESSAGES.codeWrong, { code: [SECURITY_MESSAGES.codeWrong] })
}

function newRecoveryCode(): string {
  const bytes = randomBytes(8)
  const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length])
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}

const normalise = (code: string) => code.replace(/[\s-]/g, '').toLowerCase()
