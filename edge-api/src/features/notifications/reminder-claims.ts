import { and, eq, inArray, lt, not } from 'drizzle-orm'
import type { Database, Db } from '../../db/client.ts'
import { remindersSent } from '../../db/schema/index.ts'
import type { Mail, Mailer } from '../../mail/mailer.ts'
import { type PushMessage, type PushSender, pushToUser } from '../push/public.ts'

/** `secretsKey` signs each mail's link that stops the reminders (stop-token.ts); `push` carries them to the player's devices too. */
export type ReminderDeps = { database: Database; mailer: Mailer; push: PushSender; publicOrigin: string; secretsKey: string }
export type ReminderRun = { sent: number; nothingDue: number; failed: number }

/**
 * How long a claimed reminder may wait for its delivery to be confirmed before a run takes it to be
 * lost. A delivery takes at most about half a minute (the HTTP transport's three tries of 10 s);
 * runs come every 10 minutes, so a lost one is sent by the second run after it.
 */
export const REMINDER_CLAIM_LEASE_MS = 15 * 60_000

/** A claim left 'sending' past its lease: its process died before the mail was confirmed. */
const staleClaim = (at: number) => and(eq(remindersSent.outcome, 'sending'), lt(remindersSent.createdAt, at - REMINDER_CLAIM_LEASE_MS))!

/** "<user id> <period key>" of every handled period among `keys` (a run meets only a few: the zones span 26 hours). */
export async function handledPeriods(db: Db, keys: string[], at: number): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await db.select({ userId: remindersSent.userId, key: remindersSent.periodKey }).from(remindersSent)
    .where(and(inArray(remindersSent.periodKey, keys), not(staleClaim(at))))
  return new Set(rows.map((r) => `${r.userId} ${r.key}`))
}

/**
 * Records the period as handled, or takes over a stale claim of it; false when it already was
 * handled, or is being sent right now (by this run's twin or another instance). One statement
 * each, so two instances cannot both win.
 */
export async function claim(
  database: Database,
  userId: string,
  periodKey: string,
  outcome: 'sending' | 'nothing_due',
  at: number,
): Promise<boolean> {
  const won = await database.write(async (db) => {
    const inserted = await db.insert(remindersSent).values({ userId, periodKey, outcome, createdAt: at }).onConflictDoNothing().returning({
      userId: remindersSent.userId,
    })
    if (inserted.length > 0) return true
    const taken = await db.update(remindersSent).set({ outcome, createdAt: at })
      .where(and(eq(remindersSent.userId, userId), eq(remindersSent.periodKey, periodKey), staleClaim(at))).returning({
        userId: remindersSent.userId,
      })
    return taken.length > 0
  })
  return won
}

/**
 * Sends a claimed reminder: its mail, then, once the mail is confirmed, its push. A mail the
 * transport refuses gives the claim back, so the next run tries again with its push; a push service
 * that fails is not retried (it keeps a message a day for a device that is away).
 */
export async function deliverClaimed(
  deps: ReminderDeps,
  run: ReminderRun,
  claimed: { userId: string; periodKey: string },
  mail: Mail,
  push: PushMessage,
): Promise<void> {
  const { userId, periodKey } = claimed
  const thisClaim = and(eq(remindersSent.userId, userId), eq(remindersSent.periodKey, periodKey))
  try {
    await deps.mailer.deliver(mail)
    await deps.database.write((db) => db.update(remindersSent).set({ outcome: 'sent' }).where(thisClaim))
    run.sent++
  } catch (err) {
    run.failed++
    console.error(`[reminders] ${periodKey} for a player could not be sent; it is tried again on the next run`, err)
    await deps.database.write((db) => db.delete(remindersSent).where(thisClaim))
    return
  }
  await pushToUser(deps.database, deps.push, userId, push).catch((err) =>
    console.error(`[reminders] ${periodKey}: the push to a player's devices failed`, err)
  )
}
