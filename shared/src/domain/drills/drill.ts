import type { AgeGroup } from '../age-group.ts'
import type { WizardPillar } from '../goals.ts'
import type { SkillFocus } from '../training.ts'

/**
 * What a drill can ask for (docs/features/drills.md). An empty list means nothing at all (a mental or
 * mobility drill). Cones can always be swapped for shoes, bottles or jumpers; 'wall' is any solid
 * wall it is safe to kick a ball against; 'partner' is a friend, parent or teammate.
 */
export const DRILL_EQUIPMENT = ['ball', 'cones', 'wall', 'goal', 'partner'] as const
export type DrillEquipment = (typeof DRILL_EQUIPMENT)[number]

/**
 * How much room a drill needs: 'indoor' a room (no kicking), 'small' a garden or yard about 10 x 10 m,
 * 'park' an open space about 20 x 20 m, 'half-pitch' a club pitch or large park. Never a road.
 */
export const DRILL_SPACES = ['indoor', 'small', 'park', 'half-pitch'] as const
export type DrillSpace = (typeof DRILL_SPACES)[number]

/** Difficulty: 1 new to it, 2 comfortable, 3 stretching. */
export const DRILL_LEVELS = [1, 2, 3] as const
export type DrillLevel = (typeof DRILL_LEVELS)[number]

/** A drill lasts 5 to 30 minutes; a plan puts several together for a session. */
export const DRILL_MINUTES = { min: 5, max: 30 } as const
export const DRILL_MIN_STEPS = 3
export const DRILL_MIN_COACHING_POINTS = 2

/** A point on the diagram, in metres from the top-left corner of the area (y grows downwards). */
export type DiagramPoint = { x: number; y: number }

/** Who a player marker is: the renderer gives each role its own colour and label. */
export const DIAGRAM_ROLES = ['you', 'partner', 'defender', 'teammate'] as const
export type DiagramRole = (typeof DIAGRAM_ROLES)[number]

/**
 * One thing drawn on the diagram. Every element has an id unique in its diagram.
 * - `player`: a circle at `at` in the colour of its `role`, with an optional short `label` ("A").
 * - `ball`: a ball at `at`.
 * - `cone`: a cone (or any marker) at `at`.
 * - `goal`: a goal mouth drawn as a line from `from` to `to` (the posts).
 * - `wall`: a wall drawn as a thick line from `from` to `to`.
 * - `zone`: a shaded rectangle with corners `from` and `to`, optional `label` ("gate", "calm zone").
 * - `label`: a short text (at most 24 characters) centred on `at`, e.g. "breathe in 4".
 */
export type DiagramElement =
  | { id: string; kind: 'player'; role: DiagramRole; at: DiagramPoint; label?: string }
  | { id: string; kind: 'ball' | 'cone'; at: DiagramPoint }
  | { id: string; kind: 'goal' | 'wall'; from: DiagramPoint; to: DiagramPoint }
  | { id: string; kind: 'zone'; from: DiagramPoint; to: DiagramPoint; label?: string }
  | { id: string; kind: 'label'; at: DiagramPoint; text: string }

export type DiagramElementKind = DiagramElement['kind']

/**
 * How a movement is drawn: 'run' a dashed line (player without the ball), 'dribble' a wavy line (player
 * or ball travelling together), 'pass' a solid arrow (ball), 'shot' a thick arrow (ball).
 */
export const MOVEMENT_KINDS = ['run', 'dribble', 'pass', 'shot'] as const
export type MovementKind = (typeof MOVEMENT_KINDS)[number]

/**
 * One movement of a player or the ball. `path` is the whole line, starting where the element stands at
 * that moment (its `at`, or the end of its previous movement) and passing through every point in turn.
 * `step` orders the animation (1, 2, 3 ...): movements with the same step play together, each step
 * about one second; after the last step the animation starts again. A dribble moves a player and the
 * ball together, so it is written twice (player and ball) with the same step and path.
 */
export type DiagramMovement = { element: string; kind: MovementKind; step: number; path: DiagramPoint[] }

/**
 * A drill's diagram as data, not SVG (docs/features/drills.md): one renderer draws every drill. The
 * area is `width` x `height` metres seen from above; elements are drawn in list order (zones first reads
 * best); movements animate step by step and, under prefers-reduced-motion, the renderer shows the still
 * frame: every element at its starting place with every movement's path drawn as a line or arrow.
 * A diagram without movements is a still picture.
 */
export type DrillDiagram = {
  width: number
  height: number
  elements: DiagramElement[]
  movements: DiagramMovement[]
}

/**
 * A drill of the library (docs/features/drills.md).
 * - `pillar`: the goal wizard pillar it belongs to; `skills`: the Log Training skill focuses it counts
 *   for (always including the pillar), so doing it from a plan pre-fills the form.
 * - `summary`: what it trains, one sentence; `tags`: short search words ("first touch", "weak foot").
 * - `ageGroups`: every age group it suits; `equipment` and `space`: what it needs (see above).
 * - `steps`: what to do, short sentences a 10-year-old can follow; `coachingPoints`: what to watch for.
 * - `progression`: how to make it harder; `next`: the slug of the drill to move on to, when there is one.
 * - `safety`: a reminder shown with the drill (warm up first, drink water, rest), when it needs one.
 */
export type Drill = {
  slug: string
  title: string
  summary: string
  pillar: WizardPillar
  skills: SkillFocus[]
  tags: string[]
  ageGroups: AgeGroup[]
  equipment: DrillEquipment[]
  space: DrillSpace
  minutes: number
  level: DrillLevel
  steps: string[]
  coachingPoints: string[]
  progression: string
  next?: string
  safety?: string
  diagram: DrillDiagram
}

/** True when a drill needs no more than a ball (plus optionally a wall or cones) and a small space or a room. */
export function needsOnlyBallAndSmallSpace(drill: Drill): boolean {
  const small = drill.space === 'small' || drill.space === 'indoor'
  return small && drill.equipment.every((item) => item === 'ball' || item === 'wall' || item === 'cones')
}
