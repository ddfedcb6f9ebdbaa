import { canAddActiveGoals } from '@app/shared/domain/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import type { Db, Tx } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { VALIDATION_MESSAGE } from '../../http/validation.ts'
import { findPlayerToday } from '../../users/users.queries.ts'
import { activeGoalAllowance } from './goals.queries.ts'

/**
 * Spec §5: a target date may not be before today, and "today" is the player's, in the time zone
 * stored on the account (UTC when none was given). Each entry is [field path, date or null]; all
 * offending fields are reported at once, in the same 400 shape as schema failures.
 */
export async function refusePastTargetDates(db: Db, userId: string, now: number, dates: Array<[field: string, date: string | null]>): Promise<void> {
  if (dates.every(([, date]) => date === null)) return
  const today = await findPlayerToday(db, userId, now)
  const past = dates.filter(([, date]) => date !== null && date < today) // 'YYYY-MM-DD' sorts as text
  if (past.length > 0) {
    throw new AppError('VALIDATION_FAILED', 400, VALIDATION_MESSAGE, Object.fromEntries(past.map(([field]) => [field, [GOAL_MESSAGES.targetDateInPast]])))
  }
}

/**
 * The free-tier limit (spec §6). Must run inside the transaction that inserts: the write queue runs
 * one transaction at a time, so the count it reads cannot change before the insert commits, and two
 * simultaneous creates cannot both see room for one more goal.
 */
export async function ensureRoomForActiveGoals(tx: Tx, userId: string, adding: number): Promise<void> {
  const { tier, active } = await activeGoalAllowance(tx, userId)
  if (!canAddActiveGoals(tier, active, adding)) throw new AppError('PLAN_LIMIT_REACHED', 403, GOAL_MESSAGES.freeLimit)
}
