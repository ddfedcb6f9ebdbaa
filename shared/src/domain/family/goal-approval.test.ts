import { describe, expect, it } from 'vitest'
import { approvalAfterEdit, mayComplete, newGoalApproval } from './goal-approval.ts'

const child = { relationship: 'child', goalApproval: true, isAdmin: false }

describe('goal approval', () => {
  it("holds a new goal only for a child whose admin turned approval on, while the family's plan is active", () => {
    expect(newGoalApproval(child, true)).toBe('pending')
    expect(newGoalApproval(child, false)).toBeNull()
    expect(newGoalApproval({ ...child, goalApproval: false }, true)).toBeNull()
    expect(newGoalApproval({ ...child, relationship: 'parent' }, true)).toBeNull()
    expect(newGoalApproval({ ...child, isAdmin: true }, true)).toBeNull()
    expect(newGoalApproval(null, true)).toBeNull()
  })

  it('asks again when a sent-back goal is edited, and keeps any other state', () => {
    expect(approvalAfterEdit('declined')).toBe('pending')
    expect(approvalAfterEdit('pending')).toBe('pending')
    expect(approvalAfterEdit(null)).toBeNull()
  })

  it('lets a goal be completed only once nothing is awaited', () => {
    expect([mayComplete(null), mayComplete('pending'), mayComplete('declined')]).toEqual([true, false, false])
  })
})
