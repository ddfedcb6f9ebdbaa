import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import type { Tx } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { familyMembers } from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { findMembership, hasRoom, memberCount } from './family.queries.ts'

// Joining a family, shared by an accepted invitation and an accepted child link request.

export const familyFull = () => new AppError('CONFLICT', 409, FAMILY_MESSAGES.familyFull)
const alreadyInFamily = () => new AppError('CONFLICT', 409, FAMILY_MESSAGES.alreadyInFamily)

/** Joins a family inside the caller's transaction; the one-family index turns a race into a clear 409. */
export async function join(
  tx: Tx,
  familyId: string,
  userId: string,
  relationship: 'parent' | 'child',
  permission: 'full_access' | 'view_only' | 'limited',
  at: number,
) {
  if (await findMembership(tx, userId)) throw alreadyInFamily()
  if (!hasRoom(await memberCount(tx, familyId))) throw familyFull()
  await tx.insert(familyMembers).values({
    id: crypto.randomUUID(),
    familyId,
    userId,
    relationshipType: relationship,
    permissionLevel: permission,
    createdAt: at,
  })
}

export async function joined<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (isUniqueViolation(err, 'family_members.user_id')) throw alreadyInFamily()
    throw err
  }
}
