import type { z } from 'zod'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import type { UpdateGoalRequest } from '@app/shared/schemas/goals.ts'
import type { Database, Tx } from '../../db/client.ts'
import type { GoalRow } from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { approvalAfterEdit } from '@app/shared/domain/family/goal-approval.ts'
import { refusePastDates } from './goal-rules.ts'
import { findGoal, updateGoal } from './goals.queries.ts'

/** A goal that does not exist and one that belongs to someone else answer alike. */
export const goalNotFound = () => new AppError('NOT_FOUND', 404, GOAL_MESSAGES.goalNotFound)

type EditInput = z.output<typeof UpdateGoalRequest>

/**
 * Saves an edit of `before` (a goal its owner has), the same whoever makes it: the player, or the
 * family admin for a child with full access. A new target date must not be before the owner's own
 * today; the date the goal already has may stay, even once it has passed. `alongside` runs in the
 * same transaction (the family's audit row). Null when the goal was deleted meanwhile.
 */
export async function applyGoalEdit(
  database: Database,
  before: GoalRow,
  input: EditInput,
  at: number,
  { resubmit = false, alongside }: { resubmit?: boolean; alongside?: (tx: Tx) => Promise<void> } = {},
): Promise<GoalRow | null> {
  if (input.target_date !== before.targetDate) {
    await refusePastDates(database.db, before.userId, at, GOAL_MESSAGES.targetDateInPast, [['target_date', input.target_date]])
  }
  return database.transaction(async (tx) => {
    const edit = {
      title: input.title,
      description: input.description,
      pillar: input.pillar,
      goalType: input.goal_type,
      targetDate: input.target_date,
      // `resubmit`: the owner's edit of a goal sent back asks the parent again (a parent's own edit does not).
      ...(resubmit ? { approval: approvalAfterEdit(before.approval) } : {}),
    }
    await updateGoal(tx, before.userId, before.id, edit, at)
    const after = await findGoal(tx, before.userId, before.id)
    if (after) await alongside?.(tx)
    return after
  })
}
