/**
 * The sample player's own analytics (demo-backend.ts), counted by the API's rule from this visit's
 * sessions and goals.
 */
import { browserTimeZone, todayIn } from '@app/shared/domain/calendar-day.ts'
import { playerLevel } from '@app/shared/domain/player-level.ts'
import { playerReport, type ReportPeriod, reportWindow, toReportFields } from '@app/shared/domain/player-report.ts'
import { toStreakView } from '@app/shared/domain/progress-views.ts'
import { type State, today } from '@app/shared/demo/demo-state.ts'

export function demoReport(s: State, period: ReportPeriod) {
  const zone = browserTimeZone()
  const dayOf = (iso: string) => todayIn(new Date(iso), zone)
  const window = reportWindow(today(), period)
  const report = playerReport(
    {
      sessions: s.logs.map((l) => ({
        day: l.day,
        type: l.session_type,
        minutes: l.duration_minutes,
        xp: l.xp_earned,
        energy: l.energy_level,
        skills: l.skill_focus,
      })),
      // The demo keeps only the last check-in day, not each one.
      checkIns: s.checkIns.lastDay ? [{ day: s.checkIns.lastDay }] : [],
      goalsSet: s.goals.map((g) => ({ day: dayOf(g.created_at), title: g.title })),
      goalsCompleted: s.goals.flatMap((g) => (g.completed_at ? [{ day: dayOf(g.completed_at), title: g.title }] : [])),
      badges: [...s.badges].map(([id, at]) => ({ id, day: todayIn(new Date(at), zone) })),
      games: [],
    },
    window,
  )
  const level = playerLevel(s.totalXp)
  return {
    first_name: s.user.first_name,
    level: level.level,
    level_title: level.title,
    current_streak: toStreakView(s.streak, today()).current,
    ...toReportFields(report, window),
  }
}
