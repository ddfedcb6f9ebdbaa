import { and, count, eq, ne } from 'drizzle-orm'
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/domain/messages/account-data.ts'
import type { AppDeps } from '../../app-deps.ts'
import { familyAccounts, familyMembers, subscriptions, users } from '../../db/schema/index.ts'
import type { Db, Tx } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { erasePerson, exportPersonalData, type Person } from './personal-data.ts'

/** The person as the data-rights code names them (id, email and name, to find every mention). */
export async function findPerson(db: Db | Tx, userId: string): Promise<Person | null> {
  const [row] = await db.select({
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    parentEmail: users.parentEmail,
  }).from(users).where(eq(users.id, userId))
  return row ?? null
}

export async function downloadPersonalData(deps: AppDeps, userId: string) {
  const person = await findPerson(deps.database.db, userId)
  if (!person) throw new AppError('NOT_FOUND', 404, 'Account not found')
  return exportPersonalData(deps.database.db, person, deps.now())
}

/**
 * Deletes an account and every row that names the person, in one transaction. A paid subscription is
 * ended with the provider first (no charge after deletion); if the provider cannot be reached,
 * nothing is deleted. `extra` runs in the same transaction (the family's audit entry).
 */
export async function deleteAccount(deps: AppDeps, userId: string, extra?: (tx: Tx) => Promise<void>): Promise<void> {
  const { database } = deps
  const [sub] = await database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
  await assertNoOtherMembers(database.db, userId)
  if (sub && sub.status !== 'canceled') {
    try {
      await deps.billing.cancelNow(sub)
    } catch (err) {
      console.error('[account-deletion] the payment provider could not end the subscription', err)
      throw new AppError('NOT_AVAILABLE', 503, ACCOUNT_DATA_MESSAGES.deleteFailed)
    }
  }
  await database.transaction(async (tx) => {
    const person = await findPerson(tx, userId)
    if (!person) throw new AppError('NOT_FOUND', 404, 'Account not found')
    // Checked again inside: a member who joined since the first check keeps their family.
    await assertNoOtherMembers(tx, userId)
    await erasePerson(tx, person)
    await extra?.(tx)
  })
}

/** A family administrator leaves no family without its admin: the others must be removed first. */
async function assertNoOtherMembers(db: Db | Tx, userId: string): Promise<void> {
  const [row] = await db.select({ others: count() }).from(familyMembers)
    .innerJoin(familyAccounts, eq(familyAccounts.id, familyMembers.familyId))
    .where(and(eq(familyAccounts.primaryAccountId, userId), ne(familyMembers.userId, userId)))
  if ((row?.others ?? 0) > 0) throw new AppError('CONFLICT', 409, ACCOUNT_DATA_MESSAGES.adminWithMembers)
}
