import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { linkCodeAttempts } from '../../db/schema/index.ts'

/** Five wrong codes within 15 minutes lock verification for 15 minutes (a 6-digit code is guessable otherwise). */
export const LINK_CODE_MAX_FAILURES = 5
export const LINK_CODE_WINDOW_MS = 15 * 60 * 1000

export async function lockedUntil(tx: Tx, userId: string, at: number): Promise<number | null> {
  const [row] = await tx.select().from(linkCodeAttempts).where(eq(linkCodeAttempts.userId, userId))
  return row?.lockedUntil && row.lockedUntil > at ? row.lockedUntil : null
}

export async function recordFailure(tx: Tx, userId: string, at: number): Promise<void> {
  const [row] = await tx.select().from(linkCodeAttempts).where(eq(linkCodeAttempts.userId, userId))
  const fresh = !row || at - row.windowStartedAt > LINK_CODE_WINDOW_MS || (row.lockedUntil !== null && row.lockedUntil <= at)
  const failures = fresh ? 1 : row.failures + 1
  const next = {
    failures,
    windowStartedAt: fresh ? at : row.windowStartedAt,
    lockedUntil: failures >= LINK_CODE_MAX_FAILURES ? at + LINK_CODE_WINDOW_MS : null,
  }
  await tx.insert(linkCodeAttempts).values({ userId, ...next }).onConflictDoUpdate({ target: linkCodeAttempts.userId, set: next })
}

export async function clearFailures(tx: Tx, userId: string): Promise<void> {
  await tx.delete(linkCodeAttempts).where(eq(linkCodeAttempts.userId, userId))
}
