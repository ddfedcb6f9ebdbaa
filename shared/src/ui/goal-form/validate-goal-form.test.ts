import { describe, expect, test } from 'vitest'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { EMPTY_GOAL_FORM } from './goal-form-values.ts'
import { validateGoalForm } from './validate-goal-form.ts'

const TODAY = '2026-03-10'

describe('validateGoalForm', () => {
  test("protects behaviour: a goal needs a title, and a blank one gets the form's title message", () => {
    expect(validateGoalForm({ ...EMPTY_GOAL_FORM, title: '   ' }, TODAY).title).toEqual([GOAL_MESSAGES.enterTitle])
  })
  test('protects behaviour: a target date before today is refused; today and no date are fine', () => {
    const base = { ...EMPTY_GOAL_FORM, title: 'Juggle 50 times' }
    expect(validateGoalForm({ ...base, target_date: '2026-03-09' }, TODAY).target_date).toEqual([GOAL_MESSAGES.targetDateInPast])
    expect(validateGoalForm({ ...base, target_date: TODAY }, TODAY)).toEqual({})
    expect(validateGoalForm(base, TODAY)).toEqual({})
  })
  test('protects behaviour: an edited goal may keep a target date that has passed, but not move to another past day', () => {
    const base = { ...EMPTY_GOAL_FORM, title: 'Juggle 50 times' }
    expect(validateGoalForm({ ...base, target_date: '2026-03-01' }, TODAY, '2026-03-01')).toEqual({})
    expect(validateGoalForm({ ...base, target_date: '2026-03-02' }, TODAY, '2026-03-01').target_date).toEqual([
      GOAL_MESSAGES.targetDateInPast,
    ])
  })
})
