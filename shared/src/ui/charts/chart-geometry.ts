/**
 * The arithmetic behind the small SVG charts (docs/ARCHITECTURE.md "Shared UI: charts"): scales,
 * ticks and bar sizes, as pure functions so each is tested without drawing anything.
 */

export type Span = readonly [number, number]

/**
 * A straight map from a domain to a range; a domain of one value maps everything to the range's start.
 * @example linearScale([0, 100], [120, 20])(50) // 70
 */
export function linearScale(domain: Span, range: Span): (value: number) => number {
  const [d0, d1] = domain
  const [r0, r1] = range
  if (d1 === d0) return () => r0
  return (value) => r0 + ((value - d0) * (r1 - r0)) / (d1 - d0)
}

/** The step of 1, 2 or 5 × 10^n nearest above `raw`, so axis labels read as round numbers. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1
  const power = 10 ** Math.floor(Math.log10(raw))
  const f = raw / power
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power
}

/**
 * Round ticks from at or below `min` to at or above `max`, about `count` steps apart, whole numbers only.
 * @example niceTicks(0, 87, 5) // [0, 20, 40, 60, 80, 100]
 */
export function niceTicks(min: number, max: number, count: number): number[] {
  const low = Math.min(min, max)
  const high = Math.max(min, max)
  const step = Math.max(1, niceStep((high - low) / Math.max(1, count)))
  const first = Math.floor(low / step) * step
  const ticks = [first]
  while (ticks[ticks.length - 1]! < high) ticks.push(ticks[ticks.length - 1]! + step)
  if (ticks.length === 1) ticks.push(first + step)
  return ticks
}

/**
 * A bar's length for `value` where `most` fills `full`: any value above zero gets at least `least`
 * (10 minutes beside 180 still shows), zero gets none.
 * @example barLength(10, 180, 120, 4) // 7
 */
export function barLength(value: number, most: number, full: number, least: number): number {
  if (!(value > 0) || !(most > 0)) return 0
  return Math.min(full, Math.max(least, Math.round((value / most) * full)))
}

export type Pair = { label: string; previous: number; current: number }
export type PairLayout = { groupWidth: number; barWidth: number; gap: number; maxHeight: number; minHeight: number }
export type PairBar = { x: number; height: number; value: number }
export type PairGroup = { label: string; x: number; previous: PairBar; current: PairBar }

/**
 * Two bars per measure (the period before, then this one), side by side and centred in the measure's
 * slot. Each measure has its own scale, its larger value filling the height: sessions and minutes
 * are different units, and what a player reads is each one's change.
 */
export function pairedBars(pairs: readonly Pair[], layout: PairLayout): PairGroup[] {
  return pairs.map((p, i) => {
    const most = Math.max(p.previous, p.current)
    const left = i * layout.groupWidth + (layout.groupWidth - 2 * layout.barWidth - layout.gap) / 2
    const bar = (value: number, x: number): PairBar => ({ x, value, height: barLength(value, most, layout.maxHeight, layout.minHeight) })
    return {
      label: p.label,
      x: i * layout.groupWidth,
      previous: bar(p.previous, left),
      current: bar(p.current, left + layout.barWidth + layout.gap),
    }
  })
}

export type BarRow = { key: string; label: string; value: number; valueText: string }
export type RowLayout = { rowHeight: number; maxWidth: number; minWidth: number }

/** Horizontal bars, one row each in the given order, the largest value filling `maxWidth`. */
export function rowBars(rows: readonly BarRow[], layout: RowLayout): (BarRow & { y: number; width: number })[] {
  const most = Math.max(0, ...rows.map((r) => r.value))
  return rows.map((r, i) => ({ ...r, y: i * layout.rowHeight, width: barLength(r.value, most, layout.maxWidth, layout.minWidth) }))
}

export type ColumnLayout = { slotWidth: number; barWidth: number; maxHeight: number; minHeight: number }

/** Columns on a fixed scale (`most` fills the height whatever the data), left to right, centred in their slots. */
export function fixedColumns<T extends { value: number }>(
  items: readonly T[],
  most: number,
  layout: ColumnLayout,
): (T & { x: number; height: number })[] {
  return items.map((item, i) => ({
    ...item,
    x: i * layout.slotWidth + (layout.slotWidth - layout.barWidth) / 2,
    height: barLength(item.value, most, layout.maxHeight, layout.minHeight),
  }))
}

/** An SVG path through the points in order ("M x y L x y …"), to one decimal place. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round1(p.x)} ${round1(p.y)}`).join(' ')
}

/** The same line closed down to `baseline`: the filled area under it. */
export function areaPath(points: readonly { x: number; y: number }[], baseline: number): string {
  if (points.length === 0) return ''
  const first = points[0]!
  const last = points[points.length - 1]!
  return `${linePath(points)} L${round1(last.x)} ${round1(baseline)} L${round1(first.x)} ${round1(baseline)} Z`
}

const round1 = (n: number) => Math.round(n * 10) / 10
