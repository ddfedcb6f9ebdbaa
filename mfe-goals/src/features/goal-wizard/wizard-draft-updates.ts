import type { CatalogueGoal } from '@app/shared/domain/goal-catalogue.ts'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import {
  canSelectMore,
  defaultTargetDate,
  newSessionDraft,
  type WizardDraft,
  type WizardGoalDraft,
  type WizardPlayer,
  type WizardSessionDraft,
  type WizardStep,
} from '@app/shared/domain/goal-wizard.ts'
import type { WizardPillar } from '@app/shared/domain/goals.ts'

/** What the wizard can do to its draft. Pure functions: the hook stores whatever they return. */

export function newDraft(player: WizardPlayer): WizardDraft {
  return { version: 1, player, step: 1, goals: [] }
}

export function samePlayer(a: WizardPlayer, b: WizardPlayer): boolean {
  return a.styleId === b.styleId && a.age === b.age && a.ageGroup === b.ageGroup && a.skill_level === b.skill_level
}

export function stepTo(draft: WizardDraft, step: WizardStep): WizardDraft {
  return { ...draft, step }
}

export type SelectResult = { ok: true; draft: WizardDraft } | { ok: false; reason: 'max' }

/**
 * Selects a recommended goal, or deselects it when already chosen; a goal past the limit
 * (wizardGoalLimit: at most 3, and what the plan holds) is refused.
 */
export function toggleRecommended(draft: WizardDraft, goal: CatalogueGoal, today: CalendarDay, limit?: number): SelectResult {
  if (draft.goals.some((g) => g.id === goal.id)) return { ok: true, draft: removeGoal(draft, goal.id) }
  if (!canSelectMore(draft, limit)) return { ok: false, reason: 'max' }
  const added: WizardGoalDraft = {
    id: goal.id,
    title: goal.title,
    description: goal.description,
    pillar: goal.pillar,
    goal_type: goal.goal_type,
    target_date: defaultTargetDate(today),
    sessions: [],
  }
  return { ok: true, draft: { ...draft, goals: [...draft.goals, added] } }
}

export type CustomGoal = { title: string; description: string; pillar: WizardPillar }

/** A goal the player wrote: always a process goal (docs/features/goals.md). */
export function addCustomGoal(draft: WizardDraft, custom: CustomGoal, id: string, today: CalendarDay, limit?: number): SelectResult {
  if (!canSelectMore(draft, limit)) return { ok: false, reason: 'max' }
  const added: WizardGoalDraft = {
    id: `custom-${id}`,
    title: custom.title.trim(),
    description: custom.description.trim(),
    pillar: custom.pillar,
    goal_type: 'process',
    target_date: defaultTargetDate(today),
    sessions: [],
  }
  return { ok: true, draft: { ...draft, goals: [...draft.goals, added] } }
}

export function removeGoal(draft: WizardDraft, goalId: string): WizardDraft {
  return { ...draft, goals: draft.goals.filter((g) => g.id !== goalId) }
}

function updateGoal(draft: WizardDraft, goalId: string, change: (g: WizardGoalDraft) => WizardGoalDraft): WizardDraft {
  return { ...draft, goals: draft.goals.map((g) => (g.id === goalId ? change(g) : g)) }
}

export function changeTargetDate(draft: WizardDraft, goalId: string, target_date: CalendarDay): WizardDraft {
  return updateGoal(draft, goalId, (g) => ({ ...g, target_date }))
}

export function addSession(draft: WizardDraft, goalId: string, sessionId: string, today: CalendarDay): WizardDraft {
  return updateGoal(draft, goalId, (g) => ({ ...g, sessions: [...g.sessions, newSessionDraft(sessionId, today)] }))
}

export function changeSession(
  draft: WizardDraft,
  goalId: string,
  sessionId: string,
  change: Partial<Omit<WizardSessionDraft, 'id'>>,
): WizardDraft {
  return updateGoal(draft, goalId, (g) => ({ ...g, sessions: g.sessions.map((s) => (s.id === sessionId ? { ...s, ...change } : s)) }))
}

export function removeSession(draft: WizardDraft, goalId: string, sessionId: string): WizardDraft {
  return updateGoal(draft, goalId, (g) => ({ ...g, sessions: g.sessions.filter((s) => s.id !== sessionId) }))
}
