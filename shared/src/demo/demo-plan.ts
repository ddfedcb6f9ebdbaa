/**
 * The demo's weekly plan (demo-backend.ts, docs/features/training-and-progress.md "Weekly plan"):
 * the API's rules over the sample player's goals, profile and last week's sessions, with drills from
 * the same library. Like the API, the week is built on its first read and kept for the visit, and
 * missed sessions move once.
 */
import { addDays, type CalendarDay } from '@app/shared/domain/calendar-day.ts'
import { DRILLS } from '@app/shared/domain/drills/content/index.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import {
  buildWeekPlan,
  PLAN_SESSION_TYPE,
  replanMissed,
  sessionSentence,
  type WeekPlan,
  weekStartOf,
} from '@app/shared/domain/weekly-plan/week-plan.ts'
import type { WeeklyPlanResponse } from '@app/shared/schemas/weekly-plan.ts'
import { type DemoAnswer, fail } from '@app/shared/demo/demo-answers.ts'
import { type State, today } from '@app/shared/demo/demo-state.ts'

/** The week's sessions' ids, by index in the week: a session logged from the plan names one. */
export const PLAN_IDS = [0, 1, 2, 3, 4, 5, 6].map((i) => `00000000-0000-4000-8000-00000000000${i}`)

const DRILL_TITLES = new Map(DRILLS.map((d) => [d.slug, d.title]))

/** The plan as last read, per visit (a fresh demo state starts a fresh plan). */
const kept = new WeakMap<State, WeekPlan>()

function build(s: State, weekStart: CalendarDay): WeekPlan {
  const lastWeek = (day: CalendarDay) => day >= addDays(weekStart, -7) && day < weekStart
  return buildWeekPlan({
    weekStart,
    // The API reads the goals oldest first; the demo state lists the newest first.
    goals: [...s.goals].sort((a, b) => a.created_at.localeCompare(b.created_at)),
    profile: { availability: s.user.training_availability, position: s.user.position_preference, ageGroup: s.user.age_group },
    lastWeek: {
      logs: s.logs.filter((l) => lastWeek(l.day)).map((l) => ({ skillFocus: l.skill_focus, minutes: l.duration_minutes })),
      plan: [],
    },
    drills: DRILLS,
  })
}

/**
 * This week's plan with today's moves applied and kept, done flags from the sessions logged from it;
 * built on the week's first read, and null before it unless `buildIfNone`, as in the API.
 */
function currentPlan(s: State, day: CalendarDay, buildIfNone: boolean): WeekPlan | null {
  const weekStart = weekStartOf(day)
  const before = kept.get(s)
  const plan = before?.weekStart === weekStart ? before : buildIfNone ? build(s, weekStart) : null
  if (!plan) return null
  const moved = replanMissed(
    { ...plan, sessions: plan.sessions.map((x) => ({ ...x, done: s.planDone.has(x.index) })) },
    day,
    s.user.training_availability,
  )
  kept.set(s, moved)
  return moved
}

export function demoPlan(s: State): WeeklyPlanResponse {
  const day = today()
  const plan = currentPlan(s, day, true)!
  const names = { goals: new Map(s.goals.map((g) => [g.id, g.title])), drills: DRILL_TITLES }
  return {
    week_start: plan.weekStart,
    today: day,
    sessions: plan.sessions
      .map((x) => ({
        id: PLAN_IDS[x.index]!,
        day: x.day,
        moved_from: x.movedFrom,
        minutes: x.minutes,
        pillar: x.pillar,
        session_type: PLAN_SESSION_TYPE[x.pillar],
        skill_focus: [x.pillar],
        goal_id: x.goalId && names.goals.has(x.goalId) ? x.goalId : null,
        drills: x.drills.map((d) => ({ slug: d.slug, title: DRILL_TITLES.get(d.slug) ?? d.slug, minutes: d.minutes })),
        done: x.done,
        dropped: x.dropped,
        sentence: sessionSentence(plan, x, names),
      }))
      .sort((a, b) => a.day.localeCompare(b.day)),
  }
}

/** The API's refusal of a log naming a plan session (edge-api/src/features/training), or null. */
export function planSessionRefusal(s: State, planSessionId: string | undefined): DemoAnswer | null {
  if (!planSessionId) return null
  const session = currentPlan(s, today(), false)?.sessions.find((x) => PLAN_IDS[x.index] === planSessionId)
  if (!session) return fail(404, 'NOT_FOUND', TRAINING_MESSAGES.planSessionNotFound)
  if (session.done || session.dropped) return fail(409, 'CONFLICT', TRAINING_MESSAGES.planSessionDone)
  return null
}

/**
 * Marks the session a log did: the one it names, else the open session planned for today, as the
 * API does; nothing before the week's plan is read.
 */
export function markPlanSessionDone(s: State, planSessionId: string | undefined): void {
  const plan = currentPlan(s, today(), false)
  if (!plan) return
  const session = planSessionId
    ? plan.sessions.find((x) => PLAN_IDS[x.index] === planSessionId)
    : [...plan.sessions].sort((a, b) => a.index - b.index).find((x) => x.day === today() && !x.done && !x.dropped)
  if (session) s.planDone.add(session.index)
}
