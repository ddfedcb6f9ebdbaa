import { eq } from 'drizzle-orm'
import type { OccurredAtRefusal } from '@app/shared/domain/occurred-at.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import type { Tx } from '../../db/client.ts'
import { clientActions } from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'

export type ClientActionKind = 'check_in' | 'rest_day'
export type StoredAnswer = { status: 200 | 201; body: unknown }

/**
 * The answer stored for a client id (docs/features/training-and-progress.md "Offline"): the same
 * status and body as the first send, so a retried or replayed send counts once. An id of another
 * player, or of another kind of action, is refused without saying whose it is.
 */
export async function storedAnswer(tx: Tx, userId: string, id: string | undefined, kind: ClientActionKind): Promise<StoredAnswer | null> {
  if (!id) return null
  const [row] = await tx.select().from(clientActions).where(eq(clientActions.id, id))
  if (!row) return null
  if (row.userId !== userId || row.kind !== kind) throw new AppError('CONFLICT', 409, TRAINING_MESSAGES.clientIdTaken)
  return { status: row.status === 201 ? 201 : 200, body: JSON.parse(row.body) as unknown }
}

/** Keeps the answer of a first send under its client id, in the action's own transaction. */
export async function storeAnswer(
  tx: Tx,
  userId: string,
  id: string | undefined,
  kind: ClientActionKind,
  answer: StoredAnswer,
  at: number,
): Promise<void> {
  if (!id) return
  await tx.insert(clientActions).values({ id, userId, kind, status: answer.status, body: JSON.stringify(answer.body), createdAt: at })
}

/** The 422 for an `occurred_at` outside the bound (shared/src/domain/occurred-at.ts); nothing was written. */
export function occurredAtError(code: OccurredAtRefusal): AppError {
  const message = code === 'OCCURRED_IN_FUTURE' ? TRAINING_MESSAGES.occurredInFuture : TRAINING_MESSAGES.occurredTooLongAgo
  return new AppError('VALIDATION_FAILED', 422, message, { occurred_at: [message] })
}

/** The moment sent as occurred_at, in epoch ms (null when none was sent). */
export function occurredAtMs(occurredAt: string | undefined): number | null {
  return occurredAt === undefined ? null : Date.parse(occurredAt)
}
