import { describe, expect, test } from 'vitest'
import { areaPath, barLength, fixedColumns, linearScale, linePath, niceStep, niceTicks, pairedBars, rowBars } from './chart-geometry.ts'

describe('chart scales', () => {
  test('protects behaviour: a scale maps the domain onto the range, upside down for SVG heights', () => {
    const y = linearScale([0, 100], [120, 20])
    expect([y(0), y(50), y(100)]).toEqual([120, 70, 20])
    expect(linearScale([5, 5], [10, 90])(5)).toBe(10)
  })

  test('protects behaviour: ticks are round numbers (1, 2 or 5 × 10^n) covering the data', () => {
    expect([niceStep(0.7), niceStep(1.5), niceStep(33), niceStep(59), niceStep(700)]).toEqual([1, 2, 50, 100, 1000])
    expect(niceTicks(0, 87, 4)).toEqual([0, 50, 100])
    expect(niceTicks(0, 87, 5)).toEqual([0, 20, 40, 60, 80, 100])
    expect(niceTicks(0, 100, 3)).toEqual([0, 50, 100])
    expect(niceTicks(960, 1138, 3)).toEqual([900, 1000, 1100, 1200])
    // Nothing to span still gives an axis, and never a fraction.
    expect(niceTicks(0, 0, 3)).toEqual([0, 1])
    expect(niceTicks(3, 4, 4)).toEqual([3, 4])
  })
})

describe('bars', () => {
  test('protects behaviour: the largest value fills the length, a small one still shows, zero shows none', () => {
    expect(barLength(180, 180, 120, 4)).toBe(120)
    expect(barLength(10, 180, 120, 4)).toBe(7)
    expect(barLength(1, 180, 120, 4)).toBe(4)
    expect(barLength(0, 180, 120, 4)).toBe(0)
    expect(barLength(5, 0, 120, 4)).toBe(0)
  })

  test('protects behaviour: each measure of the comparison has its own scale, the period before on the left', () => {
    const layout = { groupWidth: 100, barWidth: 30, gap: 4, maxHeight: 80, minHeight: 3 }
    const [sessions, minutes] = pairedBars(
      [
        { label: 'Sessions', previous: 2, current: 4 },
        { label: 'Minutes', previous: 120, current: 60 },
      ],
      layout,
    )
    expect([sessions!.previous.height, sessions!.current.height]).toEqual([40, 80])
    expect([minutes!.previous.height, minutes!.current.height]).toEqual([80, 40])
    expect([sessions!.previous.x, sessions!.current.x, minutes!.previous.x]).toEqual([18, 52, 118])
    const [none] = pairedBars([{ label: 'Sessions', previous: 0, current: 0 }], layout)
    expect([none!.previous.height, none!.current.height]).toEqual([0, 0])
  })

  test('protects behaviour: rows keep their order, one under the other, scaled to the largest', () => {
    const rows = rowBars(
      [
        { key: 'a', label: 'Technical', value: 90, valueText: '90 min' },
        { key: 'b', label: 'Physical', value: 30, valueText: '30 min' },
      ],
      { rowHeight: 28, maxWidth: 150, minWidth: 4 },
    )
    expect(rows.map((r) => [r.key, r.y, r.width])).toEqual([
      ['a', 0, 150],
      ['b', 28, 50],
    ])
  })

  test('protects behaviour: columns on a fixed scale do not grow to fill it when every value is low', () => {
    const cols = fixedColumns([{ value: 50 }, { value: 100 }, { value: 0 }], 100, {
      slotWidth: 30,
      barWidth: 20,
      maxHeight: 90,
      minHeight: 3,
    })
    expect(cols.map((c) => [c.x, c.height])).toEqual([
      [5, 45],
      [35, 90],
      [65, 0],
    ])
  })

  test('protects behaviour: lines and areas are SVG paths through the points, rounded to a tenth', () => {
    const points = [
      { x: 0, y: 10 },
      { x: 12.345, y: 4 },
    ]
    expect(linePath(points)).toBe('M0 10 L12.3 4')
    expect(areaPath(points, 20)).toBe('M0 10 L12.3 4 L12.3 20 L0 20 Z')
    expect(areaPath([], 20)).toBe('')
  })
})
