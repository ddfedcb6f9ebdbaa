import { describe, expect, test } from 'vitest'
import { recommendGoals } from '@app/shared/domain/goal-catalogue.ts'
import { findPlayerStyle } from '@app/shared/domain/player-styles.ts'
import { toSaveRequest } from './to-save-request.ts'
import { addCustomGoal, addSession, changeSession, newDraft, removeGoal, toggleRecommended } from './wizard-draft-updates.ts'

const TODAY = '2026-03-10'
const player = { styleId: 'playmaker', age: 14, ageGroup: '13-17', skill_level: 'intermediate' } as const
const recommended = recommendGoals('13-17', findPlayerStyle('playmaker')!)
const custom = { title: ' Weak foot ', description: ' Left foot every day ', pillar: 'physical' } as const

function withGoals(count: number) {
  let draft = newDraft(player)
  for (const goal of recommended.slice(0, count)) {
    const r = toggleRecommended(draft, goal, TODAY)
    if (r.ok) draft = r.draft
  }
  return draft
}

describe('wizard draft updates', () => {
  test('protects behaviour: a selected goal targets 90 days out, and selecting it again deselects it', () => {
    const one = withGoals(1)
    expect(one.goals).toEqual([expect.objectContaining({ id: recommended[0]!.id, target_date: '2026-06-08', sessions: [] })])
    const again = toggleRecommended(one, recommended[0]!, TODAY)
    expect(again.ok && again.draft.goals).toEqual([])
  })

  test('protects behaviour: a 4th goal, recommended or custom, is refused and the draft is unchanged', () => {
    const three = withGoals(3)
    expect(addCustomGoal(three, custom, 'x', TODAY)).toEqual({ ok: false, reason: 'max' })
    const two = removeGoal(three, recommended[2]!.id)
    const added = addCustomGoal(two, custom, 'x', TODAY)
    expect(added.ok).toBe(true)
    if (added.ok) expect(toggleRecommended(added.draft, recommended[2]!, TODAY)).toEqual({ ok: false, reason: 'max' })
  })

  test("protects behaviour: a goal past the plan's limit (2 for a new free account) is refused", () => {
    const two = withGoals(2)
    expect(toggleRecommended(two, recommended[2]!, TODAY, 2)).toEqual({ ok: false, reason: 'max' })
    expect(addCustomGoal(two, custom, 'x', TODAY, 2)).toEqual({ ok: false, reason: 'max' })
    expect(toggleRecommended(two, recommended[0]!, TODAY, 2).ok).toBe(true)
  })

  test('protects behaviour: a custom goal is a trimmed process goal', () => {
    const r = addCustomGoal(newDraft(player), custom, 'abc', TODAY)
    expect(r.ok && r.draft.goals[0]).toMatchObject({
      id: 'custom-abc',
      title: 'Weak foot',
      description: 'Left foot every day',
      goal_type: 'process',
      pillar: 'physical',
    })
  })

  test('protects behaviour: the save request carries each goal with its sessions and no draft ids', () => {
    let draft = withGoals(1)
    const goalId = recommended[0]!.id
    draft = addSession(draft, goalId, 's1', TODAY)
    draft = changeSession(draft, goalId, 's1', { duration: 45, notes: 'Wall passes' })
    draft = { ...draft, goals: draft.goals.map((g) => ({ ...g, target_date: '' })) }
    expect(toSaveRequest(draft)).toEqual({
      goals: [
        {
          title: recommended[0]!.title,
          description: recommended[0]!.description,
          pillar: recommended[0]!.pillar,
          goal_type: recommended[0]!.goal_type,
          target_date: null,
          sessions: [{ session_date: '2026-03-11', start_time: '16:00', duration: 45, notes: 'Wall passes' }],
        },
      ],
    })
  })
})
