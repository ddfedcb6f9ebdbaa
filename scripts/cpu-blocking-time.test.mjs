import { describe, expect, it } from 'vitest'
import { blockingFromCpu } from './cpu-blocking-time.mjs'

const task = (ts, durMs, cpuMs, name = 'RunTask') => ({ name, ph: 'X', ts: ts * 1000, dur: durMs * 1000, tdur: cpuMs * 1000 })

describe("the page's own blocking time, from its tasks' CPU time", () => {
  it("counts each task's CPU time slowed 4×, above 50 ms, whatever its wall time", () => {
    // 20 ms of CPU → 80 ms slowed → 30 blocking, though it took 90 ms of wall time waiting for a core.
    // 10 ms of CPU → 40 ms slowed → none, though its wall time was 70 ms.
    expect(blockingFromCpu([task(1_000, 90, 20), task(1_200, 70, 10)], 0)).toBe(30)
  })

  it('leaves out what ran before the first contentful paint, as Total Blocking Time does', () => {
    expect(blockingFromCpu([task(100, 40, 40), task(600, 30, 30)], 500 * 1000)).toBe(70)
  })

  it('counts a task once when another task event is nested in it, and ignores other events', () => {
    const outer = task(1_000, 30, 30)
    const inner = task(1_005, 20, 20)
    const layout = { name: 'Layout', ph: 'X', ts: 1_010_000, dur: 100_000, tdur: 100_000 }
    expect(blockingFromCpu([outer, inner, layout], 0)).toBe(70)
  })

  it('takes the slowdown it is given', () => {
    expect(blockingFromCpu([task(0, 20, 20)], 0, 1)).toBe(0)
    expect(blockingFromCpu([task(0, 20, 20)], 0, 6)).toBe(70)
  })
})
