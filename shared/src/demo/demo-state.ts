/**
 * Demo mode's state for the visit (demo-backend.ts): the sample player built from the fixtures by
 * the shared rules, kept in memory and started over by resetDemoState().
 */
import { ageGroupFromAge } from '@app/shared/domain/age-group.ts'
import { type BadgeId, type BadgeStats, newlyEarnedBadges } from '@app/shared/domain/badges.ts'
import { addDays, browserTimeZone, type CalendarDay, todayIn } from '@app/shared/domain/calendar-day.ts'
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@app/shared/domain/notification-preferences.ts'
import { addXp, playerLevel } from '@app/shared/domain/player-level.ts'
import { applySessionToSkills, type SkillProgressMap } from '@app/shared/domain/skill-progress.ts'
import { applyTrainingDay, INITIAL_STREAK, type StreakState } from '@app/shared/domain/training-streak.ts'
import { sessionXp } from '@app/shared/domain/training-xp.ts'
import { CreateGoalRequest, type Goal } from '@app/shared/schemas/goals.ts'
import type { TrainingLog } from '@app/shared/schemas/progress.ts'
import { LogTrainingRequest } from '@app/shared/schemas/training.ts'
import type { User } from '@app/shared/schemas/user.ts'
import { DEMO_GOALS, DEMO_PLAYER, DEMO_SESSIONS } from '@app/shared/demo/demo-fixtures.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export type State = {
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

export function today(): CalendarDay {
  return todayIn(new Date(), browserTimeZone())
}

export function logSession(state: State, input: ReturnType<typeof LogTrainingRequest.parse>, day: CalendarDay, at: number) {
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
export function badgeStatsOf(s: State): BadgeStats {
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

/** This visit's state, built on first use. */
export const current = () => (state ??= freshState())

/** Starts the demo over: the next call builds a fresh state. */
export function resetDemoState(): void {
  state = null
}
