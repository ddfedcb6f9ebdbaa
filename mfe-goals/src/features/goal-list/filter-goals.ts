import type { Goal } from '@app/shared/schemas/goals.ts'

export const GOAL_FILTERS = ['all', 'active', 'completed'] as const
export type GoalFilter = (typeof GOAL_FILTERS)[number]

/** The goals a tab shows. */
export function goalsInTab(goals: readonly Goal[], tab: GoalFilter): Goal[] {
  return tab === 'all' ? [...goals] : goals.filter((g) => g.status === tab)
}

/**
 * The search on My Goals (docs/features/goals.md): title or description contains the query, ignoring case and
 * surrounding spaces; an empty query matches everything.
 */
export function matchesSearch(goal: Pick<Goal, 'title' | 'description'>, query: string): boolean {
  const q = query.trim().toLocaleLowerCase()
  if (!q) return true
  return goal.title.toLocaleLowerCase().includes(q) || (goal.description ?? '').toLocaleLowerCase().includes(q)
}
