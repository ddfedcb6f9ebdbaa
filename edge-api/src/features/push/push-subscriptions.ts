import { and, asc, eq, inArray } from 'drizzle-orm'
import { pushAllowedFor } from '@app/shared/domain/push.ts'
import type { Database, Db, Tx } from '../../db/client.ts'
import { familyMembers, pushSubscriptions, users } from '../../db/schema/index.ts'
import type { PushMessage, PushSender } from './push-sender.ts'

/** A person keeps at most this many devices; subscribing another drops the oldest (phones get replaced). */
export const MAX_PUSH_DEVICES = 10

/** Whether this person's devices may take push reminders now (a child under 13: once the family admin allowed it). */
export async function pushAllowed(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ age: users.age, allowed: familyMembers.pushAllowed }).from(users)
    .leftJoin(familyMembers, eq(familyMembers.userId, users.id)).where(eq(users.id, userId))
  return row !== undefined && pushAllowedFor(row, row.allowed === true)
}

/**
 * Sends one reminder to each of the person's devices, if their devices may take pushes; a device
 * the push service no longer knows is forgotten. Counts what was delivered and what failed.
 */
export async function pushToUser(
  database: Database,
  sender: PushSender,
  userId: string,
  message: PushMessage,
): Promise<{ delivered: number; failed: number }> {
  const result = { delivered: 0, failed: 0 }
  if (!(await pushAllowed(database.db, userId))) return result
  const devices = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt))
  const gone: string[] = []
  for (const device of devices) {
    const outcome = await sender.send(device, message)
    if (outcome === 'delivered') result.delivered++
    else if (outcome === 'failed') result.failed++
    else gone.push(device.id)
  }
  if (gone.length > 0) {
    await database.write((db) => db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone)))
  }
  return result
}

/** Forgets every device of a person (their parent withdrew the allowance). */
export async function forgetDevices(tx: Tx, userId: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
}

/** Forgets one of the person's own devices; another account's row with that endpoint is left alone. */
export async function forgetDevice(tx: Tx, userId: string, endpoint: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
}
