import { type CalendarDay, daysBetween } from './calendar-day.ts'

/**
 * Custom goal templates (the paid plans' "custom templates"): a player saves a goal they
 * set often — "Juggle 50 in 30 days" — and starts the next one from it on Create New Goal, as a
 * suggestion is used. A template keeps the goal's words and how long the player gave it, never
 * its dates.
 */
export const GOAL_TEMPLATE_LIMIT = 20
/** The most days a template's target may be: what the goal form lets a player pick ahead, in practice. */
export const TEMPLATE_MAX_DAYS = 365

/**
 * How many days the goal had from the day it was set to its target date; null without a target
 * date (or one before the goal's day, from an edit), capped at a year.
 * @example templateDays('2026-11-01', '2026-12-01') // 30
 */
export function templateDays(setOn: CalendarDay, targetDate: CalendarDay | null): number | null {
  if (!targetDate) return null
  const days = daysBetween(setOn, targetDate)
  return days >= 1 ? Math.min(days, TEMPLATE_MAX_DAYS) : null
}
