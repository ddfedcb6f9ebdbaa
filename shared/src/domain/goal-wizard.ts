import type { AgeGroup } from './age-group.ts'
import { addDays, type CalendarDay } from './calendar-day.ts'
import { GOAL_LIMITS, type GoalType, SESSION_DURATION, type WizardPillar } from './goals.ts'
import type { SkillLevel } from './account.ts'

/** Where the wizard's draft lives in the browser until the server has it (docs/features/goals.md). */
export const WIZARD_DRAFT_STORAGE_KEY = 'pitchpath.goalWizard.v1'

export type WizardStep = 1 | 2 | 3

/** What player selection hands the wizard (its navigation state, also kept in the draft). */
export type WizardPlayer = { styleId: string; age: number; ageGroup: AgeGroup; skill_level: SkillLevel }

export type WizardSessionDraft = { id: string; session_date: CalendarDay; start_time: string; duration: number; notes: string }

export type WizardGoalDraft = {
  /** A catalogue id, or 'custom-…' for a goal the player wrote. */
  id: string
  title: string
  description: string
  pillar: WizardPillar
  goal_type: GoalType
  target_date: CalendarDay
  sessions: WizardSessionDraft[]
}

export type WizardDraft = { version: 1; player: WizardPlayer; step: WizardStep; goals: WizardGoalDraft[] }

/** Default target date of a wizard goal: 90 days from the player's today (docs/features/goals.md). */
export function defaultTargetDate(today: CalendarDay): CalendarDay {
  return addDays(today, GOAL_LIMITS.wizardDefaultTargetDays)
}

export function newSessionDraft(id: string, today: CalendarDay): WizardSessionDraft {
  return { id, session_date: addDays(today, 1), start_time: '16:00', duration: SESSION_DURATION.default, notes: '' }
}

/** May another goal be selected in step 1? At most 3 (docs/features/goals.md). */
export function canSelectMore(draft: Pick<WizardDraft, 'goals'>): boolean {
  return draft.goals.length < GOAL_LIMITS.wizardMaxGoals
}

/**
 * Is Next (or Finish) enabled (docs/features/goals.md)? Step 1: at least one goal. Step 2: always. Step 3: when
 * signed in, or when every account field is filled (the form then validates the values).
 */
export function canAdvance(step: WizardStep, state: { goalCount: number; signedIn: boolean; accountFieldsFilled: boolean }): boolean {
  if (step === 1) return state.goalCount > 0
  if (step === 2) return true
  return state.signedIn || state.accountFieldsFilled
}

/** Reads a stored draft; anything unreadable or from another version counts as no draft. */
export function parseWizardDraft(raw: string | null): WizardDraft | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<WizardDraft>
    if (value?.version !== 1 || !value.player || !Array.isArray(value.goals) || ![1, 2, 3].includes(value.step as number)) return null
    return value as WizardDraft
  } catch {
    return null
  }
}
