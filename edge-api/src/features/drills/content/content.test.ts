import assert from 'node:assert/strict'
import { AGE_GROUPS } from '@app/shared/domain/age-group.ts'
import { needsOnlyBallAndSmallSpace } from '@app/shared/domain/drills/drill.ts'
import { libraryProblems } from '@app/shared/domain/drills/drill-validation.ts'
import { WIZARD_PILLARS } from '@app/shared/domain/goals.ts'
import { DRILLS } from './index.ts'

Deno.test('drill content: every drill passes the validator, slugs and titles are unique, every next drill exists', () => {
  assert.deepEqual(libraryProblems(DRILLS), [])
})

Deno.test('drill content: at least 60 drills, at least 12 in each wizard pillar', () => {
  assert.ok(DRILLS.length >= 60, `${DRILLS.length} drills`)
  for (const pillar of WIZARD_PILLARS) {
    const count = DRILLS.filter((drill) => drill.pillar === pillar).length
    assert.ok(count >= 12, `${pillar}: ${count} drills`)
  }
})

Deno.test('drill content: every age group has at least 20 drills', () => {
  for (const group of AGE_GROUPS) {
    const count = DRILLS.filter((drill) => drill.ageGroups.includes(group)).length
    assert.ok(count >= 20, `${group}: ${count} drills`)
  }
})

Deno.test('drill content: at least 60% need only a ball (a wall or cones at most) and a small space', () => {
  const atHome = DRILLS.filter(needsOnlyBallAndSmallSpace).length
  assert.ok(atHome / DRILLS.length >= 0.6, `${atHome} of ${DRILLS.length}`)
})

Deno.test('drill content: physical drills carry a warm-up and water reminder; technical and tactical drills are animated', () => {
  for (const drill of DRILLS.filter((d) => d.pillar === 'physical')) assert.ok(drill.safety, `${drill.slug} needs a safety reminder`)
  for (const drill of DRILLS.filter((d) => d.pillar === 'technical' || d.pillar === 'tactical')) {
    assert.ok(drill.diagram.movements.length > 0, `${drill.slug} needs movements in its diagram`)
  }
})
