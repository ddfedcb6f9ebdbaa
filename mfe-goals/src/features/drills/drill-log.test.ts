import { describe, expect, it } from 'vitest'
import { drillLog, drillLogFromState } from './drill-log.ts'

describe('drillLog', () => {
  it("protects behaviour: a drill fills Log Training with its pillar's type, its skills and its minutes on the slider's steps", () => {
    expect(drillLog({ pillar: 'mental', skills: ['psychological', 'mental'], minutes: 12 })).toEqual({
      session_type: 'tactical',
      skill_focus: ['mental', 'psychological'],
      duration_minutes: 10,
    })
    // The slider starts at 10 minutes: a 5-minute drill logs as 10.
    expect(drillLog({ pillar: 'technical', skills: ['technical'], minutes: 5 }).duration_minutes).toBe(10)
    expect(drillLog({ pillar: 'physical', skills: ['physical'], minutes: 18 }).duration_minutes).toBe(20)
  })

  it('protects behaviour: only a well-formed drill log in the router state fills the form', () => {
    const log = drillLog({ pillar: 'technical', skills: ['technical'], minutes: 15 })
    expect(drillLogFromState({ drillLog: log })).toEqual(log)
    for (const state of [null, undefined, 'x', {}, { drillLog: null }, { drillLog: { ...log, session_type: 'match-day' } }]) {
      expect(drillLogFromState(state)).toBeNull()
    }
    expect(drillLogFromState({ drillLog: { ...log, skill_focus: ['juggling'] } })).toBeNull()
    expect(drillLogFromState({ drillLog: { ...log, duration_minutes: 500 } })).toBeNull()
  })
})
