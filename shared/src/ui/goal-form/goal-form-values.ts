import { addDays, type CalendarDay } from '@app/shared/domain/calendar-day.ts'
import type { GoalType, Pillar } from '@app/shared/domain/goals.ts'
import type { GoalSuggestion } from '@app/shared/domain/goal-suggestions.ts'
import type { CreateGoalRequest, Goal, GoalTemplate } from '@app/shared/schemas/goals.ts'

/** The form's fields as the inputs hold them: text, and '' for "no target date". */
export type GoalFormValues = { title: string; description: string; pillar: Pillar; goal_type: GoalType; target_date: string }

export const EMPTY_GOAL_FORM: GoalFormValues = { title: '', description: '', pillar: 'technical', goal_type: 'process', target_date: '' }

/** The form filled from a suggestion, its target date already worked out on the player's calendar. */
export function valuesFromSuggestion(s: GoalSuggestion, targetDate: CalendarDay): GoalFormValues {
  return { title: s.title, description: s.description, pillar: s.pillar, goal_type: s.goal_type, target_date: targetDate }
}

/** The form filled from a custom template: its target date that many days from the player's today. */
export function valuesFromTemplate(t: GoalTemplate, today: CalendarDay): GoalFormValues {
  return {
    title: t.title,
    description: t.description ?? '',
    pillar: t.pillar,
    goal_type: t.goal_type,
    target_date: t.target_days ? addDays(today, t.target_days) : '',
  }
}

/** The form holding a saved goal, for editing it. */
export function valuesFromGoal(g: Goal): GoalFormValues {
  return { title: g.title, description: g.description ?? '', pillar: g.pillar, goal_type: g.goal_type, target_date: g.target_date ?? '' }
}

/** What POST /api/goals receives; the schema trims and turns a blank description into null. */
export function toCreateRequest(v: GoalFormValues): CreateGoalRequest {
  return { title: v.title, description: v.description, pillar: v.pillar, goal_type: v.goal_type, target_date: v.target_date || null }
}

/** Field order on screen: focus goes to the first one with an error. */
export const GOAL_FORM_FIELDS = ['title', 'description', 'pillar', 'goal_type', 'target_date'] as const
