import { describe, expect, it } from 'vitest'
import type { Drill } from './drill.ts'
import { drillSearchText, searchDrills, searchWords } from './drill-search.ts'

function drill(change: Partial<Drill> & { slug: string }): Drill {
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
    diagram: { width: 10, height: 6, elements: [], movements: [] },
    ...change,
  }
}

const LIBRARY = [
  drill({ slug: 'wall-passes', title: 'Wall Passes', equipment: ['ball', 'wall'], tags: ['passing', 'weak foot'] }),
  drill({ slug: 'cone-weave', title: 'Cone Weave', equipment: ['ball', 'cones'], minutes: 15, level: 2, tags: ['dribbling'] }),
  drill({
    slug: 'box-breathing',
    title: 'Box Breathing',
    pillar: 'mental',
    summary: 'Calm nerves.',
    equipment: [],
    minutes: 5,
    tags: ['100%'],
  }),
  drill({
    slug: 'shuttles',
    title: 'Shuttles',
    pillar: 'physical',
    equipment: ['cones', 'partner'],
    minutes: 20,
    level: 3,
    ageGroups: ['18+'],
  }),
]
const find = (search: Parameters<typeof searchDrills>[1]) => searchDrills(LIBRARY, search).map((d) => d.slug)

describe('drill search', () => {
  it('protects behaviour: no filter finds every drill, easiest then shortest first', () => {
    expect(find({})).toEqual(['box-breathing', 'wall-passes', 'cone-weave', 'shuttles'])
  })

  it('protects behaviour: filters by pillar, age group, minutes and only what the player has, together', () => {
    expect(find({ pillar: 'technical' })).toEqual(['wall-passes', 'cone-weave'])
    expect(find({ age_group: '18+' })).toEqual(['shuttles'])
    expect(find({ equipment: ['ball', 'wall'] })).toEqual(['box-breathing', 'wall-passes'])
    expect(find({ equipment: [] })).toEqual(['box-breathing'])
    expect(find({ max_minutes: 10 })).toEqual(['box-breathing', 'wall-passes'])
    expect(find({ pillar: 'technical', equipment: ['ball', 'cones'], max_minutes: 15, age_group: '8-12' })).toEqual(['cone-weave'])
  })

  it('protects behaviour: every word of the search must be in the title, summary or tags, any case, % as itself', () => {
    expect(find({ q: 'WALL' })).toEqual(['wall-passes'])
    expect(find({ q: 'weak foot' })).toEqual(['wall-passes'])
    expect(find({ q: 'calm nerves' })).toEqual(['box-breathing'])
    expect(find({ q: '%' })).toEqual(['box-breathing'])
    expect(find({ q: 'zzz' })).toEqual([])
    expect(find({ q: '   ' })).toHaveLength(4)
    expect(searchWords('  First   TOUCH ')).toEqual(['first', 'touch'])
    expect(drillSearchText(LIBRARY[0]!)).toBe('wall passes works on a clean first touch. passing weak foot')
  })
})
