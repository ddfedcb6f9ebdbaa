import { describe, expect, test } from 'vitest'
import { AGE_GROUPS } from './age-group.ts'
import { GOAL_CATALOGUE, recommendGoals } from './goal-catalogue.ts'
import { GOAL_LIMITS, GOAL_TYPES, WIZARD_PILLARS } from './goals.ts'
import { PLAYER_STYLES } from './player-styles.ts'

describe('GOAL_CATALOGUE', () => {
  test('protects behaviour: every age group has exactly one process, performance and outcome goal in each of the four pillars', () => {
    expect(GOAL_CATALOGUE).toHaveLength(AGE_GROUPS.length * WIZARD_PILLARS.length * GOAL_TYPES.length)
    for (const ageGroup of AGE_GROUPS) {
      for (const pillar of WIZARD_PILLARS) {
        for (const goal_type of GOAL_TYPES) {
          const matches = GOAL_CATALOGUE.filter((g) => g.ageGroup === ageGroup && g.pillar === pillar && g.goal_type === goal_type)
          expect(matches.map((g) => g.id)).toEqual([`${ageGroup}/${pillar}/${goal_type}`])
        }
      }
    }
  })

  test('protects behaviour: ids are unique across the catalogue', () => {
    expect(new Set(GOAL_CATALOGUE.map((g) => g.id)).size).toBe(GOAL_CATALOGUE.length)
  })

  test('protects behaviour: titles and descriptions are filled, fit the goal form limits and do not repeat within an age group', () => {
    for (const goal of GOAL_CATALOGUE) {
      expect(goal.title.trim().length, goal.id).toBeGreaterThan(0)
      expect(goal.title.length, goal.id).toBeLessThanOrEqual(GOAL_LIMITS.titleMaxLength)
      expect(goal.description.trim().length, goal.id).toBeGreaterThan(0)
      expect(goal.description.length, goal.id).toBeLessThanOrEqual(GOAL_LIMITS.descriptionMaxLength)
    }
    for (const ageGroup of AGE_GROUPS) {
      const goals = GOAL_CATALOGUE.filter((g) => g.ageGroup === ageGroup)
      expect(new Set(goals.map((g) => g.title.toLowerCase())).size, ageGroup).toBe(goals.length)
      expect(new Set(goals.map((g) => g.description.toLowerCase())).size, ageGroup).toBe(goals.length)
    }
  })
})

describe('recommendGoals', () => {
  for (const ageGroup of AGE_GROUPS) {
    for (const style of PLAYER_STYLES) {
      test(`protects behaviour: ${style.id} in ${ageGroup} gets at most 3 goals, at most 2 per focus pillar, all from its age group`, () => {
        const goals = recommendGoals(ageGroup, style)
        expect(goals.length).toBeGreaterThan(0)
        expect(goals.length).toBeLessThanOrEqual(GOAL_LIMITS.wizardMaxGoals)
        for (const goal of goals) {
          expect(goal.ageGroup).toBe(ageGroup)
          expect(style.focusPillars).toContain(goal.pillar)
        }
        for (const pillar of style.focusPillars) {
          expect(goals.filter((g) => g.pillar === pillar).length).toBeLessThanOrEqual(2)
        }
        expect(new Set(goals.map((g) => g.id)).size).toBe(goals.length)
      })
    }
  }

  test('protects behaviour: the order is stable, focus pillars in style order and process before performance before outcome', () => {
    expect(recommendGoals('13-17', { focusPillars: ['technical', 'tactical'] }).map((g) => g.id)).toEqual([
      '13-17/technical/process',
      '13-17/technical/performance',
      '13-17/tactical/process',
    ])
    expect(recommendGoals('18+', { focusPillars: ['mental', 'physical'] }).map((g) => g.id)).toEqual([
      '18+/mental/process',
      '18+/mental/performance',
      '18+/physical/process',
    ])
    expect(recommendGoals('8-12', PLAYER_STYLES[2]!)).toEqual(recommendGoals('8-12', PLAYER_STYLES[2]!))
  })

  test('protects behaviour: a style naming one pillar twice still gets at most 2 goals from it', () => {
    expect(recommendGoals('8-12', { focusPillars: ['physical', 'physical'] }).map((g) => g.id)).toEqual([
      '8-12/physical/process',
      '8-12/physical/performance',
    ])
  })
})
