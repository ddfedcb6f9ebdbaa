/**
 * Goal approval (the Parent plan's "goal approval"): the family admin can ask that a
 * child's new goals wait for their yes. A goal's approval is null when nothing is awaited (never
 * asked, or approved), 'pending' while it waits, 'declined' when the parent sent it back with a
 * note. The goal stays the child's and stays active throughout: only completing it waits.
 */
export const GOAL_APPROVAL_STATES = ['pending', 'declined'] as const
export type GoalApproval = (typeof GOAL_APPROVAL_STATES)[number] | null

/** The longest note a parent can send back with a goal. */
export const APPROVAL_NOTE_MAX_LENGTH = 280

/**
 * Who must wait: a child of the family (never the admin, never a guardian) whose admin turned
 * approval on for them, while the family's plan lets the admin follow children (trial or Parent).
 */
export function newGoalApproval(
  member: { relationship: string; goalApproval: boolean; isAdmin: boolean } | null,
  planActive: boolean,
): GoalApproval {
  return member && !member.isAdmin && member.relationship === 'child' && member.goalApproval && planActive ? 'pending' : null
}

/** Editing a goal that was sent back asks again; any other edit keeps the goal's state. */
export function approvalAfterEdit(current: GoalApproval): GoalApproval {
  return current === 'declined' ? 'pending' : current
}

/** A goal is completed only once nothing is awaited. */
export function mayComplete(approval: GoalApproval): boolean {
  return approval === null
}

/** How a goal's state reads on its card (My Goals, and the family's member page). */
export const APPROVAL_LABELS: Record<Exclude<GoalApproval, null>, string> = { pending: 'Waiting for approval', declined: 'Sent back' }
