import { describe, expect, test } from 'vitest'
import { activityBars, totalMinutes } from './activity-bars.ts'

const layout = { slotWidth: 40, barWidth: 24, maxHeight: 120, minHeight: 4 }
const week = (minutes: number[]) => minutes.map((m, i) => ({ day: `2026-11-${String(17 + i).padStart(2, '0')}`, minutes: m }))

describe('activityBars', () => {
  test('protects behaviour: the busiest day fills the chart and the others are in proportion', () => {
    const bars = activityBars(week([0, 30, 60, 0, 120, 0, 90]), layout)
    expect(bars.map((b) => b.height)).toEqual([0, 30, 60, 0, 120, 0, 90])
    expect(bars.map((b) => b.day)).toEqual(week([0, 0, 0, 0, 0, 0, 0]).map((d) => d.day))
  })

  test('protects behaviour: a short session next to a long one still shows a bar, and a day off shows none', () => {
    const bars = activityBars(week([10, 0, 180, 0, 0, 0, 0]), layout)
    expect(bars[0]!.height).toBe(7)
    expect(activityBars(week([1, 0, 180, 0, 0, 0, 0]), layout)[0]!.height).toBe(4)
    expect(bars[1]!.height).toBe(0)
  })

  test('protects behaviour: a week without training draws no bars (and divides by nothing)', () => {
    expect(activityBars(week([0, 0, 0, 0, 0, 0, 0]), layout).every((b) => b.height === 0)).toBe(true)
    expect(totalMinutes(week([0, 0, 0, 0, 0, 0, 0]))).toBe(0)
  })

  test('protects behaviour: bars are centred in their day slots, left to right', () => {
    expect(activityBars(week([5, 5, 5]), layout).map((b) => b.x)).toEqual([8, 48, 88])
    expect(totalMinutes(week([45, 0, 60]))).toBe(105)
  })
})
