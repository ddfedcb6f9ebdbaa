import { addDays, type CalendarDay, daysBetween } from '@app/shared/domain/calendar-day.ts'
import { niceTicks } from './chart-geometry.ts'

/**
 * The XP line of My Analytics' Looking Ahead: the player's training XP at the end of each of their
 * last weeks, then, dashed, the same pace carried on (domain/player-outlook.ts) up to the next
 * level's threshold. Training XP comes only from logged sessions (docs/features/games.md "Totals"),
 * so the total at the end of an earlier week is today's total less the XP of the weeks after it.
 */

export type XpProjectionInput = {
  /** The report's weeks, oldest first, the last one ending today. */
  weeks: readonly { from: CalendarDay; to: CalendarDay; xp: number }[]
  totalXp: number
  xpToGo: number
  weeklyXp: number
  /** The forecast's day; null when the recent weeks have no XP to go on. */
  day: CalendarDay | null
  /** The furthest the dashed line reaches past today: a level a year away is told, not drawn. */
  horizonDays: number
}

export type XpPoint = { day: CalendarDay; xp: number }

export type XpProjection = {
  /** Total XP before the first week, then at the end of each week (the last point is today's total). */
  history: XpPoint[]
  /** Today's total, then the pace carried on to the forecast day or the horizon; empty without a pace. */
  projection: XpPoint[]
  /** The total XP at which the next level comes. */
  threshold: number
  /** Whether the dashed line reaches the threshold inside the chart. */
  reaches: boolean
  from: CalendarDay
  to: CalendarDay
  /** The XP axis: round values from below the first point to the threshold or just above it. */
  ticks: number[]
}

/** Days the chart runs past today even without a projection, so the threshold line has room. */
const MIN_AHEAD_DAYS = 7

export function xpProjection(input: XpProjectionInput): XpProjection {
  const { weeks, totalXp, xpToGo, weeklyXp, day, horizonDays } = input
  const threshold = totalXp + xpToGo
  const history: XpPoint[] = []
  let later = weeks.reduce((n, w) => n + w.xp, 0)
  const today = weeks.length ? weeks[weeks.length - 1]!.to : (day ?? '1970-01-01')
  const from = weeks.length ? addDays(weeks[0]!.from, -1) : today
  history.push({ day: from, xp: Math.max(0, totalXp - later) })
  for (const w of weeks) {
    later -= w.xp
    history.push({ day: w.to, xp: Math.max(0, totalXp - later) })
  }

  const projection: XpPoint[] = []
  let reaches = false
  if (day !== null && weeklyXp > 0) {
    const horizon = addDays(today, horizonDays)
    reaches = day <= horizon
    const end = reaches ? day : horizon
    const xp = reaches ? threshold : Math.min(threshold, Math.round(totalXp + (weeklyXp / 7) * daysBetween(today, end)))
    projection.push({ day: today, xp: totalXp }, { day: end, xp })
  }
  const lastProjected = projection[projection.length - 1]?.day ?? today
  const to = daysBetween(today, lastProjected) < MIN_AHEAD_DAYS ? addDays(today, MIN_AHEAD_DAYS) : lastProjected
  return { history, projection, threshold, reaches, from, to, ticks: niceTicks(history[0]!.xp, threshold, 3) }
}
