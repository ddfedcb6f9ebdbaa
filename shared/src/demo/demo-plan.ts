/**
 * The demo's weekly plan (demo-backend.ts): the same rules over the sample goals, without the
 * server's drill library.
 */
import { buildWeekPlan, PLAN_SESSION_TYPE, replanMissed, sessionSentence, weekStartOf } from '@app/shared/domain/weekly-plan/week-plan.ts'
import { type State, today } from '@app/shared/demo/demo-state.ts'

/** The week's sessions' ids, by index in the week: a session logged from the plan names one. */
export const PLAN_IDS = [0, 1, 2, 3, 4, 5, 6].map((i) => `00000000-0000-4000-8000-00000000000${i}`)

export function demoPlan(s: State) {
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
