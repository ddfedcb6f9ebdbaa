import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'

export type ActivityDay = { day: CalendarDay; minutes: number }
export type ActivityBar = ActivityDay & { x: number; height: number }

export type ActivityLayout = { slotWidth: number; barWidth: number; maxHeight: number; minHeight: number }

/**
 * Bars for minutes trained per day, oldest first as the API sends them. The tallest day fills the
 * chart; any day with training is at least `minHeight` tall so 10 minutes next to 180 still shows,
 * and a day without training has no bar at all.
 * @example activityBars([{ day: 'd1', minutes: 0 }, { day: 'd2', minutes: 60 }], layout)[1].height // layout.maxHeight
 */
export function activityBars(days: readonly ActivityDay[], layout: ActivityLayout): ActivityBar[] {
  const most = Math.max(0, ...days.map((d) => d.minutes))
  return days.map((d, i) => {
    const x = i * layout.slotWidth + (layout.slotWidth - layout.barWidth) / 2
    if (d.minutes <= 0 || most === 0) return { ...d, x, height: 0 }
    return { ...d, x, height: Math.max(layout.minHeight, Math.round((d.minutes / most) * layout.maxHeight)) }
  })
}

/** Minutes over all the days shown. */
export function totalMinutes(days: readonly ActivityDay[]): number {
  return days.reduce((sum, d) => sum + Math.max(0, d.minutes), 0)
}
