import { useState } from 'react'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import type { Goal } from '@app/shared/schemas/goals.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import type { GoalChange } from './use-goals.ts'

export type GoalActionsInput = {
  complete: (id: string) => Promise<GoalChange>
  reopen: (id: string) => Promise<GoalChange>
  remove: (id: string) => Promise<GoalChange>
}

/** Complete, reopen and delete with their toasts (docs/features/goals.md), and which goals have a request running. */
export function useGoalActions({ complete, reopen, remove }: GoalActionsInput) {
  const dispatch = useAppDispatch()
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set())

  async function run(id: string, action: () => Promise<GoalChange>): Promise<GoalChange> {
    setBusyIds((s) => new Set(s).add(id))
    try {
      return await action()
    } finally {
      setBusyIds((s) => {
        const next = new Set(s)
        next.delete(id)
        return next
      })
    }
  }

  async function completeGoal(goal: Goal) {
    const result = await run(goal.id, () => complete(goal.id))
    if (result === 'done') dispatch(toast.success(GOAL_MESSAGES.completed))
    else dispatch(toast.error(result === 'notFound' ? GOAL_MESSAGES.goalNotFound : GOAL_MESSAGES.completeFailed))
  }

  /** Undoing Complete; at the free tier's limit the player hears the limit's own words. */
  async function reopenGoal(goal: Goal) {
    const result = await run(goal.id, () => reopen(goal.id))
    if (result === 'done') dispatch(toast.success(GOAL_MESSAGES.reopened))
    else
      dispatch(
        toast.error(
          result === 'notFound' ? GOAL_MESSAGES.goalNotFound : result === 'limit' ? GOAL_MESSAGES.freeLimit : GOAL_MESSAGES.reopenFailed,
        ),
      )
  }

  /** A goal that was already gone counts as deleted: the player wanted it gone, and it is. */
  async function deleteGoal(goal: Goal) {
    const result = await run(goal.id, () => remove(goal.id))
    dispatch(result === 'failed' ? toast.error(GOAL_MESSAGES.deleteFailed) : toast.success(GOAL_MESSAGES.deleted))
  }

  return { busyIds, completeGoal, reopenGoal, deleteGoal }
}
