import { describe, expect, it } from 'vitest'
import { needsOnlyBallAndSmallSpace, type Drill } from './drill.ts'
import { diagramProblems, drillProblems, libraryProblems } from './drill-validation.ts'

function drill(overrides: Partial<Drill> = {}): Drill {
  return {
    slug: 'wall-passes',
    title: 'Wall passes',
    summary: 'Passing and first touch off a wall.',
    pillar: 'technical',
    skills: ['technical'],
    tags: ['passing'],
    ageGroups: ['8-12', '13-17', '18+'],
    equipment: ['ball', 'wall'],
    space: 'small',
    minutes: 10,
    level: 1,
    steps: ['Stand 3 big steps from the wall.', 'Pass with the inside of your foot.', 'Stop the ball and pass again.'],
    coachingPoints: ['Lock your ankle.', 'Look at the ball as you strike it.'],
    progression: 'Stand further away.',
    diagram: {
      width: 6,
      height: 4,
      elements: [
        { id: 'wall', kind: 'wall', from: { x: 0, y: 0 }, to: { x: 6, y: 0 } },
        { id: 'you', kind: 'player', role: 'you', at: { x: 3, y: 3.5 } },
        { id: 'ball', kind: 'ball', at: { x: 3, y: 3 } },
      ],
      movements: [
        {
          element: 'ball',
          kind: 'pass',
          step: 1,
          path: [
            { x: 3, y: 3 },
            { x: 3, y: 0 },
          ],
        },
        {
          element: 'ball',
          kind: 'pass',
          step: 2,
          path: [
            { x: 3, y: 0 },
            { x: 3, y: 3 },
          ],
        },
      ],
    },
    ...overrides,
  }
}

describe('drill validation (docs/features/drills.md)', () => {
  it('accepts a complete drill', () => {
    expect(drillProblems(drill())).toEqual([])
  })

  it('asks for 5 to 30 whole minutes, 3 steps, 2 coaching points and the pillar among the skills', () => {
    expect(drillProblems(drill({ minutes: 4 }))).toHaveLength(1)
    expect(drillProblems(drill({ minutes: 31 }))).toHaveLength(1)
    expect(drillProblems(drill({ minutes: 7.5 }))).toHaveLength(1)
    expect(drillProblems(drill({ steps: ['One.', 'Two.'] }))).toEqual(['the drill needs at least 3 steps'])
    expect(drillProblems(drill({ coachingPoints: ['One.'] }))).toEqual(['the drill needs at least 2 coaching points'])
    expect(drillProblems(drill({ skills: ['tactical'] }))).toEqual(['the skill focuses must include the pillar'])
    expect(drillProblems(drill({ slug: 'Wall passes' }))).toHaveLength(1)
    expect(drillProblems(drill({ next: 'wall-passes' }))).toEqual(['a drill cannot lead on to itself'])
  })

  it('finds duplicate ids, elements outside the area and movements of missing or fixed elements', () => {
    const base = drill().diagram
    expect(diagramProblems({ ...base, elements: [...base.elements, { id: 'you', kind: 'cone', at: { x: 1, y: 1 } }] })).toEqual([
      'element id "you" is used twice',
    ])
    expect(diagramProblems({ ...base, elements: [...base.elements, { id: 'c1', kind: 'cone', at: { x: 7, y: 1 } }] })).toEqual([
      'element "c1" is outside the area',
    ])
    expect(
      diagramProblems({
        ...base,
        movements: [
          {
            element: 'ghost',
            kind: 'run',
            step: 1,
            path: [
              { x: 1, y: 1 },
              { x: 2, y: 2 },
            ],
          },
        ],
      }),
    ).toEqual(['movement of "ghost" (step 1) refers to no element'])
    expect(
      diagramProblems({
        ...base,
        movements: [
          {
            element: 'wall',
            kind: 'run',
            step: 1,
            path: [
              { x: 0, y: 0 },
              { x: 2, y: 2 },
            ],
          },
        ],
      }),
    ).toHaveLength(1)
  })

  it('asks every movement to start where its element stands and stay inside the area', () => {
    const base = drill().diagram
    const jump = {
      element: 'ball',
      kind: 'pass' as const,
      step: 1,
      path: [
        { x: 1, y: 1 },
        { x: 3, y: 0 },
      ],
    }
    expect(diagramProblems({ ...base, movements: [jump] })).toEqual(['movement of "ball" (step 1) does not start where the element is'])
    const away = {
      element: 'you',
      kind: 'run' as const,
      step: 1,
      path: [
        { x: 3, y: 3.5 },
        { x: 3, y: 9 },
      ],
    }
    expect(diagramProblems({ ...base, movements: [away] })).toEqual(['movement of "you" (step 1) leaves the area'])
  })

  it('finds duplicate slugs and titles and a next drill that does not exist', () => {
    expect(libraryProblems([drill(), drill({ slug: 'other' })])).toEqual(['title "Wall passes" is used twice'])
    expect(libraryProblems([drill(), drill({ title: 'Other' })])).toEqual(['slug "wall-passes" is used twice'])
    expect(libraryProblems([drill({ next: 'missing' })])).toEqual(['"wall-passes" leads on to "missing", which is not in the library'])
  })

  it('asks the next drill to suit every age group of the drill that leads to it', () => {
    const older = drill({ slug: 'long-wall-passes', title: 'Long wall passes', ageGroups: ['13-17', '18+'] })
    expect(libraryProblems([drill({ next: 'long-wall-passes' }), older])).toEqual([
      '"wall-passes" leads on to "long-wall-passes", which does not suit all of its age groups',
    ])
    expect(libraryProblems([drill({ next: 'long-wall-passes', ageGroups: ['18+'] }), older])).toEqual([])
  })

  it('counts a ball, a wall and cones in a small space as a drill for home', () => {
    expect(needsOnlyBallAndSmallSpace(drill())).toBe(true)
    expect(needsOnlyBallAndSmallSpace(drill({ equipment: [], space: 'indoor' }))).toBe(true)
    expect(needsOnlyBallAndSmallSpace(drill({ equipment: ['ball', 'partner'] }))).toBe(false)
    expect(needsOnlyBallAndSmallSpace(drill({ space: 'half-pitch' }))).toBe(false)
  })
})
