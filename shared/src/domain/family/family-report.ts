import { badgeById } from '../badges.ts'
import { addDays, type CalendarDay } from '../calendar-day.ts'
import { GAME_NAMES, type GameId } from '../games/game-catalogue.ts'
import { SESSION_TYPE_LABELS, SESSION_TYPES, type SessionType } from '../training.ts'

/**
 * The family report (the Parent plan's "family reports", spec §6): what each child did over the
 * last 7 or 30 of their own calendar days, today included, beside the same number of days before,
 * so a parent sees a trend rather than a single number. Every day is the child's, never the
 * parent's or the server's: a session logged at 23:30 in Madrid counts on the child's day.
 */
export const REPORT_PERIODS = ['week', 'month'] as const
export type ReportPeriod = (typeof REPORT_PERIODS)[number]
export const REPORT_PERIOD_DAYS: Record<ReportPeriod, number> = { week: 7, month: 30 }
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = { week: 'Last 7 days', month: 'Last 30 days' }

export type ReportWindow = { from: CalendarDay; to: CalendarDay; previousFrom: CalendarDay; previousTo: CalendarDay }

/** @example reportWindow('2026-11-25', 'week') // { from: '2026-11-19', to: '2026-11-25', previousFrom: '2026-11-12', previousTo: '2026-11-18' } */
export function reportWindow(today: CalendarDay, period: ReportPeriod): ReportWindow {
  const days = REPORT_PERIOD_DAYS[period]
  const from = addDays(today, 1 - days)
  return { from, to: today, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) }
}

/** The rows a report is made from, each already on the child's calendar day (the API reads them). */
export type ReportRows = {
  sessions: readonly { day: CalendarDay; type: SessionType; minutes: number; xp: number }[]
  checkIns: readonly { day: CalendarDay }[]
  goalsSet: readonly { day: CalendarDay; title: string }[]
  goalsCompleted: readonly { day: CalendarDay; title: string }[]
  badges: readonly { day: CalendarDay; id: string }[]
  games: readonly { day: CalendarDay; gameId: GameId; score: number; maxScore: number }[]
}

export type ChildReport = {
  sessions: number
  minutes: number
  xp: number
  trainingDays: number
  checkIns: number
  previous: { sessions: number; minutes: number }
  byType: { type: SessionType; label: string; sessions: number; minutes: number }[]
  minutesByDay: { day: CalendarDay; minutes: number }[]
  goalsSet: number
  goalsCompleted: string[]
  badges: string[]
  games: { gameId: GameId; name: string; plays: number; bestPercent: number }[]
}

const within = (day: CalendarDay, from: CalendarDay, to: CalendarDay) => day >= from && day <= to

/** One child's report for a window; rows outside both periods are ignored. */
export function childReport(rows: ReportRows, window: ReportWindow): ChildReport {
  const inPeriod = <T extends { day: CalendarDay }>(list: readonly T[]) => list.filter((r) => within(r.day, window.from, window.to))
  const sessions = inPeriod(rows.sessions)
  const before = rows.sessions.filter((r) => within(r.day, window.previousFrom, window.previousTo))
  const sum = (list: readonly { minutes: number }[]) => list.reduce((n, r) => n + r.minutes, 0)

  const minutesByDay: ChildReport['minutesByDay'] = []
  for (let day = window.from; day <= window.to; day = addDays(day, 1)) minutesByDay.push({ day, minutes: sum(sessions.filter((s) => s.day === day)) })

  const games = new Map<GameId, { plays: number; bestPercent: number }>()
  for (const g of inPeriod(rows.games)) {
    const seen = games.get(g.gameId) ?? { plays: 0, bestPercent: 0 }
    const percent = g.maxScore > 0 ? Math.round((g.score * 100) / g.maxScore) : 0
    games.set(g.gameId, { plays: seen.plays + 1, bestPercent: Math.max(seen.bestPercent, percent) })
  }

  return {
    sessions: sessions.length,
    minutes: sum(sessions),
    xp: sessions.reduce((n, s) => n + s.xp, 0),
    trainingDays: new Set(sessions.map((s) => s.day)).size,
    checkIns: inPeriod(rows.checkIns).length,
    previous: { sessions: before.length, minutes: sum(before) },
    byType: SESSION_TYPES.map((type) => {
      const ofType = sessions.filter((s) => s.type === type)
      return { type, label: SESSION_TYPE_LABELS[type], sessions: ofType.length, minutes: sum(ofType) }
    }).filter((t) => t.sessions > 0),
    minutesByDay,
    goalsSet: inPeriod(rows.goalsSet).length,
    goalsCompleted: inPeriod(rows.goalsCompleted).map((g) => g.title),
    badges: inPeriod(rows.badges).map((b) => badgeById(b.id)?.name ?? b.id),
    games: [...games].map(([gameId, g]) => ({ gameId, name: GAME_NAMES[gameId], ...g })),
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/**
 * How this period compares with the one before, in words a parent reads at a glance.
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
 * The report's first line about a child.
 * @example reportHeadline('Maya', { sessions: 3, minutes: 135, trainingDays: 3 }) // 'Maya trained 3 times for 135 minutes on 3 days.'
 */
export function reportHeadline(name: string, report: Pick<ChildReport, 'sessions' | 'minutes' | 'trainingDays'>): string {
  if (report.sessions === 0) return `${name} logged no training in this period.`
  const times = report.sessions === 1 ? 'once' : `${report.sessions} times`
  return `${name} trained ${times} for ${plural(report.minutes, 'minute')} on ${plural(report.trainingDays, 'day')}.`
}
