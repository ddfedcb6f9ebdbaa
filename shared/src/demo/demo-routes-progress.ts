/**
 * Demo mode's answers for training and progress (demo-backend.ts): logging a session through the
 * shared rules (XP, level, streak, skills, badges, the daily cap), the stats, rest days, check-ins,
 * the weekly plan, the journey and the player's report.
 */
import { addDays, type CalendarDay } from '@app/shared/domain/calendar-day.ts'
import { PAID_FEATURES, tierAllows } from '@app/shared/domain/billing/tier-features.ts'
import { canCheckIn } from '@app/shared/domain/daily-check-in.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { toOutlookFields } from '@app/shared/domain/player-outlook.ts'
import { playerLevel } from '@app/shared/domain/player-level.ts'
import { toBadgeViews, toLevelView, toSkillViews, toStreakView } from '@app/shared/domain/progress-views.ts'
import { REST_DAY_MESSAGES } from '@app/shared/domain/rest-day-messages.ts'
import { fitsDailyCap } from '@app/shared/domain/training.ts'
import { applyRestDay } from '@app/shared/domain/training-streak.ts'
import { toWeekView, weeklyProgress } from '@app/shared/domain/weekly-progress.ts'
import { ReportQuery } from '@app/shared/schemas/player-report.ts'
import { CheckInRequest, LogTrainingRequest, MarkRestDayRequest } from '@app/shared/schemas/training.ts'
import { fail, invalid, ok, type Route } from '@app/shared/demo/demo-answers.ts'
import { demoPlan, markPlanSessionDone, planSessionRefusal } from '@app/shared/demo/demo-plan.ts'
import { demoReport } from '@app/shared/demo/demo-report.ts'
import { logSession, type State, today } from '@app/shared/demo/demo-state.ts'

function statsBody(s: State, days: number) {
  const day0 = today()
  const window = (n: number) => Array.from({ length: n }, (_, i) => addDays(day0, i + 1 - n))
  const of = (day: CalendarDay) => s.logs.filter((l) => l.day === day)
  const perDay = window(days).map((day) => {
    const logs = of(day)
    const energy = logs.reduce((sum, l) => sum + l.energy_level, 0)
    return {
      day,
      minutes: logs.reduce((sum, l) => sum + l.duration_minutes, 0),
      sessions: logs.length,
      xp: logs.reduce((sum, l) => sum + l.xp_earned, 0),
      average_energy: logs.length ? Math.round((energy * 10) / logs.length) / 10 : null,
    }
  })
  const week = window(7).flatMap(of)
  const progress = weeklyProgress(
    {
      sessions: week.length,
      minutes: week.reduce((sum, l) => sum + l.duration_minutes, 0),
      xp: week.reduce((sum, l) => sum + l.xp_earned, 0),
    },
    s.user.training_availability,
  )
  return {
    days: perDay,
    week: toWeekView(progress),
  }
}

function checkInView(s: State) {
  const day = today()
  return { today: day, checked_in_today: s.checkIns.lastDay === day, last_day: s.checkIns.lastDay, total: s.checkIns.total }
}

export const PROGRESS_ROUTES: Route[] = [
  [
    'POST',
    /^\/training$/,
    (s, body) => {
      const parsed = LogTrainingRequest.safeParse(body)
      if (!parsed.success) return invalid(parsed.error.issues)
      const known = s.logs.find((l) => l.id === parsed.data.id)
      const day = today()
      if (known) {
        return ok({
          log: known,
          replayed: true,
          level: toLevelView(playerLevel(s.totalXp)),
          leveled_up: false,
          streak: toStreakView(s.streak, day),
          skills: toSkillViews(s.skills),
          badges_earned: [],
        })
      }
      // The API's daily cap, on the sample player's day (this browser's zone is the sample account's).
      const loggedToday = s.logs.filter((l) => l.day === day).reduce((sum, l) => sum + l.duration_minutes, 0)
      if (!fitsDailyCap(loggedToday, parsed.data.duration_minutes)) {
        return fail(422, 'VALIDATION_FAILED', TRAINING_MESSAGES.dailyCap, { duration_minutes: [TRAINING_MESSAGES.dailyCap] })
      }
      const refused = planSessionRefusal(s, parsed.data.plan_session_id)
      if (refused) return refused
      markPlanSessionDone(s, parsed.data.plan_session_id)
      const { log, level, earned } = logSession(s, parsed.data, day, Date.now())
      const earnedIds = new Set(earned.map((b) => b.id))
      return ok(
        {
          log,
          replayed: false,
          level: toLevelView(level),
          leveled_up: level.leveledUp,
          streak: toStreakView(s.streak, day),
          skills: toSkillViews(s.skills),
          badges_earned: toBadgeViews(s.badges).filter((b) => earnedIds.has(b.id)),
        },
        201,
      )
    },
  ],
  ['GET', /^\/training$/, (s, _b, q) => ok({ logs: s.logs.slice(0, Number(q.get('limit') ?? 20)) })],
  ['GET', /^\/training\/stats$/, (s, _b, q) => ok(statsBody(s, Number(q.get('days') ?? 7)))],
  ['GET', /^\/progress\/level$/, (s) => ok({ level: toLevelView(playerLevel(s.totalXp)) })],
  ['GET', /^\/progress\/streak$/, (s) => ok({ streak: toStreakView(s.streak, today()) })],
  [
    'POST',
    /^\/progress\/streak\/rest-day$/,
    (s, body) => {
      const parsed = MarkRestDayRequest.safeParse(body)
      if (!parsed.success) return invalid(parsed.error.issues)
      const result = applyRestDay(s.streak, today(), parsed.data.reason)
      if (!result.ok) return fail(409, 'CONFLICT', REST_DAY_MESSAGES[result.code])
      s.streak = result.state
      return ok({ streak: toStreakView(s.streak, today()) })
    },
  ],
  ['GET', /^\/progress\/skills$/, (s) => ok({ skills: toSkillViews(s.skills) })],
  ['GET', /^\/progress\/badges$/, (s) => ok({ badges: toBadgeViews(s.badges) })],
  ['GET', /^\/check-ins$/, (s) => ok({ check_in: checkInView(s) })],
  ['GET', /^\/plan\/this-week$/, (s) => ok(demoPlan(s))],
  [
    'POST',
    /^\/check-ins$/,
    (s, body) => {
      const parsed = CheckInRequest.safeParse(body)
      if (!parsed.success) return invalid(parsed.error.issues)
      if (canCheckIn(s.checkIns.lastDay, today())) s.checkIns = { lastDay: today(), total: s.checkIns.total + 1 }
      return ok({ check_in: checkInView(s) })
    },
  ],
  ['GET', /^\/journey$/, () => ok({ entries: [], next_offset: null })],
  [
    'GET',
    /^\/progress\/report$/,
    (s, _b, q) => {
      const parsed = ReportQuery.safeParse(Object.fromEntries(q))
      if (!parsed.success) return invalid(parsed.error.issues)
      if (!tierAllows(s.user.subscription_tier, 'advancedAnalytics'))
        return fail(402, 'PAYMENT_REQUIRED', PAID_FEATURES.advancedAnalytics.message)
      const report = demoReport(s, parsed.data.period)
      const outlook = toOutlookFields(playerLevel(s.totalXp), s.skills, report.weeks, report.skill_focus, report.to)
      return ok({ period: parsed.data.period, generated_at: new Date().toISOString(), report, outlook })
    },
  ],
]
