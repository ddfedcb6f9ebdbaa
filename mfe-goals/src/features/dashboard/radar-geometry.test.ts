import { describe, expect, test } from 'vitest'
import { clampLevel, labelAnchor, pointOnAxis, RADAR_SCALES, radarScale, radarShapes, toSvgPoints } from './radar-geometry.ts'

const parse = (points: string) => points.split(' ').map((pair) => pair.split(',').map(Number) as [number, number])
const distance = ([x, y]: [number, number], center: number) => Math.hypot(x - center, y - center)

describe('radar geometry', () => {
  test('protects behaviour: the first axis points straight up and the five axes are evenly spaced clockwise', () => {
    const { axes } = radarShapes({ values: [0, 0, 0, 0, 0], center: 100, radius: 80 })
    expect(axes).toHaveLength(5)
    expect(axes[0]).toEqual({ x: 100, y: 20 })
    // Clockwise on screen (y grows downwards): the second axis is to the right of the first.
    expect(axes[1]!.x).toBeGreaterThan(100)
    expect(axes[4]!.x).toBeLessThan(100)
    for (const a of axes) expect(Math.hypot(a.x - 100, a.y - 100)).toBeCloseTo(80, 1)
  })

  test('protects behaviour: there are five evenly spaced rings, the outer one at the radius', () => {
    const { rings } = radarShapes({ values: [1, 2, 3, 4, 5], center: 100, radius: 80 })
    expect(rings).toHaveLength(5)
    rings.forEach((ring, i) => {
      const corners = parse(ring)
      expect(corners).toHaveLength(5)
      for (const corner of corners) expect(distance(corner, 100)).toBeCloseTo((80 * (i + 1)) / 5, 1)
    })
  })

  test("protects behaviour: the outer ring is the smallest of levels 20, 40, 60, 80 and 100 that holds the player's best skill", () => {
    expect(RADAR_SCALES).toEqual([20, 40, 60, 80, 100])
    expect(radarScale([0, 0, 0, 0, 0])).toBe(20)
    expect(radarScale([9, 8, 8, 7, 6])).toBe(20)
    expect(radarScale([20, 1, 1, 1, 1])).toBe(20)
    expect(radarScale([21, 1, 1, 1, 1])).toBe(40)
    expect(radarScale([3, 79, 1, 1, 1])).toBe(80)
    expect(radarScale([100, 0, 0, 0, 0])).toBe(100)
    expect(radarScale([250, Number.NaN, -4, 0, 0])).toBe(100)
  })

  test("protects behaviour: a new player's levels fill the chart by the outer ring's level, not by 100", () => {
    const shapes = radarShapes({ values: [10, 20, 0, 5, 9], center: 100, radius: 80 })
    expect(shapes.scale).toBe(20)
    expect(distance([shapes.vertices[0]!.x, shapes.vertices[0]!.y], 100)).toBeCloseTo(40, 1)
    expect(shapes.vertices[1]).toEqual(shapes.axes[1])
    expect(distance([shapes.vertices[3]!.x, shapes.vertices[3]!.y], 100)).toBeCloseTo(20, 1)
  })

  test('protects behaviour: the polygon puts each level on its own axis, and a full skill set matches the outer ring', () => {
    const shapes = radarShapes({ values: [100, 50, 0, 25, 5], center: 100, radius: 80 })
    expect(shapes.vertices[0]).toEqual({ x: 100, y: 20 })
    expect(distance([shapes.vertices[1]!.x, shapes.vertices[1]!.y], 100)).toBeCloseTo(40, 1)
    expect(shapes.vertices[2]).toEqual({ x: 100, y: 100 })
    expect(distance([shapes.vertices[4]!.x, shapes.vertices[4]!.y], 100)).toBeCloseTo(4, 1)
    expect(radarShapes({ values: [100, 100, 100, 100, 100], center: 100, radius: 80 }).polygon).toBe(shapes.rings[4])
  })

  test('protects behaviour: levels outside 0 to 100 (or not numbers) cannot draw outside the radar', () => {
    expect(clampLevel(140)).toBe(100)
    expect(clampLevel(-3)).toBe(0)
    expect(clampLevel(Number.NaN)).toBe(0)
    const shapes = radarShapes({ values: [250, -10, 0, 0, 0], center: 100, radius: 80 })
    expect(shapes.vertices[0]).toEqual({ x: 100, y: 20 })
    expect(shapes.vertices[1]).toEqual({ x: 100, y: 100 })
  })

  test('protects behaviour: labels sit outside the outer ring and are anchored away from the centre', () => {
    const { labels } = radarShapes({ values: [0, 0, 0, 0, 0], center: 100, radius: 80, labelGap: 10 })
    expect(labels[0]).toEqual({ x: 100, y: 10, anchor: 'middle' })
    expect(labels[1]!.anchor).toBe('start')
    expect(labels[4]!.anchor).toBe('end')
    expect(labelAnchor(99.5, 100)).toBe('middle')
  })

  test('protects behaviour: SVG points are written "x,y x,y" with at most two decimals', () => {
    expect(toSvgPoints([pointOnAxis(1, 5, 1, 100, 80), { x: 1, y: 2 }])).toMatch(/^\d+(\.\d{1,2})?,\d+(\.\d{1,2})? 1,2$/)
  })
})
