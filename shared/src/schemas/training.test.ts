import { describe, expect, test } from 'vitest'
import { fieldErrors } from './error.ts'
import { LogTrainingRequest, MarkRestDayRequest } from './training.ts'

const valid = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  session_type: 'technical',
  skill_focus: ['technical', 'mental'],
  duration_minutes: 45,
  energy_level: 3,
  notes: '  Worked on first touch  ',
}

function errorsOf(input: unknown): Record<string, string[]> {
  const result = LogTrainingRequest.safeParse(input)
  return result.success ? {} : fieldErrors(result.error.issues)
}

describe('LogTrainingRequest', () => {
  test('protects behaviour: a complete session passes; notes are trimmed, and blank or missing notes become null', () => {
    expect(LogTrainingRequest.parse(valid)).toEqual({ ...valid, notes: 'Worked on first touch' })
    const { notes: _, ...noNotes } = valid
    expect(LogTrainingRequest.parse(noNotes).notes).toBeNull()
    expect(LogTrainingRequest.parse({ ...valid, notes: '   ' }).notes).toBeNull()
  })

  test('protects behaviour: every session type and the duration edges 10, 15, 175, 180 are accepted', () => {
    for (const session_type of ['technical', 'tactical', 'physical', 'match', 'recovery'])
      expect(errorsOf({ ...valid, session_type })).toEqual({})
    for (const duration_minutes of [10, 15, 175, 180]) expect(errorsOf({ ...valid, duration_minutes })).toEqual({})
  })

  test('protects behaviour: durations outside 10-180 or off the 5-minute step are refused', () => {
    for (const duration_minutes of [5, 9, 183, 185, 12, 47.5, '45', null]) {
      expect(Object.keys(errorsOf({ ...valid, duration_minutes })), String(duration_minutes)).toEqual(['duration_minutes'])
    }
    for (const duration_minutes of [5, 183, 47.5])
      expect(errorsOf({ ...valid, duration_minutes }).duration_minutes).toEqual([
        'Duration must be between 10 and 180 minutes, in steps of 5',
      ])
  })

  test('protects behaviour: energy must be a whole number from 1 to 5', () => {
    for (const energy_level of [1, 5]) expect(errorsOf({ ...valid, energy_level })).toEqual({})
    for (const energy_level of [0, 6, 2.5, '3'])
      expect(Object.keys(errorsOf({ ...valid, energy_level })), String(energy_level)).toEqual(['energy_level'])
    expect(errorsOf({ ...valid, energy_level: 6 })).toEqual({ energy_level: ['Energy level must be between 1 and 5'] })
  })

  test("protects behaviour: an empty or missing skill focus says exactly 'Please select at least one skill focus'", () => {
    expect(errorsOf({ ...valid, skill_focus: [] })).toEqual({ skill_focus: ['Please select at least one skill focus'] })
    const { skill_focus: _, ...noFocus } = valid
    expect(errorsOf(noFocus)).toEqual({ skill_focus: ['Please select at least one skill focus'] })
  })

  test('protects behaviour: unknown or repeated skill focuses are refused', () => {
    expect(Object.keys(errorsOf({ ...valid, skill_focus: ['dribbling'] }))[0]).toMatch(/^skill_focus/)
    expect(errorsOf({ ...valid, skill_focus: ['mental', 'mental'] })).toEqual({ skill_focus: ['Choose each skill focus once'] })
  })

  test('protects behaviour: an unknown session type is refused', () => {
    expect(Object.keys(errorsOf({ ...valid, session_type: 'yoga' }))).toEqual(['session_type'])
    expect(Object.keys(errorsOf({ ...valid, session_type: 'Technical' }))).toEqual(['session_type'])
  })

  test('protects behaviour: each required field is required', () => {
    for (const field of ['id', 'session_type', 'skill_focus', 'duration_minutes', 'energy_level']) {
      const input: Record<string, unknown> = { ...valid }
      delete input[field]
      expect(Object.keys(errorsOf(input)), field).toEqual([field])
    }
  })

  test('protects behaviour: wrong types are refused', () => {
    expect(Object.keys(errorsOf({ ...valid, id: 'not-a-uuid' }))).toEqual(['id'])
    expect(Object.keys(errorsOf({ ...valid, id: 42 }))).toEqual(['id'])
    expect(Object.keys(errorsOf({ ...valid, skill_focus: 'technical' }))).toEqual(['skill_focus'])
    expect(Object.keys(errorsOf({ ...valid, notes: 7 }))).toEqual(['notes'])
    expect(LogTrainingRequest.safeParse(null).success).toBe(false)
  })

  test('protects behaviour: notes over 1000 characters are refused', () => {
    expect(errorsOf({ ...valid, notes: 'x'.repeat(1000) })).toEqual({})
    expect(errorsOf({ ...valid, notes: 'x'.repeat(1001) })).toEqual({ notes: ['Notes must be at most 1000 characters'] })
  })

  test('protects behaviour: unknown fields such as a client-sent xp_earned are refused', () => {
    expect(LogTrainingRequest.safeParse({ ...valid, xp_earned: 9999 }).success).toBe(false)
    expect(LogTrainingRequest.safeParse({ ...valid, user_id: 'someone-else' }).success).toBe(false)
  })
})

describe('MarkRestDayRequest', () => {
  test('protects behaviour: a rest day needs one of the known reasons and nothing else', () => {
    expect(MarkRestDayRequest.parse({ reason: 'injury' })).toEqual({ reason: 'injury' })
    expect(MarkRestDayRequest.safeParse({ reason: 'holiday' }).success).toBe(false)
    expect(MarkRestDayRequest.safeParse({}).success).toBe(false)
    expect(MarkRestDayRequest.safeParse({ reason: 'exam', day: '2026-01-01' }).success).toBe(false)
  })
})
