import {
  DRILL_MIN_COACHING_POINTS,
  DRILL_MIN_STEPS,
  DRILL_MINUTES,
  type DiagramElement,
  type DiagramPoint,
  type Drill,
  type DrillDiagram,
} from './drill.ts'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MOVABLE = new Set<DiagramElement['kind']>(['player', 'ball'])
const SAME_PLACE = 0.01

function pointsOf(element: DiagramElement): DiagramPoint[] {
  return 'at' in element ? [element.at] : [element.from, element.to]
}

function inside(diagram: DrillDiagram, point: DiagramPoint): boolean {
  return point.x >= 0 && point.y >= 0 && point.x <= diagram.width && point.y <= diagram.height
}

function samePlace(a: DiagramPoint, b: DiagramPoint): boolean {
  return Math.abs(a.x - b.x) <= SAME_PLACE && Math.abs(a.y - b.y) <= SAME_PLACE
}

/** Problems with a diagram (docs/features/drills.md), each a short sentence; empty when it is fine. */
export function diagramProblems(diagram: DrillDiagram): string[] {
  const problems: string[] = []
  if (!(diagram.width > 0 && diagram.height > 0)) problems.push('the area needs a width and a height')
  const byId = new Map<string, DiagramElement>()
  for (const element of diagram.elements) {
    if (byId.has(element.id)) problems.push(`element id "${element.id}" is used twice`)
    byId.set(element.id, element)
    if (!pointsOf(element).every((point) => inside(diagram, point))) problems.push(`element "${element.id}" is outside the area`)
    if (element.kind === 'label' && (element.text.length === 0 || element.text.length > 24)) {
      problems.push(`label "${element.id}" needs 1 to 24 characters`)
    }
  }
  const where = new Map<string, DiagramPoint>()
  const ordered = [...diagram.movements].sort((a, b) => a.step - b.step)
  for (const movement of ordered) {
    const element = byId.get(movement.element)
    const name = `movement of "${movement.element}" (step ${movement.step})`
    if (!element) {
      problems.push(`${name} refers to no element`)
      continue
    }
    if (!MOVABLE.has(element.kind) || !('at' in element)) problems.push(`${name} moves a ${element.kind}, only players and balls move`)
    if (!Number.isInteger(movement.step) || movement.step < 1) problems.push(`${name} needs a whole step of 1 or more`)
    if (movement.path.length < 2) problems.push(`${name} needs at least two points`)
    if (!movement.path.every((point) => inside(diagram, point))) problems.push(`${name} leaves the area`)
    const start = where.get(element.id) ?? ('at' in element ? element.at : undefined)
    if (start && movement.path[0] && !samePlace(start, movement.path[0])) problems.push(`${name} does not start where the element is`)
    const end = movement.path.at(-1)
    if (end) where.set(element.id, end)
  }
  return problems
}

/** Problems with a drill (docs/features/drills.md), each a short sentence; empty when it is fine. */
export function drillProblems(drill: Drill): string[] {
  const problems: string[] = []
  if (!SLUG.test(drill.slug)) problems.push('the slug must be lowercase words joined by hyphens')
  if (drill.title.trim() === '') problems.push('the drill needs a title')
  if (drill.summary.trim() === '') problems.push('the drill needs a summary of what it trains')
  if (!Number.isInteger(drill.minutes) || drill.minutes < DRILL_MINUTES.min || drill.minutes > DRILL_MINUTES.max) {
    problems.push(`minutes must be a whole number from ${DRILL_MINUTES.min} to ${DRILL_MINUTES.max}`)
  }
  if (drill.steps.length < DRILL_MIN_STEPS) problems.push(`the drill needs at least ${DRILL_MIN_STEPS} steps`)
  if (drill.coachingPoints.length < DRILL_MIN_COACHING_POINTS) {
    problems.push(`the drill needs at least ${DRILL_MIN_COACHING_POINTS} coaching points`)
  }
  if ([...drill.steps, ...drill.coachingPoints].some((line) => line.trim() === ''))
    problems.push('steps and coaching points cannot be empty')
  if (drill.ageGroups.length === 0) problems.push('the drill must suit at least one age group')
  if (new Set(drill.ageGroups).size !== drill.ageGroups.length) problems.push('an age group is listed twice')
  if (new Set(drill.equipment).size !== drill.equipment.length) problems.push('an item of equipment is listed twice')
  if (!drill.skills.includes(drill.pillar)) problems.push('the skill focuses must include the pillar')
  if (drill.progression.trim() === '') problems.push('the drill needs a progression')
  if (drill.next === drill.slug) problems.push('a drill cannot lead on to itself')
  return [...problems, ...diagramProblems(drill.diagram)]
}

/** Problems across a whole library: unique slugs and titles, every `next` pointing at a drill for the same ages. */
export function libraryProblems(drills: readonly Drill[]): string[] {
  const problems: string[] = []
  const slugs = new Set<string>()
  const titles = new Set<string>()
  for (const drill of drills) {
    if (slugs.has(drill.slug)) problems.push(`slug "${drill.slug}" is used twice`)
    slugs.add(drill.slug)
    const title = drill.title.trim().toLowerCase()
    if (titles.has(title)) problems.push(`title "${drill.title}" is used twice`)
    titles.add(title)
  }
  const bySlug = new Map(drills.map((drill) => [drill.slug, drill]))
  for (const drill of drills) {
    const next = drill.next ? bySlug.get(drill.next) : undefined
    if (drill.next && !next) problems.push(`"${drill.slug}" leads on to "${drill.next}", which is not in the library`)
    // A player follows `next` from a drill that suits their age, so it must suit that age too.
    if (next && !drill.ageGroups.every((group) => next.ageGroups.includes(group))) {
      problems.push(`"${drill.slug}" leads on to "${next.slug}", which does not suit all of its age groups`)
    }
    for (const problem of drillProblems(drill)) problems.push(`${drill.slug}: ${problem}`)
  }
  return problems
}
