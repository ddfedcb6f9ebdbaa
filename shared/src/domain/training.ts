import { PILLARS, PILLAR_LABELS, type Pillar } from './goals.ts'

/**
 * The Log Training form (docs/features/training-and-progress.md): session types, skill focuses, duration and energy. Values are
 * stored lowercase (like goal pillars); the labels are what the form shows.
 */
export const SESSION_TYPES = ['technical', 'tactical', 'physical', 'match', 'recovery'] as const
export type SessionType = (typeof SESSION_TYPES)[number]

export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  technical: 'Technical',
  tactical: 'Tactical',
  physical: 'Physical',
  match: 'Match',
  recovery: 'Recovery',
}

/** Skill focuses are the five goal pillars (Technical, Tactical, Physical, Mental, Psychological). */
export const SKILL_FOCUSES = PILLARS
export type SkillFocus = Pillar
export const SKILL_FOCUS_LABELS: Record<SkillFocus, string> = PILLAR_LABELS

/** The duration slider (docs/features/training-and-progress.md): 10 to 180 minutes in steps of 5. The default is the wizard's 60. */
export const TRAINING_DURATION = { min: 10, max: 180, step: 5, default: 60 } as const

/**
 * The most training one day can count for XP: 5 hours (300 minutes), on the player's own calendar
 * day. Above that a log is not a training record but a way to farm levels (twelve 3-hour matches a
 * day); elite academies rarely go past 4-5 hours of load a day, and rest is part of training.
 */
export const DAILY_TRAINING_CAP_MINUTES = 300

/** True when `adding` more minutes still fit the day's cap after `loggedToday` minutes. */
export function fitsDailyCap(loggedToday: number, adding: number): boolean {
  return loggedToday + adding <= DAILY_TRAINING_CAP_MINUTES
}

/** Energy 1 to 5 (docs/features/training-and-progress.md). */
export const ENERGY_LEVELS = [1, 2, 3, 4, 5] as const
export type EnergyLevel = (typeof ENERGY_LEVELS)[number]
export const ENERGY_LABELS: Record<EnergyLevel, string> = { 1: 'Very Low', 2: 'Low', 3: 'Medium', 4: 'High', 5: 'Very High' }

/** Notes are optional and at most this long. */
export const TRAINING_NOTES_MAX_LENGTH = 1000

/** True for a duration the slider can produce: a whole number of minutes, 10 to 180, a multiple of 5. */
export function isTrainingDuration(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes >= TRAINING_DURATION.min &&
    minutes <= TRAINING_DURATION.max &&
    minutes % TRAINING_DURATION.step === 0
  )
}
