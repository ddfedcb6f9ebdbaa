import { describe, expect, test } from 'vitest'
import type { Goal } from '@app/shared/schemas/goals.ts'
import { goalsInTab, matchesSearch } from './filter-goals.ts'

const goal = (over: Partial<Goal>): Goal => ({
  id: '1',
  user_id: 'u',
  title: 'Juggle 50 times',
  description: null,
  pillar: 'technical',
  goal_type: 'process',
  target_date: null,
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  completed_at: null,
  approval: null,
  approval_note: null,
  ...over,
})

describe('matchesSearch', () => {
  test('protects behaviour: search finds a goal by its title or its description, ignoring case', () => {
    expect(matchesSearch(goal({}), 'JUGGLE')).toBe(true)
    expect(matchesSearch(goal({ description: 'Weak foot passing' }), 'weak FOOT')).toBe(true)
    expect(matchesSearch(goal({ description: null }), 'passing')).toBe(false)
  })
  test('protects behaviour: a blank search shows every goal', () => {
    expect(matchesSearch(goal({}), '   ')).toBe(true)
  })
})

describe('goalsInTab', () => {
  test('protects behaviour: the Active and Completed tabs show only goals in that state', () => {
    const goals = [goal({ id: 'a' }), goal({ id: 'b', status: 'completed' })]
    expect(goalsInTab(goals, 'all').map((g) => g.id)).toEqual(['a', 'b'])
    expect(goalsInTab(goals, 'active').map((g) => g.id)).toEqual(['a'])
    expect(goalsInTab(goals, 'completed').map((g) => g.id)).toEqual(['b'])
  })
})
