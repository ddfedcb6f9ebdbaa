import { describe, expect, it } from 'vitest'
import { tierAllows } from './tier-features.ts'

describe('tierAllows', () => {
  it('keeps notifications off the free tier and the family dashboard (after its trial) for Parent only', () => {
    expect([tierAllows('free', 'notifications'), tierAllows('pro', 'notifications'), tierAllows('parent', 'notifications')]).toEqual([
      false,
      true,
      true,
    ])
    expect([tierAllows('free', 'familyDashboard'), tierAllows('pro', 'familyDashboard'), tierAllows('parent', 'familyDashboard')]).toEqual([
      false,
      false,
      true,
    ])
  })

  it('gives the team drills (coach communication) to the Parent plan only', () => {
    expect([
      tierAllows('free', 'coachCommunication'),
      tierAllows('pro', 'coachCommunication'),
      tierAllows('parent', 'coachCommunication'),
    ]).toEqual([false, false, true])
  })
})
