/**
 * Demo mode's stand-in for the edge API, in the browser (docs/features/platform.md): the API
 * client answers every call from here when isDemoMode(). Inputs are checked with the API's own
 * zod schemas and every number comes from the same shared rules the API uses (XP, level, streak,
 * skills, badges, weekly progress, achievements). State lives in memory for the visit; nothing is
 * sent anywhere. What needs the server (password reset and update, games scored by the server,
 * family accounts, payments) answers a clear "not available in demo mode".
 */
import { ageGroupFromAge } from '@app/shared/domain/age-group.ts'
import { type BadgeId, type BadgeStats, newlyEarnedBadges } from '@app/shared/domain/badges.ts'
import { addDays, browserTimeZone, type CalendarDay, todayIn } from '@app/shared/domain/calendar-day.ts'
import { toAchievementCenter, toAchievementViews, toGameStats } from '@app/shared/domain/games/achievement-views.ts'
import { canCheckIn } from '@app/shared/domain/daily-check-in.ts'
import { canAddActiveGoals } from '@app/shared/domain/goals.ts'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@app/shared/domain/notification-preferences.ts'
import { addXp, playerLevel } from '@app/shared/domain/player-level.ts'
import { REST_DAY_MESSAGES } from '@app/shared/domain/rest-day-messages.ts'
import { toBadgeViews, toLevelView, toSkillViews, toStreakView } from '@app/shared/domain/progress-views.ts'
import { applySessionToSkills, type SkillProgressMap } from '@app/shared/domain/skill-progress.ts'
import { applyRestDay, applyTrainingDay, INITIAL_STREAK, type StreakState } from '@app/shared/domain/training-streak.ts'
import { sessionXp } from '@app/shared/domain/training-xp.ts'
import { fitsDailyCap } from '@app/shared/domain/training.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { weeklyProgress } from '@app/shared/domain/weekly-progress.ts'
import { buildWeekPlan, PLAN_SESSION_TYPE, replanMissed, sessionSentence, weekStartOf } from '@app/shared/domain/weekly-plan/week-plan.ts'
import { PAID_FEATURES, tierAllows } from '@app/shared/domain/billing/tier-features.ts'
import { playerReport, type ReportPeriod, reportWindow, toReportFields } from '@app/shared/domain/player-report.ts'
import { ReportQuery } from '@app/shared/schemas/player-report.ts'
import { toOutlookFields } from '@app/shared/domain/player-outlook.ts'
import { SignInRequest } from '@app/shared/schemas/auth.ts'
import type { ErrorCode } from '@app/shared/schemas/error-codes.ts'
import { CreateGoalRequest, type Goal, UpdateGoalRequest } from '@app/shared/schemas/goals.ts'
import type { TrainingLog } from '@app/shared/schemas/progress.ts'
import { CheckInRequest, LogTrainingRequest, MarkRestDayRequest } from '@app/shared/schemas/training.ts'
import type { NotificationPreferences, User } from '@app/shared/schemas/user.ts'
import { DEMO_GOALS, DEMO_PLAYER, DEMO_SESSIONS } from '@app/shared/demo/demo-fixtures.ts'

export type DemoAnswer = { status: number; body: unknown }

export const DEMO_MESSAGES = {
  notAvailable: 'This is not available in demo mode',
  timeZoneNotInDemo: "The sample account's time zone is this browser's: sign up to choose your own",
  gamesNotAvailable: 'Games are scored by the PitchPath server, so they are not available in demo mode',
} as const

const DAY_MS = 24 * 60 * 60 * 1000

type State = {
  user: User
  signedIn: boolean
  goals: Goal[]
  logs: TrainingLog[]
  totalXp: number
  streak: StreakState
  skills: SkillProgressMap
  badges: Map<string, number>
  checkIns: { lastDay: CalendarDay | null; total: number }
  /** Weekly plan sessions logged from the plan (by index in the week). */
  planDone: Set<number>
}

const ok = (body: unknown, status = 200): DemoAnswer => ({ status, body })
const fail = (status: number, code: ErrorCode, message: string, fields?: Record<string, string[]>): DemoAnswer => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
})
const notAvailable = (message: string = DEMO_MESSAGES.notAvailable) => fail(503, 'NOT_AVAILABLE', message)

/** The API's 400 answer for a zod failure: the first message per field. */
function invalid(issues: { path: PropertyKey[]; message: string }[]): DemoAnswer {
  const fields: Record<string, string[]> = {}
  for (const issue of issues) (fields[String(issue.path[0] ?? 'body')] ??= []).push(issue.message)
  return fail(400, 'VALIDATION_FAILED', 'Please check the highlighted fields', fields)
}

function today(): CalendarDay {
  return todayIn(new Date(), browserTimeZone())
}

function logSession(state: State, input: ReturnType<typeof LogTrainingRequest.parse>, day: CalendarDay, at: number) {
  const xp = sessionXp(input.session_type, input.duration_minutes)
  const level = addXp(state.totalXp, xp)
  state.totalXp = level.totalXp
  state.streak = applyTrainingDay(state.streak, day)
  state.skills = applySessionToSkills(state.skills, input.skill_focus)
  const log: TrainingLog = {
    id: input.id,
    session_type: input.session_type,
    skill_focus: [...new Set(input.skill_focus)],
    duration_minutes: input.duration_minutes,
    energy_level: input.energy_level,
    notes: input.notes,
    xp_earned: xp,
    day,
    logged_at: new Date(at).toISOString(),
  }
  state.logs.unshift(log)
  const earned = newlyEarnedBadges(badgeStatsOf(state), state.badges.keys() as Iterable<BadgeId>)
  for (const b of earned) state.badges.set(b.id, at)
  return { log, level, earned }
}

/** What the badge rules look at, from the demo state (the API's progress-state.ts badgeStats). */
function badgeStatsOf(s: State): BadgeStats {
  return {
    sessions: s.logs.length,
    currentStreak: s.streak.current,
    longestStreak: s.streak.longest,
    goalsCreated: s.goals.length,
    goalsCompleted: s.goals.filter((g) => g.status === 'completed').length,
    level: playerLevel(s.totalXp).level,
  }
}

/** The fixtures replayed through the shared rules: the same path a logged session takes. */
function freshState(): State {
  const now = Date.now()
  const day0 = today()
  const user: User = {
    id: 'demo-player',
    email: DEMO_PLAYER.email,
    first_name: DEMO_PLAYER.first_name,
    last_name: DEMO_PLAYER.last_name,
    accountType: 'player',
    age: DEMO_PLAYER.age,
    age_group: ageGroupFromAge(DEMO_PLAYER.age),
    skill_level: DEMO_PLAYER.skill_level,
    position_preference: DEMO_PLAYER.position_preference,
    training_availability: DEMO_PLAYER.training_availability,
    parentEmail: DEMO_PLAYER.parentEmail,
    subscription_tier: DEMO_PLAYER.subscription_tier,
    subscription_status: 'active',
    notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
    hasFamily: false,
    created_at: new Date(now - 30 * DAY_MS).toISOString(),
  }
  const state: State = {
    user,
    signedIn: true,
    goals: [],
    logs: [],
    totalXp: 0,
    streak: INITIAL_STREAK,
    skills: {},
    badges: new Map(),
    checkIns: { lastDay: null, total: 0 },
    planDone: new Set(),
  }
  for (const { daysAgo, completed, ...goal } of DEMO_GOALS) {
    const at = new Date(now - daysAgo * DAY_MS).toISOString()
    const input = CreateGoalRequest.parse(goal)
    state.goals.unshift({
      id: crypto.randomUUID(),
      user_id: user.id,
      ...input,
      status: completed ? 'completed' : 'active',
      created_at: at,
      updated_at: at,
      completed_at: completed ? at : null,
      approval: null,
      approval_note: null,
    })
  }
  for (const { daysAgo, ...session } of DEMO_SESSIONS) {
    const input = LogTrainingRequest.parse({ ...session, id: crypto.randomUUID(), time_zone: browserTimeZone() })
    logSession(state, input, addDays(day0, -daysAgo), now - daysAgo * DAY_MS)
  }
  return state
}

let state: State | null = null
const current = () => (state ??= freshState())

type Handler = (s: State, body: unknown, query: URLSearchParams, params: string[]) => DemoAnswer
type Route = [method: string, pattern: RegExp, handler: Handler, open?: boolean]

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
    week: {
      sessions: progress.sessions,
      minutes: progress.minutes,
      xp: progress.xp,
      target_sessions: progress.targetSessions,
      percent: progress.percent,
    },
  }
}

function achievementViews(s: State) {
  return toAchievementViews({ gamesPlayed: 0, bestPercent: {}, training: badgeStatsOf(s) }, { achievements: new Map(), badges: s.badges })
}

const ROUTES: Route[] = [
  ['GET', /^\/auth\/session$/, (s) => ok({ user: s.signedIn ? s.user : null }), true],
  [
    'POST',
    /^\/auth\/sign-in$/,
    (s, body) => {
      const parsed = SignInRequest.safeParse(body)
      if (!parsed.success) return invalid(parsed.error.issues)
      if (parsed.data.email.toLowerCase() !== DEMO_PLAYER.email || parsed.data.password !== DEMO_PLAYER.password) {
        return fail(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials)
      }
      s.signedIn = true
      return ok({ user: s.user })
    },
    true,
  ],
  ['POST', /^\/auth\/sign-up$/, () => notAvailable(), true],
  ['POST', /^\/auth\/sign-out$/, (s) => ((s.signedIn = false), ok(undefined, 204)), true],
  ['POST', /^\/auth\/password-reset$/, () => notAvailable(AUTH_MESSAGES.resetNotInDemo), true],
  ['POST', /^\/auth\/password-reset\/confirm$/, () => notAvailable(AUTH_MESSAGES.updateNotInDemo), true],
  [
    'PUT',
    /^\/me\/notification-preferences$/,
    (s, body) => {
      s.user = { ...s.user, notificationPreferences: body as NotificationPreferences }
      return ok({ user: s.user })
    },
  ],
  ['GET', /^\/goals$/, (s, _b, q) => ok({ goals: s.goals.filter((g) => !q.get('status') || g.status === q.get('status')) })],
  // The sample player planned no sessions (the wizard's are the only ones there are).
  ['GET', /^\/goals\/sessions\/upcoming$/, () => ok({ sessions: [] })],
  // The sample player has no templates, and saving one is not pretended (before /goals/:id below).
  ['GET', /^\/goals\/templates$/, () => ok({ templates: [] })],
  ['POST', /^\/goals\/templates$/, () => notAvailable()],
  // The breathing reset works in the browser; the journal keeps nothing in demo mode.
  ['GET', /^\/mindset\/entries$/, () => ok({ entries: [] })],
  ['POST', /^\/mindset\/entries$/, () => notAvailable()],
  // The sample keeps no planned sessions: say so rather than pretend to save one.
  ['POST', /^\/goals\/([^/]+)\/sessions$/, () => notAvailable()],
  // No mail is sent in demo mode, so there is no reminder to stop.
  ['POST', /^\/notifications\/stop$/, () => notAvailable()],
  ['POST', /^\/goals\/sessions\/([^/]+)\/done$/, () => fail(404, 'NOT_FOUND', GOAL_MESSAGES.sessionNotFound)],
  ['PUT', /^\/goals\/sessions\/([^/]+)$/, () => fail(404, 'NOT_FOUND', GOAL_MESSAGES.sessionNotFound)],
  ['DELETE', /^\/goals\/sessions\/([^/]+)$/, () => fail(404, 'NOT_FOUND', GOAL_MESSAGES.sessionNotFound)],
  [
    'GET',
    /^\/goals\/([^/]+)$/,
    (s, _b, _q, [id]) => {
      const goal = s.goals.find((g) => g.id === id)
      return goal ? ok({ goal, sessions: [] }) : fail(404, 'NOT_FOUND', GOAL_MESSAGES.goalNotFound)
    },
  ],
  [
    'POST',
    /^\/goals$/,
    (s, body) => {
      const parsed = CreateGoalRequest.safeParse(body)
      if (!parsed.success) return invalid(parsed.error.issues)
      const active = s.goals.filter((g) => g.status === 'active').length
      if (!canAddActiveGoals(s.user.subscription_tier, active, 1)) return fail(402, 'PLAN_LIMIT_REACHED', GOAL_MESSAGES.freeLimit)
      const at = new Date().toISOString()
      const goal: Goal = {
        id: crypto.randomUUID(),
        user_id: s.user.id,
        ...parsed.data,
        status: 'active',
        created_at: at,
        updated_at: at,
        completed_at: null,
        approval: null,
        approval_note: null,
      }
      s.goals.unshift(goal)
      return ok({ goal }, 201)
    },
  ],
  [
    'PUT',
    /^\/goals\/([^/]+)$/,
    (s, body, _q, [id]) => {
      const index = s.goals.findIndex((g) => g.id === id)
      if (index < 0) return fail(404, 'NOT_FOUND', GOAL_MESSAGES.goalNotFound)
      const parsed = UpdateGoalRequest.safeParse(body)
      if (!parsed.success) return invalid(parsed.error.issues)
      const goal: Goal = { ...s.goals[index]!, ...parsed.data, updated_at: new Date().toISOString() }
      s.goals[index] = goal
      return ok({ goal })
    },
  ],
  [
    'POST',
    /^\/goals\/([^/]+)\/complete$/,
    (s, _b, _q, [id]) => {
      const goal = s.goals.find((g) => g.id === id)
      if (!goal) return fail(404, 'NOT_FOUND', GOAL_MESSAGES.goalNotFound)
      if (goal.status === 'active') {
        goal.status = 'completed'
        goal.updated_at = goal.completed_at = new Date().toISOString()
      }
      return ok({ goal })
    },
  ],
  [
    'POST',
    /^\/goals\/([^/]+)\/reopen$/,
    (s, _b, _q, [id]) => {
      const goal = s.goals.find((g) => g.id === id)
      if (!goal) return fail(404, 'NOT_FOUND', GOAL_MESSAGES.goalNotFound)
      if (goal.status === 'completed') {
        const active = s.goals.filter((g) => g.status === 'active').length
        if (!canAddActiveGoals(s.user.subscription_tier, active, 1)) return fail(403, 'PLAN_LIMIT_REACHED', GOAL_MESSAGES.freeLimit)
        goal.status = 'active'
        goal.updated_at = new Date().toISOString()
        goal.completed_at = null
      }
      return ok({ goal })
    },
  ],
  ['DELETE', /^\/goals\/([^/]+)$/, (s, _b, _q, [id]) => ((s.goals = s.goals.filter((g) => g.id !== id)), ok(undefined, 204))],
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
      const planIndex = PLAN_IDS.indexOf(parsed.data.plan_session_id ?? '')
      if (planIndex >= 0) s.planDone.add(planIndex)
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
  ['GET', /^\/games\/stats$/, (s) => ok({ stats: toGameStats([], achievementViews(s)) })],
  ['GET', /^\/achievements$/, (s) => ok(toAchievementCenter(achievementViews(s)))],
  ['POST', /^\/games\//, () => notAvailable(DEMO_MESSAGES.gamesNotAvailable)],
  ['GET', /^\/family$/, () => ok({ family: null })],
  // The sample player has no second factor to offer (a player), and this browser is its one session.
  // The sample account's zone is this browser's; changing it needs a real account.
  ['GET', /^\/me\/time-zone$/, () => ok({ time_zone: { time_zone: browserTimeZone(), changed_at: null, next_change_at: null } })],
  ['PUT', /^\/me\/time-zone$/, () => notAvailable(DEMO_MESSAGES.timeZoneNotInDemo)],
  ['GET', /^\/me\/two-factor$/, () => ok({ enabled: false, recovery_codes_left: 0, available: false })],
  // The sample account has no password of its own to change.
  ['PUT', /^\/me\/password$/, () => notAvailable(AUTH_MESSAGES.updateNotInDemo)],
  [
    'GET',
    /^\/me\/sessions$/,
    () =>
      ok({
        sessions: [
          {
            id: '0'.repeat(32),
            created_at: new Date().toISOString(),
            last_seen_at: new Date().toISOString(),
            device: 'This browser (demo)',
            current: true,
          },
        ],
      }),
  ],
  // The sample player's data in the export's format; deleting the sample account is not available.
  [
    'GET',
    /^\/me\/export$/,
    (s) =>
      ok({
        format: 'pitchpath-personal-data',
        version: 1,
        exported_at: new Date().toISOString(),
        demo: true,
        account: s.user,
        goals: s.goals,
        training_logs: s.logs,
        player_level: { total_xp: s.totalXp },
        badges: [...s.badges.keys()],
      }),
  ],
  ['GET', /^\/billing\/config$/, () => ok({ provider: 'simulated', publishable_key: null })],
  [
    'GET',
    /^\/billing\/subscription$/,
    (s) =>
      ok({
        subscription: {
          tier: s.user.subscription_tier,
          status: 'active',
          plan: 'pro',
          current_period_end: null,
          cancel_at_period_end: false,
          provider: null,
        },
      }),
  ],
]

/** The sample player's own analytics, counted by the API's rule from this visit's sessions and goals. */
function demoReport(s: State, period: ReportPeriod) {
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

function checkInView(s: State) {
  const day = today()
  return { today: day, checked_in_today: s.checkIns.lastDay === day, last_day: s.checkIns.lastDay, total: s.checkIns.total }
}

/** Answers one API call as the edge API would, from the demo state. */
export function answerDemo(method: string, path: string, body: unknown): DemoAnswer {
  const [pathname, search = ''] = path.split('?') as [string, string?]
  const s = current()
  for (const [m, pattern, handler, open] of ROUTES) {
    const match = m === method ? pathname.match(pattern) : null
    if (!match) continue
    if (!open && !s.signedIn) return fail(401, 'UNAUTHENTICATED', 'Please sign in to continue')
    return handler(s, body, new URLSearchParams(search), match.slice(1).map(decodeURIComponent))
  }
  return notAvailable()
}

/** Starts the demo over (tests). */
export function resetDemo(): void {
  state = null
}

// The demo's weekly plan: the same rules over the sample goals, without the server's drill library.
const PLAN_IDS = [0, 1, 2, 3, 4, 5, 6].map((i) => `00000000-0000-4000-8000-00000000000${i}`)
function demoPlan(s: State) {
  const day = today()
  const built = buildWeekPlan({
    weekStart: weekStartOf(day),
    goals: s.goals,
    profile: { availability: s.user.training_availability, position: s.user.position_preference, ageGroup: s.user.age_group },
    lastWeek: { logs: [], plan: [] },
    drills: [],
  })
  const plan = replanMissed(
    { ...built, sessions: built.sessions.map((x) => ({ ...x, done: s.planDone.has(x.index) })) },
    day,
    s.user.training_availability,
  )
  const names = { goals: new Map(s.goals.map((g) => [g.id, g.title])), drills: new Map<string, string>() }
  return {
    week_start: plan.weekStart,
    today: day,
    sessions: plan.sessions.map((x) => ({
      id: PLAN_IDS[x.index]!,
      day: x.day,
      moved_from: x.movedFrom,
      minutes: x.minutes,
      pillar: x.pillar,
      session_type: PLAN_SESSION_TYPE[x.pillar],
      skill_focus: [x.pillar],
      goal_id: x.goalId,
      drills: [],
      done: x.done,
      dropped: x.dropped,
      sentence: sessionSentence(plan, x, names),
    })),
  }
}
