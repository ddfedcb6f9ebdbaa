import { SKILL_PROGRESS } from '@app/shared/domain/skill-progress.ts'

/**
 * The skill radar's shapes, as pure maths so they can be tested without a browser. Axis 0 points
 * straight up and the rest follow clockwise, evenly spaced; a value sits on its axis at
 * value/scale of the radius, where the scale is the outer ring's level (skill levels run 0 to 100).
 */
export type Point = { x: number; y: number }
export type LabelPlacement = Point & { anchor: 'start' | 'middle' | 'end' }

/** The outer ring's possible levels; the five rings ("skill radar (5 rings)") divide it evenly. */
export const RADAR_SCALES = [20, 40, 60, 80, 100] as const
const RING_COUNT = 5

/**
 * The outer ring's level: the smallest scale that holds the player's best skill. A skill gains about
 * a level a session, so on a fixed 0-100 chart a young player's first months were a dot at the centre.
 */
export function radarScale(values: readonly number[]): number {
  const best = Math.max(0, ...values.map(clampLevel))
  return RADAR_SCALES.find((scale) => best <= scale) ?? SKILL_PROGRESS.maxLevel
}

export type RadarInput = {
  /** One level per axis, 0 to 100 (clamped). */
  values: readonly number[]
  /** The outer ring's level; by default the smallest of RADAR_SCALES that holds every value. */
  scale?: number
  center: number
  radius: number
  /** How far past the outer ring the axis labels sit. */
  labelGap?: number
}

export type RadarShapes = {
  /** The outer ring's level. */
  scale: number
  /** SVG `points` for each ring, innermost first. */
  rings: string[]
  /** The outer end of each axis. */
  axes: Point[]
  /** SVG `points` of the player's levels. */
  polygon: string
  /** The polygon's corners (for dots on the values). */
  vertices: Point[]
  labels: LabelPlacement[]
}

const round = (n: number) => Math.round(n * 100) / 100

/** Clamps a level into the radar's 0 to 100 range (NaN counts as 0). */
export function clampLevel(value: number): number {
  return Number.isFinite(value) ? Math.min(SKILL_PROGRESS.maxLevel, Math.max(0, value)) : 0
}

/** The point on axis `index` of `count` at `fraction` (0 centre, 1 outer ring) of the radius. */
export function pointOnAxis(index: number, count: number, fraction: number, center: number, radius: number): Point {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count
  return { x: round(center + Math.cos(angle) * radius * fraction), y: round(center + Math.sin(angle) * radius * fraction) }
}

/** Points written the way SVG's `points` attribute reads them: "x,y x,y …". */
export function toSvgPoints(points: readonly Point[]): string {
  return points.map((p) => `${p.x},${p.y}`).join(' ')
}

/** Text left of centre ends at its point, right of centre starts there, on the vertical axis it is centred. */
export function labelAnchor(x: number, center: number): LabelPlacement['anchor'] {
  if (Math.abs(x - center) < 1) return 'middle'
  return x < center ? 'end' : 'start'
}

/**
 * Every shape of a radar with one axis per value.
 * @example radarShapes({ values: [100, 0, 0, 0, 0], center: 100, radius: 80 }).vertices[0] // { x: 100, y: 20 }
 */
export function radarShapes({ values, center, radius, labelGap = 14, scale = radarScale(values) }: RadarInput): RadarShapes {
  const count = values.length
  const axisIndexes = values.map((_, i) => i)
  const ring = (fraction: number) => toSvgPoints(axisIndexes.map((i) => pointOnAxis(i, count, fraction, center, radius)))
  const vertices = values.map((v, i) => pointOnAxis(i, count, Math.min(1, clampLevel(v) / scale), center, radius))
  return {
    scale,
    rings: Array.from({ length: RING_COUNT }, (_, i) => ring((i + 1) / RING_COUNT)),
    axes: axisIndexes.map((i) => pointOnAxis(i, count, 1, center, radius)),
    polygon: toSvgPoints(vertices),
    vertices,
    labels: axisIndexes.map((i) => {
      const p = pointOnAxis(i, count, (radius + labelGap) / radius, center, radius)
      return { ...p, anchor: labelAnchor(p.x, center) }
    }),
  }
}
