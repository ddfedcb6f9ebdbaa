import type { AgeGroup } from '../age-group.ts'
import type { WizardPillar } from '../goals.ts'
import type { Drill, DrillEquipment } from './drill.ts'

/**
 * The drill library's search (docs/features/drills.md), once: the API keeps the same rule as
 * conditions on the drills table's columns (edge-api/src/features/drills/drills.routes.ts, a test
 * runs both over the same queries), and demo mode answers from the content with these functions.
 */

/** A library search after DrillListQuery has checked it: `equipment` is what the player has. */
export type DrillSearch = {
  pillar?: WizardPillar
  age_group?: AgeGroup
  equipment?: readonly DrillEquipment[]
  max_minutes?: number
  q?: string
}

/** The text a search looks in: the title, summary and tags, lower case. */
export function drillSearchText(drill: Pick<Drill, 'title' | 'summary' | 'tags'>): string {
  return [drill.title, drill.summary, ...drill.tags].join(' ').toLowerCase()
}

/** The words of a search, each of which a drill must hold (as text: % and _ mean themselves). */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').toLowerCase().split(/\s+/).filter(Boolean)
}

/**
 * True when the drill passes every filter set: its pillar, one of its age groups, nothing needed
 * that the player does not have, at most so many minutes, and every word of the search.
 */
export function matchesSearch(drill: Drill, search: DrillSearch): boolean {
  if (search.pillar && drill.pillar !== search.pillar) return false
  if (search.age_group && !drill.ageGroups.includes(search.age_group)) return false
  if (search.equipment) {
    const have = new Set<DrillEquipment>(search.equipment)
    if (!drill.equipment.every((item) => have.has(item))) return false
  }
  if (search.max_minutes !== undefined && drill.minutes > search.max_minutes) return false
  const text = drillSearchText(drill)
  return searchWords(search.q).every((word) => text.includes(word))
}

/** The library's order: easiest first, then shortest, then by title (as the database sorts text). */
export function compareDrills(a: Drill, b: Drill): number {
  return a.level - b.level || a.minutes - b.minutes || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0)
}

/** The drills a search finds, in the library's order. */
export function searchDrills(drills: readonly Drill[], search: DrillSearch): Drill[] {
  return drills.filter((drill) => matchesSearch(drill, search)).sort(compareDrills)
}
