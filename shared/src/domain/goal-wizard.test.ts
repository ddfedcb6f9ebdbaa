import { describe, expect, test } from 'vitest'
import {
  canAdvance,
  canSelectMore,
  defaultTargetDate,
  newSessionDraft,
  parseWizardDraft,
  type WizardDraft,
  wizardGoalLimit,
} from './goal-wizard.ts'
import { GOAL_LIMITS } from './goals.ts'

const goal = (id: string): WizardDraft['goals'][number] => ({
  id,
  title: 'Juggle 20 times',
  description: 'Feet, thighs, head',
  pillar: 'technical',
  goal_type: 'performance',
  target_date: '2027-02-20',
  sessions: [],
})

const validDraft: WizardDraft = {
  version: 1,
  player: { styleId: 'playmaker', age: 11, ageGroup: '8-12', skill_level: 'beginner' },
  step: 2,
  goals: [goal('8-12/technical/performance')],
}

describe('canAdvance', () => {
  const signedOut = { signedIn: false, accountFieldsFilled: false }
  test('protects behaviour: step 1 needs at least one selected goal', () => {
    expect(canAdvance(1, { ...signedOut, goalCount: 0 })).toBe(false)
    expect(canAdvance(1, { ...signedOut, goalCount: 1 })).toBe(true)
  })

  test('protects behaviour: step 2 can always advance', () => {
    expect(canAdvance(2, { ...signedOut, goalCount: 0 })).toBe(true)
  })

  test('protects behaviour: step 3 needs a signed-in user or every account field filled', () => {
    expect(canAdvance(3, { goalCount: 1, signedIn: false, accountFieldsFilled: false })).toBe(false)
    expect(canAdvance(3, { goalCount: 1, signedIn: true, accountFieldsFilled: false })).toBe(true)
    expect(canAdvance(3, { goalCount: 1, signedIn: false, accountFieldsFilled: true })).toBe(true)
  })
})

describe('canSelectMore', () => {
  test('protects behaviour: the wizard lets a player select at most 3 goals', () => {
    const withGoals = (n: number) => ({ goals: Array.from({ length: n }, (_, i) => goal(`g${i}`)) })
    expect([0, 1, 2, 3].map((n) => canSelectMore(withGoals(n)))).toEqual([true, true, true, false])
  })

  test('protects behaviour: below the limit it is given, and never above 3', () => {
    const withGoals = (n: number) => ({ goals: Array.from({ length: n }, (_, i) => goal(`g${i}`)) })
    expect([0, 1, 2].map((n) => canSelectMore(withGoals(n), 2))).toEqual([true, true, false])
    expect(canSelectMore(withGoals(0), 0)).toBe(false)
    expect(canSelectMore(withGoals(3), 10)).toBe(false)
  })
})

describe('wizardGoalLimit', () => {
  test("protects behaviour: the wizard's limit is what the plan can hold: a new free account 2, never more than 3", () => {
    expect(wizardGoalLimit('free', 0)).toBe(GOAL_LIMITS.freeActiveGoals)
    expect(wizardGoalLimit('free', 1)).toBe(1)
    expect(wizardGoalLimit('free', 2)).toBe(0)
    expect(wizardGoalLimit('free', 5)).toBe(0)
    expect(wizardGoalLimit('pro', 0)).toBe(GOAL_LIMITS.wizardMaxGoals)
    expect(wizardGoalLimit('parent', 12)).toBe(GOAL_LIMITS.wizardMaxGoals)
  })
})

describe('defaultTargetDate', () => {
  test('protects behaviour: a wizard goal is due 90 days after today, across a year end', () => {
    expect(defaultTargetDate('2026-01-01')).toBe('2026-04-01')
    expect(defaultTargetDate('2026-11-22')).toBe('2027-02-20')
    expect(defaultTargetDate('2027-12-01')).toBe('2028-02-29')
  })
})

describe('newSessionDraft', () => {
  test('protects behaviour: a new session defaults to tomorrow at 16:00 for 60 minutes', () => {
    expect(newSessionDraft('s1', '2026-12-31')).toEqual({
      id: 's1',
      session_date: '2027-01-01',
      start_time: '16:00',
      duration: 60,
      notes: '',
    })
  })
})

describe('parseWizardDraft', () => {
  test('protects behaviour: a valid stored draft comes back as it was saved', () => {
    expect(parseWizardDraft(JSON.stringify(validDraft))).toEqual(validDraft)
  })

  test('protects behaviour: nothing stored, or text that is not JSON, counts as no draft', () => {
    for (const raw of [null, '', 'not json', '{"version":1', 'null', '42', '"draft"', '[]']) {
      expect(parseWizardDraft(raw), String(raw)).toBeNull()
    }
  })

  test('protects behaviour: a draft from another version counts as no draft', () => {
    expect(parseWizardDraft(JSON.stringify({ ...validDraft, version: 2 }))).toBeNull()
    expect(parseWizardDraft(JSON.stringify({ ...validDraft, version: '1' }))).toBeNull()
  })

  test('protects behaviour: a draft missing its player, goals or a valid step counts as no draft', () => {
    const { player: _p, ...noPlayer } = validDraft
    const { goals: _g, ...noGoals } = validDraft
    const { step: _s, ...noStep } = validDraft
    const wrongValues = [
      { ...validDraft, goals: {} },
      { ...validDraft, step: 4 },
      { ...validDraft, step: 0 },
    ]
    for (const broken of [noPlayer, noGoals, noStep, ...wrongValues]) {
      expect(parseWizardDraft(JSON.stringify(broken)), JSON.stringify(broken)).toBeNull()
    }
  })
})
