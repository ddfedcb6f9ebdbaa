import { addDays, type CalendarDay } from '../calendar-day.ts'

/**
 * The team league's rules (docs/features/family.md "Team groups and the weekly league"). The week is
 * Monday to Sunday in the group's time zone (the creator's, recorded when the group was made), so
 * every member's table resets at the same moment. Points are the week's training XP plus game points,
 * each from its one rule (training-and-progress.md, games.md "Totals"). Tiers are bands of the week's
 * points, so a player's tier never depends on beating a teammate and nobody is relegated.
 */
export const TEAM_NAME_MAX_LENGTH = 40
export const TEAM_MEMBER_LIMIT = 30
/** Drills a coach may set for one week: a focus, not a second plan. */
export const TEAM_DRILLS_PER_WEEK = 3

/** The Monday of the week `day` falls in. @example weekStartOf('2026-11-26') // '2026-11-23' */
export function weekStartOf(day: CalendarDay): CalendarDay {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7))
}

/** The seven days of the week starting `monday`. */
export function weekDays(monday: CalendarDay): CalendarDay[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i))
}

export const TIERS = [
  { min: 300, label: 'Gold' },
  { min: 100, label: 'Silver' },
  { min: 1, label: 'Bronze' },
  { min: 0, label: 'Warming up' },
] as const
export type TierLabel = (typeof TIERS)[number]['label']

export function tierFor(points: number): TierLabel {
  return TIERS.find((t) => points >= t.min)!.label
}

/** First name and last initial: all a team ever shows of a person. @example teamName('Leo', 'Park') // 'Leo P.' */
export function teamName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0]
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim()
}

export type LeagueEntry = { memberId: string; name: string; trainingXp: number; gamePoints: number }
export type LeagueRow = LeagueEntry & { points: number; rank: number; tier: TierLabel }

/**
 * The table: most points first; equal points share a rank (1, 2, 2, 4) and are listed by name, so
 * the order never depends on who joined first.
 */
export function leagueTable(entries: readonly LeagueEntry[]): LeagueRow[] {
  const rows = entries
    .map((e) => ({ ...e, points: e.trainingXp + e.gamePoints }))
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name) || a.memberId.localeCompare(b.memberId))
  return rows.map((r) => ({ ...r, rank: rows.findIndex((o) => o.points === r.points) + 1, tier: tierFor(r.points) }))
}
