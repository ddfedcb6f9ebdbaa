import { describe, expect, it } from 'vitest'
import { AGE_GROUPS } from '../../age-group.ts'
import { WIZARD_PILLARS } from '../../goals.ts'
import { needsOnlyBallAndSmallSpace } from '../drill.ts'
import { libraryProblems } from '../drill-validation.ts'
import { DRILLS } from './index.ts'

describe('drill content', () => {
  it('every drill passes the validator, slugs and titles are unique, every next drill exists', () => {
    expect(libraryProblems(DRILLS)).toEqual([])
  })

  it('at least 60 drills, at least 12 in each wizard pillar', () => {
    expect(DRILLS.length).toBeGreaterThanOrEqual(60)
    for (const pillar of WIZARD_PILLARS) {
      expect(DRILLS.filter((drill) => drill.pillar === pillar).length, pillar)
        .toBeGreaterThanOrEqual(12)
    }
  })

  it('every age group has at least 20 drills', () => {
    for (const group of AGE_GROUPS) {
      expect(
        DRILLS.filter((drill) => drill.ageGroups.includes(group)).length,
        group,
      ).toBeGreaterThanOrEqual(20)
    }
  })

  it('at least 60% need only a ball (a wall or cones at most) and a small space', () => {
    expect(DRILLS.filter(needsOnlyBallAndSmallSpace).length / DRILLS.length)
      .toBeGreaterThanOrEqual(0.6)
  })

  it('physical drills carry a warm-up and water reminder; technical and tactical drills are animated', () => {
    for (const drill of DRILLS.filter((d) => d.pillar === 'physical')) {
      expect(drill.safety, drill.slug).toBeTruthy()
    }
    for (
      const drill of DRILLS.filter((d) => d.pillar === 'technical' || d.pillar === 'tactical')
    ) {
      expect(drill.diagram.movements.length, drill.slug).toBeGreaterThan(0)
    }
  })
})
