import type { GoalApproval } from '@app/shared/domain/family/goal-approval.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import type { Tx } from '../../db/client.ts'
import type { GoalRow, PlannedSessionRow } from '../../db/schema/index.ts'
import { awardEarnedBadges } from '../progress/public.ts'
import { ensureRoomForActiveGoals, refusePastDates } from './goal-rules.ts'
import { insertGoals, insertPlannedSessions } from './goals.queries.ts'

export type NewGoal = {
  title: string
  description: string | null
  pillar: GoalRow['pillar']
  goal_type: GoalRow['goalType']
  target_date: string | null
}
export type NewSession = { session_date: string; start_time: string; duration: number; notes: string | null }

export function goalRow(userId: string, input: NewGoal, at: number, approval: GoalApproval): GoalRow {
  return {
    id: crypto.randomUUID(),
    userId,
    title: input.title,
    description: input.description,
    pillar: input.pillar,
    goalType: input.goal_type,
    targetDate: input.target_date,
    status: 'active',
    createdAt: at,
    updatedAt: at,
    completedAt: null,
    approval,
    approvalNote: null,
  }
}

export function sessionRow(userId: string, goalId: string, input: NewSession, at: number): PlannedSessionRow {
  return {
    id: crypto.randomUUID(),
    goalId,
    userId,
    sessionDate: input.session_date,
    startTime: input.start_time,
    duration: input.duration,
    notes: input.notes,
    completed: false,
    createdAt: at,
  }
}

export type WizardPlanGoal = NewGoal & { sessions: NewSession[] }

/**
 * The wizard's plan saved for `userId`, all or nothing (docs/features/goals.md): target dates not
 * before the player's today, the whole batch within the plan's active-goal limit, the family's
 * approval rule (`approval`, which the caller asks the family area for), badges. Runs inside the caller's transaction, so it also serves sign-up: a child
 * under 13's plan is kept on the account that waits for a parent, and a refusal creates nothing.
 * `field` prefixes the field paths of a refusal ('goals' for the batch, 'plan.goals' at sign-up).
 */
export async function saveWizardPlan(
  tx: Tx,
  userId: string,
  inputs: readonly WizardPlanGoal[],
  at: number,
  field: string,
  approval: GoalApproval,
) {
  await refusePastDates(tx, userId, at, GOAL_MESSAGES.targetDateInPast, inputs.map((g, i) => [`${field}.${i}.target_date`, g.target_date]))
  // The whole batch counts against the limit: either every goal fits or none is saved.
  await ensureRoomForActiveGoals(tx, userId, inputs.length)
  const goals = inputs.map((g) => goalRow(userId, g, at, approval))
  const sessions = inputs.flatMap((g, i) => g.sessions.map((s) => sessionRow(userId, goals[i]!.id, s, at)))
  await insertGoals(tx, goals)
  await insertPlannedSessions(tx, sessions)
  await awardEarnedBadges(tx, userId, at)
  return { goals, sessions }
}
