import { describe, expect, test } from 'vitest'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { SKILL_FOCUSES } from '@app/shared/domain/training.ts'
import {
  checkLogTraining,
  EMPTY_LOG_TRAINING,
  newSessionId,
  submissionKey,
  toggleFocus,
  toLogTrainingRequest,
} from './log-training-values.ts'

describe('Log Training form values', () => {
  test('protects behaviour: a session without a skill focus is not sent and the form asks for one', () => {
    expect(checkLogTraining(EMPTY_LOG_TRAINING)).toEqual({ skill_focus: [TRAINING_MESSAGES.selectSkillFocus] })
    expect(checkLogTraining({ ...EMPTY_LOG_TRAINING, skill_focus: ['technical'] })).toEqual({})
  })

  test('protects behaviour: notes longer than the limit are refused before sending', () => {
    const errors = checkLogTraining({ ...EMPTY_LOG_TRAINING, skill_focus: ['mental'], notes: 'x'.repeat(1001) })
    expect(errors).toEqual({ notes: [TRAINING_MESSAGES.notesTooLong] })
  })

  test('protects behaviour: the form starts at 60 minutes, medium energy, no focus chosen', () => {
    expect(EMPTY_LOG_TRAINING).toMatchObject({ duration_minutes: 60, energy_level: 3, skill_focus: [], notes: '' })
  })

  test('protects behaviour: focuses toggle on and off and stay in the order the form lists them', () => {
    const a = toggleFocus([], 'mental', true, SKILL_FOCUSES)
    const b = toggleFocus(a, 'technical', true, SKILL_FOCUSES)
    expect(b).toEqual(['technical', 'mental'])
    expect(toggleFocus(b, 'technical', true, SKILL_FOCUSES)).toEqual(['technical', 'mental'])
    expect(toggleFocus(b, 'mental', false, SKILL_FOCUSES)).toEqual(['technical'])
  })

  test('protects behaviour: the request carries the given id and time zone, and blank notes go as null', () => {
    const values = {
      ...EMPTY_LOG_TRAINING,
      session_type: 'match' as const,
      skill_focus: ['technical' as const],
      duration_minutes: 45,
      notes: '   ',
    }
    expect(toLogTrainingRequest(values, 'id-1')).toEqual({
      id: 'id-1',
      session_type: 'match',
      skill_focus: ['technical'],
      duration_minutes: 45,
      energy_level: 3,
      notes: null,
    })
    expect(toLogTrainingRequest({ ...values, notes: ' cones ' }, 'id-1').notes).toBe('cones')
    // Started from the weekly plan: the plan session's id goes with the log.
    expect(toLogTrainingRequest({ ...values, plan_session_id: 'p-1' }, 'id-1').plan_session_id).toBe('p-1')
    expect(submissionKey({ ...values, plan_session_id: 'p-1' })).not.toBe(submissionKey(values))
  })

  test('protects behaviour: a retry of the same submission is recognised, a changed form is a new submission', () => {
    const values = { ...EMPTY_LOG_TRAINING, skill_focus: ['technical' as const] }
    expect(submissionKey({ ...values, notes: 'cones ' })).toBe(submissionKey({ ...values, notes: 'cones' }))
    expect(submissionKey(values)).not.toBe(submissionKey({ ...values, duration_minutes: 65 }))
    expect(submissionKey(values)).not.toBe(submissionKey({ ...values, skill_focus: ['technical', 'mental'] }))
  })
})

describe('newSessionId', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

  test('protects behaviour: session ids are UUIDs, also where randomUUID is missing (plain http)', () => {
    expect(newSessionId()).toMatch(UUID_V4)
    const insecure = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(array) }
    const id = newSessionId(insecure)
    expect(id).toMatch(UUID_V4)
    expect(newSessionId(insecure)).not.toBe(id)
  })
})
