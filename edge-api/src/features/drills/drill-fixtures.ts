import type { Drill } from '@app/shared/domain/drills/drill.ts'

/** A drill of the content's shape, for tests: `change` sets what a test is about. */
export function fixtureDrill(change: Partial<Drill> & { slug: string }): Drill {
  return {
    title: `Drill ${change.slug}`,
    summary: 'Works on a clean first touch.',
    pillar: 'technical',
    skills: ['technical'],
    tags: ['first touch'],
    ageGroups: ['8-12', '13-17'],
    equipment: ['ball'],
    space: 'small',
    minutes: 10,
    level: 1,
    steps: ['Stand still.', 'Pass.', 'Control.'],
    coachingPoints: ['Soft ankle.', 'Look up.'],
    progression: 'Use your weaker foot.',
    diagram: {
      width: 10,
      height: 6,
      elements: [{ id: 'you', kind: 'player', role: 'you', at: { x: 2, y: 3 } }, { id: 'ball', kind: 'ball', at: { x: 3, y: 3 } }],
      movements: [{ element: 'ball', kind: 'pass', step: 1, path: [{ x: 3, y: 3 }, { x: 9, y: 3 }] }],
    },
    ...change,
  }
}

/** Four drills covering each filter: pillar, age group, equipment, minutes and search words. */
export const FIXTURE_DRILLS: Drill[] = [
  fixtureDrill({
    slug: 'wall-passes',
    title: 'Wall Passes',
    equipment: ['ball', 'wall'],
    tags: ['passing', 'weak foot'],
    next: 'cone-weave',
  }),
  fixtureDrill({ slug: 'cone-weave', title: 'Cone Weave', equipment: ['ball', 'cones'], minutes: 15, level: 2, tags: ['dribbling'] }),
  fixtureDrill({
    slug: 'box-breathing',
    title: 'Box Breathing',
    pillar: 'mental',
    skills: ['mental'],
    summary: 'Calm nerves before a game.',
    equipment: [],
    space: 'indoor',
    minutes: 5,
    tags: ['calm', '100%'],
    ageGroups: ['8-12', '13-17', '18+'],
  }),
  fixtureDrill({
    slug: 'shuttle-sprints',
    title: 'Shuttle Sprints',
    pillar: 'physical',
    skills: ['physical'],
    summary: 'Speed over short distances.',
    equipment: ['cones', 'partner'],
    space: 'park',
    minutes: 20,
    level: 3,
    ageGroups: ['18+'],
    safety: 'Warm up first.',
    tags: ['speed'],
  }),
]
