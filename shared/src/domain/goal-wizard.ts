import type { AgeGroup } from './age-group.ts'
import { addDays, type CalendarDay } from './calendar-day.ts'
import type { SubscriptionTier } from './account.ts'
import { canAddActiveGoals, GOAL_LIMITS, type GoalType, SESSION_DURATION, type WizardPillar } from './goals.ts'
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

/**
 * How many goals step 1 lets a player choose (docs/features/goals.md): the wizard's 3, and no more
 * than the plan can hold (canAddActiveGoals: on the free tier 2 active goals in all). A visitor
 * signed out will save into a new account, which starts on the free tier with none.
 * @example wizardGoalLimit('free', 0) // 2; wizardGoalLimit('pro', 5) // 3; wizardGoalLimit('free', 2) // 0
 */
export function wizardGoalLimit(tier: SubscriptionTier, activeCount: number): number {
  let limit: number = GOAL_LIMITS.wizardMaxGoals
  while (limit > 0 && !canAddActiveGoals(tier, activeCount, limit)) limit--
  return limit
}

/** May another goal be selected in step 1? Below the limit (wizardGoalLimit; at most 3). */
export function canSelectMore(draft: Pick<WizardDraft, 'goals'>, limit: number = GOAL_LIMITS.wizardMaxGoals): boolean {
  return draft.goals.length < Math.min(limit, GOAL_LIMITS.wizardMaxGoals)
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
