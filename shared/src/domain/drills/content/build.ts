import type { AgeGroup } from '../../age-group.ts'
import type { DiagramElement, DiagramMovement, DiagramPoint, DiagramRole, DrillDiagram, MovementKind } from '../drill.ts'

/** Short builders for the drill diagrams (docs/features/drills.md): points are `[x, y]` in metres. */
export type XY = [number, number]

const point = ([x, y]: XY): DiagramPoint => ({ x, y })

export const player = (id: string, role: DiagramRole, at: XY, label?: string): DiagramElement =>
  label ? { id, kind: 'player', role, at: point(at), label } : { id, kind: 'player', role, at: point(at) }
export const you = (at: XY, id = 'you'): DiagramElement => player(id, 'you', at)
export const ball = (at: XY, id = 'ball'): DiagramElement => ({ id, kind: 'ball', at: point(at) })
export const cone = (id: string, at: XY): DiagramElement => ({ id, kind: 'cone', at: point(at) })
/** Cones `c1`, `c2` ... (or `<prefix>1` ...) at the given places. */
export const cones = (places: XY[], prefix = 'c'): DiagramElement[] => places.map((at, i) => cone(`${prefix}${i + 1}`, at))
export const goal = (from: XY, to: XY, id = 'goal'): DiagramElement => ({ id, kind: 'goal', from: point(from), to: point(to) })
export const wall = (from: XY, to: XY, id = 'wall'): DiagramElement => ({ id, kind: 'wall', from: point(from), to: point(to) })
export const zone = (id: string, from: XY, to: XY, label?: string): DiagramElement =>
  label ? { id, kind: 'zone', from: point(from), to: point(to), label } : { id, kind: 'zone', from: point(from), to: point(to) }
export const text = (id: string, at: XY, words: string): DiagramElement => ({ id, kind: 'label', at: point(at), text: words })

export const move = (element: string, kind: MovementKind, step: number, path: XY[]): DiagramMovement => ({
  element,
  kind,
  step,
  path: path.map(point),
})
/** A dribble: the player and the ball travel the same path in the same step. */
export const dribble = (step: number, path: XY[], playerId = 'you', ballId = 'ball'): DiagramMovement[] => [
  move(playerId, 'dribble', step, path),
  move(ballId, 'dribble', step, path),
]

export const diagram = (
  width: number,
  height: number,
  elements: DiagramElement[],
  movements: (DiagramMovement | DiagramMovement[])[] = [],
): DrillDiagram => ({
  width,
  height,
  elements,
  movements: movements.flat(),
})

/** Age groups a drill suits: every group, or the older two. */
export const ALL_AGES: AgeGroup[] = ['8-12', '13-17', '18+']
export const TEENS_AND_ADULTS: AgeGroup[] = ['13-17', '18+']

/** The reminder every physical drill carries (docs/features/drills.md). */
export const WARM_UP_AND_WATER = 'Warm up for 5 minutes first, drink water between sets and stop if anything hurts.'
