import { badgeById } from './badges.ts'
import { addDays, type CalendarDay } from './calendar-day.ts'
import { GAME_NAMES, type GameId } from './games/game-catalogue.ts'
import { SESSION_TYPE_LABELS, SESSION_TYPES, SKILL_FOCUS_LABELS, SKILL_FOCUSES, type SessionType, type SkillFocus } from './training.ts'

/**
 * A player's report: what they did over the last 7 or 30 of their own calendar days, today
 * included, beside the same number of days before, so a trend shows rather than a single number;
 * and their last 12 weeks. Two screens read it: the family report (the Parent plan's "family
 * reports", one per child) and the player's own analytics (the paid plans' "advanced analytics").
 * Every day is the player's, never the viewer's or the server's: a session logged at 23:30 in
 * Madrid counts on the player's day.
 */
export const REPORT_PERIODS = ['week', 'month'] as const
export type ReportPeriod = (typeof REPORT_PERIODS)[number]
export const REPORT_PERIOD_DAYS: Record<ReportPeriod, number> = { week: 7, month: 30 }
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = { week: 'Last 7 days', month: 'Last 30 days' }
/** Weeks in the report's long trend (ending today), whatever the period. */
export const TREND_WEEKS = 12

export type ReportWindow = {
  from: CalendarDay
  to: CalendarDay
  previousFrom: CalendarDay
  previousTo: CalendarDay
  trendFrom: CalendarDay
}

/** @example reportWindow('2026-11-25', 'week') // { from: '2026-11-19', to: '2026-11-25', previousFrom: '2026-11-12', previousTo: '2026-11-18', trendFrom: '2026-09-03' } */
export function reportWindow(today: CalendarDay, period: ReportPeriod): ReportWindow {
  const days = REPORT_PERIOD_DAYS[period]
  const from = addDays(today, 1 - days)
  return {
    from,
    to: today,
    previousFrom: addDays(from, -days),
    previousTo: addDays(from, -1),
    trendFrom: addDays(today, 1 - 7 * TREND_WEEKS),
  }
}

/** The first day the report reads: the period before, or the long trend, whichever starts earlier. */
export function firstReportDay(window: ReportWindow): CalendarDay {
  return window.previousFrom < window.trendFrom ? window.previousFrom : window.trendFrom
}

/** The rows a report is made from, each already on the player's calendar day (the API reads them). */
export type ReportRows = {
  sessions: readonly { day: CalendarDay; type: SessionType; minutes: number; xp: number; energy: number; skills: readonly SkillFocus[] }[]
  checkIns: readonly { day: CalendarDay }[]
  goalsSet: readonly { day: CalendarDay; title: string }[]
  goalsCompleted: readonly { day: CalendarDay; title: string }[]
  badges: readonly { day: CalendarDay; id: string }[]
  games: readonly { day: CalendarDay; gameId: GameId; score: number; maxScore: number }[]
}

export type PlayerReport = {
  sessions: number
  minutes: number
  xp: number
  trainingDays: number
  checkIns: number
  /** Minutes per session, rounded; null without a session. */
  averageMinutes: number | null
  /** Energy reported per session (1 Very Low to 5 Very High), to one decimal; null without a session. */
  averageEnergy: number | null
  previous: { sessions: number; minutes: number }
  byType: { type: SessionType; label: string; sessions: number; minutes: number }[]
  /** How many sessions worked on each skill (a session can work on several). */
  skillFocus: { skill: SkillFocus; label: string; sessions: number }[]
  minutesByDay: { day: CalendarDay; minutes: number }[]
  /** The last 12 weeks, oldest first, each ending on the same weekday as today. */
  weeks: { from: CalendarDay; to: CalendarDay; sessions: number; minutes: number; xp: number }[]
  goalsSet: number
  goalsCompleted: string[]
  badges: string[]
  games: { gameId: GameId; name: string; plays: number; bestPercent: number }[]
}

const within = (day: CalendarDay, from: CalendarDay, to: CalendarDay) => day >= from && day <= to
const sum = (list: readonly { minutes: number }[]) => list.reduce((n, r) => n + r.minutes, 0)

/** One player's report for a window; rows outside it are ignored. */
export function playerReport(rows: ReportRows, window: ReportWindow): PlayerReport {
  const inPeriod = <T extends { day: CalendarDay }>(list: readonly T[]) => list.filter((r) => within(r.day, window.from, window.to))
  const sessions = inPeriod(rows.sessions)
  const before = rows.sessions.filter((r) => within(r.day, window.previousFrom, window.previousTo))

  const minutesByDay: PlayerReport['minutesByDay'] = []
  for (let day = window.from; day <= window.to; day = addDays(day, 1)) {
    minutesByDay.push({ day, minutes: sum(sessions.filter((s) => s.day === day)) })
  }

  const weeks: PlayerReport['weeks'] = []
  for (let from = window.trendFrom; from <= window.to; from = addDays(from, 7)) {
    const to = addDays(from, 6)
    const ofWeek = rows.sessions.filter((s) => within(s.day, from, to))
    weeks.push({ from, to, sessions: ofWeek.length, minutes: sum(ofWeek), xp: ofWeek.reduce((n, s) => n + s.xp, 0) })
  }

  const games = new Map<GameId, { plays: number; bestPercent: number }>()
  for (const g of inPeriod(rows.games)) {
    const seen = games.get(g.gameId) ?? { plays: 0, bestPercent: 0 }
    const percent = g.maxScore > 0 ? Math.round((g.score * 100) / g.maxScore) : 0
    games.set(g.gameId, { plays: seen.plays + 1, bestPercent: Math.max(seen.bestPercent, percent) })
  }

  const minutes = sum(sessions)
  return {
    sessions: sessions.length,
    minutes,
    xp: sessions.reduce((n, s) => n + s.xp, 0),
    trainingDays: new Set(sessions.map((s) => s.day)).size,
    checkIns: inPeriod(rows.checkIns).length,
    averageMinutes: sessions.length ? Math.round(minutes / sessions.length) : null,
    averageEnergy: sessions.length ? Math.round((sessions.reduce((n, s) => n + s.energy, 0) * 10) / sessions.length) / 10 : null,
    previous: { sessions: before.length, minutes: sum(before) },
    byType: SESSION_TYPES.map((type) => {
      const ofType = sessions.filter((s) => s.type === type)
      return { type, label: SESSION_TYPE_LABELS[type], sessions: ofType.length, minutes: sum(ofType) }
    }).filter((t) => t.sessions > 0),
    skillFocus: SKILL_FOCUSES.map((skill) => ({
      skill,
      label: SKILL_FOCUS_LABELS[skill],
      sessions: sessions.filter((s) => s.skills.includes(skill)).length,
    })).filter((s) => s.sessions > 0),
    minutesByDay,
    weeks,
    goalsSet: inPeriod(rows.goalsSet).length,
    goalsCompleted: inPeriod(rows.goalsCompleted).map((g) => g.title),
    badges: inPeriod(rows.badges).map((b) => badgeById(b.id)?.name ?? b.id),
    games: [...games].map(([gameId, g]) => ({ gameId, name: GAME_NAMES[gameId], ...g })),
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/**
 * How this period compares with the one before, in words read at a glance.
 * @example sessionTrend({ sessions: 4, previous: { sessions: 2 } }, 'week') // '2 more sessions than the 7 days before'
 */
export function sessionTrend(report: { sessions: number; previous: { sessions: number } }, period: ReportPeriod): string {
  const days = `the ${REPORT_PERIOD_DAYS[period]} days before`
  const change = report.sessions - report.previous.sessions
  if (change === 0) return report.sessions === 0 ? `No sessions in ${days} either` : `As many sessions as ${days}`
  const n = Math.abs(change)
  return `${n} ${change > 0 ? 'more' : 'fewer'} ${n === 1 ? 'session' : 'sessions'} than ${days}`
}

/**
 * The report's first line about a player; `name` is "You" on the player's own page.
 * @example reportHeadline('Maya', { sessions: 3, minutes: 135, trainingDays: 3 }) // 'Maya trained 3 times for 135 minutes on 3 days.'
 */
export function reportHeadline(name: string, report: Pick<PlayerReport, 'sessions' | 'minutes' | 'trainingDays'>): string {
  if (report.sessions === 0) return `${name} logged no training in this period.`
  const times = report.sessions === 1 ? 'once' : `${report.sessions} times`
  return `${name} trained ${times} for ${plural(report.minutes, 'minute')} on ${plural(report.trainingDays, 'day')}.`
}

/** A report in the API's words (schemas/player-report.ts), less who it is about. */
export function toReportFields(r: PlayerReport, window: ReportWindow) {
  return {
    from: window.from,
    to: window.to,
    sessions: r.sessions,
    minutes: r.minutes,
    xp: r.xp,
    training_days: r.trainingDays,
    check_ins: r.checkIns,
    average_minutes: r.averageMinutes,
    average_energy: r.averageEnergy,
    previous: r.previous,
    by_type: r.byType,
    skill_focus: r.skillFocus,
    minutes_by_day: r.minutesByDay,
    weeks: r.weeks,
    goals_set: r.goalsSet,
    goals_completed: r.goalsCompleted,
    badges: r.badges,
    games: r.games.map((g) => ({ game_id: g.gameId, name: g.name, plays: g.plays, best_percent: g.bestPercent })),
  }
}
