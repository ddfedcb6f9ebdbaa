import type { DrillSummary, DrillView } from '../../schemas/drills.ts'
import type { Drill } from './drill.ts'

/** Wire shapes of a drill (shared/src/schemas/drills.ts), the same from the API and from demo mode. */

/** A drill as the library's list shows it. */
export function toDrillSummary(drill: Drill): DrillSummary {
  return {
    slug: drill.slug,
    title: drill.title,
    summary: drill.summary,
    pillar: drill.pillar,
    age_groups: drill.ageGroups,
    equipment: drill.equipment,
    space: drill.space,
    minutes: drill.minutes,
    level: drill.level,
  }
}

/** A whole drill, with the slug and title of the drill its progression leads to (null when none is in the library). */
export function toDrillView(drill: Drill, next: DrillView['next']): DrillView {
  return {
    ...toDrillSummary(drill),
    skills: drill.skills,
    tags: drill.tags,
    steps: drill.steps,
    coaching_points: drill.coachingPoints,
    progression: drill.progression,
    next,
    safety: drill.safety ?? null,
    diagram: drill.diagram,
  }
}
