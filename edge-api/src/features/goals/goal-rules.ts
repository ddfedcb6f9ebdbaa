import { canAddActiveGoals, type GoalStatus } from '@app/shared/domain/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import type { Db, Tx } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { VALIDATION_MESSAGE } from '../../http/validation.ts'
import { findPlayerToday } from '../account/public.ts'
import { activeGoalAllowance } from './goals.queries.ts'

type Reader = Db | Tx

/**
 * A target date (and, beyond it, a planned session's day) may not be before today, and
 * "today" is the player's, in the time zone stored on the account (UTC when none was given). Each
 * entry is [field path, date or null]; all offending fields are reported at once with `message`, in
 * the same 400 shape as schema failures.
 */
export async function refusePastDates(
  db: Reader,
  userId: string,
  now: number,
  message: string,
  dates: Array<[field: string, date: string | null]>,
): Promise<void> {
  if (dates.every(([, date]) => date === null)) return
  const today = await findPlayerToday(db, userId, now)
  const past = dates.filter(([, date]) => date !== null && date < today) // 'YYYY-MM-DD' sorts as text
  if (past.length > 0) {
    throw new AppError('VALIDATION_FAILED', 400, VALIDATION_MESSAGE, Object.fromEntries(past.map(([field]) => [field, [message]])))
  }
}

/** A planned session's day follows the same rule as a target date, with its own message. */
export function refusePastSessionDate(db: Reader, userId: string, now: number, date: string): Promise<void> {
  return refusePastDates(db, userId, now, GOAL_MESSAGES.sessionDateInPast, [['session_date', date]])
}

/** Sessions are planned and changed for active goals only: a completed goal is reopened first. */
export function ensureGoalIsActive(status: GoalStatus): void {
  if (status !== 'active') throw new AppError('CONFLICT', 409, GOAL_MESSAGES.planOnlyActive)
}

export const sessionNotFound = () => new AppError('NOT_FOUND', 404, GOAL_MESSAGES.sessionNotFound)

/**
 * The free-tier limit (docs/features/goals.md). Must run inside the transaction that inserts: the write queue runs
 * one transaction at a time, so the count it reads cannot change before the insert commits, and two
 * simultaneous creates cannot both see room for one more goal.
 */
export async function ensureRoomForActiveGoals(tx: Tx, userId: string, adding: number): Promise<void> {
  const { tier, active } = await activeGoalAllowance(tx, userId)
  if (!canAddActiveGoals(tier, active, adding)) throw new AppError('PLAN_LIMIT_REACHED', 403, GOAL_MESSAGES.freeLimit)
}
