import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import {
  type EnergyLevel,
  type SessionType,
  type SkillFocus,
  TRAINING_DURATION,
  TRAINING_NOTES_MAX_LENGTH,
} from '@app/shared/domain/training.ts'
import type { LogTrainingRequest } from '@app/shared/schemas/training.ts'

/** What the Log Training form holds while the player fills it in. */
export type LogTrainingValues = {
  session_type: SessionType
  skill_focus: SkillFocus[]
  duration_minutes: number
  energy_level: EnergyLevel
  notes: string
  /** Set when the player started a session of this week's plan: the server marks it done. */
  plan_session_id?: string
}

/** The form's fields in the order they appear (focus goes to the first with an error). */
export const LOG_TRAINING_FIELDS = [
  'session_type',
  'skill_focus',
  'duration_minutes',
  'energy_level',
  'notes',
] as const satisfies readonly (keyof LogTrainingValues)[]

export const EMPTY_LOG_TRAINING: LogTrainingValues = {
  session_type: 'technical',
  skill_focus: [],
  duration_minutes: TRAINING_DURATION.default,
  energy_level: 3,
  notes: '',
}

export type LogTrainingErrors = Partial<Record<keyof LogTrainingValues, string[]>>

/**
 * The checks the form makes before sending (docs/features/training-and-progress.md). The slider, the radios and the select can
 * only produce valid values; the focus list and the notes' length are the ones a player can miss.
 */
export function checkLogTraining(values: LogTrainingValues): LogTrainingErrors {
  const errors: LogTrainingErrors = {}
  if (values.skill_focus.length === 0) errors.skill_focus = [TRAINING_MESSAGES.selectSkillFocus]
  if (values.notes.trim().length > TRAINING_NOTES_MAX_LENGTH) errors.notes = [TRAINING_MESSAGES.notesTooLong]
  return errors
}

/** Turns a focus on or off, keeping the order the form lists them in. */
export function toggleFocus(current: readonly SkillFocus[], focus: SkillFocus, on: boolean, order: readonly SkillFocus[]): SkillFocus[] {
  const next = new Set(current)
  if (on) next.add(focus)
  else next.delete(focus)
  return order.filter((f) => next.has(f))
}

/** The request body; blank notes are sent as null. No time zone: the day is the account's. */
export function toLogTrainingRequest(values: LogTrainingValues, id: string): LogTrainingRequest {
  const notes = values.notes.trim()
  return {
    id,
    session_type: values.session_type,
    skill_focus: [...values.skill_focus],
    duration_minutes: values.duration_minutes,
    energy_level: values.energy_level,
    notes: notes ? notes : null,
    ...(values.plan_session_id ? { plan_session_id: values.plan_session_id } : {}),
  }
}

/**
 * Identifies one submission by what it says, so a retry after a failure reuses the session id it
 * was first sent with (the API records a known id once) while a changed form gets a new id.
 */
export function submissionKey(values: LogTrainingValues): string {
  return JSON.stringify([
    values.session_type,
    values.skill_focus,
    values.duration_minutes,
    values.energy_level,
    values.notes.trim(),
    values.plan_session_id ?? null,
  ])
}

/** Where ids come from: `crypto`, or a stand-in in tests. */
export type RandomSource = { randomUUID?: () => string; getRandomValues: (array: Uint8Array<ArrayBuffer>) => Uint8Array }

/**
 * A new session id. crypto.randomUUID() exists only in secure contexts (https, localhost); on a
 * plain-http address the same kind of id (UUID v4) is built from crypto.getRandomValues().
 */
export function newSessionId(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID()
  const bytes = new Uint8Array(16)
  source.getRandomValues(bytes)
  bytes[6] = (bytes[6]! & 0x0f) | 0x40 // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80 // RFC 9562 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
