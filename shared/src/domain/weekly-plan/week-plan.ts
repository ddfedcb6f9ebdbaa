import type { Position, TrainingAvailability } from '../account.ts'
import type { AgeGroup } from '../age-group.ts'
import type { Drill } from '../drills/drill.ts'
import { addDays, type CalendarDay, daysBetween } from '../calendar-day.ts'
import { type Pillar, PILLAR_LABELS, type WizardPillar, WIZARD_PILLARS } from '../goals.ts'
import { TRAINING_DURATION } from '../training.ts'
import { PLAN_SESSION_TYPE, weekdayName } from './plan-labels.ts'

export { PLAN_SESSION_TYPE, weekdayName }

/**
 * The weekly plan (docs/features/training-and-progress.md "Weekly plan"). Pure: the API builds a
 * player's week once, on the first request of their Monday-to-Sunday week, and stores it.
 */

/** What the plan needs of a drill (every library Drill has it); `tags` are matched to the position. */
export type PlanDrill = Pick<Drill, 'slug' | 'title' | 'pillar' | 'ageGroups' | 'minutes' | 'level' | 'next'> & { tags?: readonly string[] }

export type PlanGoal = { id: string; title: string; pillar: Pillar; status: 'active' | 'completed' }

/** A session logged last week: what it trained and for how long. */
export type LastWeekLog = { skillFocus: readonly Pillar[]; minutes: number }

/** A session of last week's plan and how it went (energy is the level logged with it, 1-5). */
export type LastPlanSession = { drillSlugs: readonly string[]; done: boolean; energy: number | null }

export type WeekPlanInput = {
  weekStart: CalendarDay
  goals: readonly PlanGoal[]
  profile: { availability: TrainingAvailability; position: Position; ageGroup: AgeGroup }
  lastWeek: { logs: readonly LastWeekLog[]; plan: readonly LastPlanSession[] }
  drills: readonly PlanDrill[]
  /** Drills a coach assigned to the player's team for this week: each lands in one session. */
  assigned?: readonly string[]
}

/** Why a session is in the plan: its goal, the neglected pillar, a progression or a coach's drill. */
export const PLAN_REASONS = ['goal', 'neglected', 'balance', 'progression', 'assigned'] as const
export type PlanReason = (typeof PLAN_REASONS)[number]

export type PlanSession = {
  /** 0-based order in the week. */
  index: number
  /** The day it is planned for now (after any move). */
  day: CalendarDay
  /** The day it was first planned for, when it moved; a session moves at most once. */
  movedFrom: CalendarDay | null
  minutes: number
  pillar: WizardPillar
  goalId: string | null
  drills: { slug: string; minutes: number }[]
  reason: PlanReason
  /** For 'progression': the drill it steps up from; for 'assigned': the coach's drill. */
  reasonDrill: string | null
  done: boolean
  /** A missed session that had already moved once, or had no free day left this week. */
  dropped: boolean
}

export type WeekPlan = { weekStart: CalendarDay; sessions: PlanSession[] }

/**
 * Days (0 = Monday) a player of each training availability trains on, and the spare available days a
 * missed session may move to. The profile holds a level, not days, so the levels name the days.
 */
export const PLAN_DAYS: Record<TrainingAvailability, { sessions: readonly number[]; available: readonly number[] }> = {
  low: { sessions: [1, 5], available: [1, 3, 5, 6] },
  medium: { sessions: [0, 2, 5], available: [0, 1, 2, 3, 5, 6] },
  high: { sessions: [0, 1, 3, 4, 5], available: [0, 1, 2, 3, 4, 5, 6] },
}

/** Target minutes of one planned session, by availability; players 8-12 train at most 30. */
export const PLAN_SESSION_MINUTES: Record<TrainingAvailability, number> = { low: 30, medium: 40, high: 45 }
export const YOUNG_PLAYER_SESSION_MINUTES = 30
/** A session holds at most this many drills. */
export const MAX_DRILLS_PER_SESSION = 3

/** Extra weight for the pillar a player trained least last week (of those their goals name). */
const NEGLECTED_WEIGHT = 1

/** Drill tags that make a drill fit a position better (docs/features/training-and-progress.md). */
const POSITION_SKILLS: Record<Position, readonly string[]> = {
  versatile: [],
  forward: ['finishing', 'shooting', 'dribbling', 'weak foot'],
  midfielder: ['passing', 'first touch', 'scanning', 'vision'],
  defender: ['defending', 'tackling', 'heading', 'jockeying'],
  goalkeeper: ['goalkeeping', 'handling', 'diving', 'distribution'],
}

/** Psychological goals are trained with the mental drills: the library has four pillars. */
export function drillPillar(pillar: Pillar): WizardPillar {
  return pillar === 'psychological' ? 'mental' : pillar
}

/** A plan session counts last week's drills as done well when it was logged with energy 3 or more. */
export function doneWell(session: LastPlanSession): boolean {
  return session.done && (session.energy ?? 3) >= 3
}

/** The Monday of the week holding `day`. @example weekStartOf('2026-11-26') // '2026-11-23' */
export function weekStartOf(day: CalendarDay): CalendarDay {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

/** Minutes a Log Training form accepts: multiples of 5, 10 to 180. */
function loggable(minutes: number): number {
  const rounded = Math.round(minutes / TRAINING_DURATION.step) * TRAINING_DURATION.step
  return Math.min(TRAINING_DURATION.max, Math.max(TRAINING_DURATION.min, rounded))
}

/** The pillar of the player's goals trained least last week (minutes), or null without goals. */
export function neglectedPillar(goalPillars: readonly WizardPillar[], logs: readonly LastWeekLog[]): WizardPillar | null {
  if (goalPillars.length === 0) return null
  const minutes = new Map<WizardPillar, number>(goalPillars.map((p) => [p, 0]))
  for (const log of logs) {
    const focuses = [...new Set(log.skillFocus.map(drillPillar))]
    for (const f of focuses) if (minutes.has(f)) minutes.set(f, minutes.get(f)! + log.minutes / focuses.length)
  }
  let least: WizardPillar | null = null
  for (const p of WIZARD_PILLARS) {
    if (!minutes.has(p)) continue
    if (least === null || minutes.get(p)! < minutes.get(least)!) least = p
  }
  return least
}

/**
 * Builds the week: sessions on the availability's days, pillars shared out by the active goals'
 * weights (Sainte-Laguë, so two technical goals and one physical give 2:1 over three sessions), drills suitable for
 * the age group, progressions of drills done well first, then the position's skills, no drill twice
 * while others remain. Deterministic: the same input gives the same plan.
 */
export function buildWeekPlan(input: WeekPlanInput): WeekPlan {
  const { profile, weekStart } = input
  const days = PLAN_DAYS[profile.availability].sessions
  const active = input.goals.filter((g) => g.status === 'active')
  const goalPillars = [...new Set(active.map((g) => drillPillar(g.pillar)))]
  const neglected = neglectedPillar(goalPillars, input.lastWeek.logs)

  const weights = new Map<WizardPillar, number>()
  if (active.length === 0) for (const p of WIZARD_PILLARS) weights.set(p, 1)
  for (const g of active) weights.set(drillPillar(g.pillar), (weights.get(drillPillar(g.pillar)) ?? 0) + 1)
  // With one pillar only, the neglected bonus would change nothing; with several it tilts the share.
  if (neglected && weights.size > 1) weights.set(neglected, weights.get(neglected)! + NEGLECTED_WEIGHT)

  const counts = new Map<WizardPillar, number>()
  const pillars: WizardPillar[] = []
  for (let i = 0; i < days.length; i++) {
    let best: WizardPillar | null = null
    let bestScore = -1
    for (const p of WIZARD_PILLARS) {
      const w = weights.get(p)
      if (!w) continue
      const score = w / (2 * (counts.get(p) ?? 0) + 1)
      if (score > bestScore || (score === bestScore && p === neglected)) {
        best = p
        bestScore = score
      }
    }
    counts.set(best!, (counts.get(best!) ?? 0) + 1)
    pillars.push(best!)
  }
  const order = interleave(pillars)

  const minutesTarget =
    profile.ageGroup === '8-12'
      ? Math.min(YOUNG_PLAYER_SESSION_MINUTES, PLAN_SESSION_MINUTES[profile.availability])
      : PLAN_SESSION_MINUTES[profile.availability]
  const bySlug = new Map(input.drills.map((d) => [d.slug, d]))
  const suitable = input.drills.filter((d) => d.ageGroups.includes(profile.ageGroup))
  const positionSkills = new Set(POSITION_SKILLS[profile.position])
  const wellDone = new Set(input.lastWeek.plan.filter(doneWell).flatMap((s) => s.drillSlugs))
  // A progression replaces the drill it steps up from.
  const progressions = new Map<string, string>()
  for (const slug of wellDone) {
    const next = bySlug.get(slug)?.next
    if (next && bySlug.get(next)?.ageGroups.includes(profile.ageGroup)) progressions.set(next, slug)
  }
  const used = new Map<string, number>()
  const goalTurn = new Map<WizardPillar, number>()

  const sessions: PlanSession[] = order.map((pillar, index) => {
    const goalsOfPillar = active.filter((g) => drillPillar(g.pillar) === pillar)
    const turn = goalTurn.get(pillar) ?? 0
    goalTurn.set(pillar, turn + 1)
    const goal = goalsOfPillar.length ? goalsOfPillar[turn % goalsOfPillar.length]! : null
    const pool = suitable
      .filter((d) => d.pillar === pillar && !(wellDone.has(d.slug) && [...progressions.values()].includes(d.slug)))
      .map((d) => ({
        d,
        rank: (progressions.has(d.slug) ? 0 : 2) + ((d.tags ?? []).some((t) => positionSkills.has(t.toLowerCase())) ? 0 : 1),
      }))
    const picked: { slug: string; minutes: number }[] = []
    let minutes = 0
    let reason: PlanReason = goal ? (pillar === neglected && goalPillars.length > 1 ? 'neglected' : 'goal') : 'balance'
    let reasonDrill: string | null = null
    while (picked.length < MAX_DRILLS_PER_SESSION && minutes < minutesTarget) {
      // After the first drill, only unused drills that still fit the target: an 8-12 session never
      // passes 30 minutes, and a drill is repeated only to give a session its first drill.
      const candidates = pool.filter(
        (c) =>
          !picked.some((p) => p.slug === c.d.slug) &&
          (picked.length === 0 || (minutes + c.d.minutes <= minutesTarget && !used.has(c.d.slug))),
      )
      if (candidates.length === 0) break
      candidates.sort(
        (a, b) =>
          (used.get(a.d.slug) ?? 0) - (used.get(b.d.slug) ?? 0) ||
          a.rank - b.rank ||
          a.d.level - b.d.level ||
          (a.d.slug < b.d.slug ? -1 : 1),
      )
      const drill = candidates[0]!.d
      picked.push({ slug: drill.slug, minutes: drill.minutes })
      minutes += drill.minutes
      used.set(drill.slug, (used.get(drill.slug) ?? 0) + 1)
      const from = progressions.get(drill.slug)
      if (from && reason !== 'progression') {
        reason = 'progression'
        reasonDrill = from
      }
    }
    return {
      index,
      day: addDays(weekStart, days[index]!),
      movedFrom: null,
      minutes: loggable(minutes || minutesTarget),
      pillar,
      goalId: goal?.id ?? null,
      drills: picked,
      reason,
      reasonDrill,
      done: false,
      dropped: false,
    }
  })

  placeAssigned(sessions, input.assigned ?? [], bySlug)
  return { weekStart, sessions }
}

/**
 * Puts each coach-assigned drill first in one open session (not done, not dropped): the one that
 * already plans it, else one of its pillar, else any, preferring sessions without a coach's drill yet.
 * A drill already placed, or done this week, is left alone. Changes `sessions` in place and returns the indexes of the sessions it changed. The API
 * calls it again on each read, so a drill assigned mid-week lands in the week already built.
 */
export function placeAssigned(
  sessions: PlanSession[],
  assigned: readonly string[],
  bySlug: ReadonlyMap<string, Pick<PlanDrill, 'pillar' | 'minutes'>>,
): number[] {
  const changed = new Set<number>()
  for (const slug of assigned) {
    const drill = bySlug.get(slug)
    if (!drill) continue
    // Already placed (or done this week): nothing to do; planned in an open session: that one takes it.
    const holder = sessions.find((s) => s.drills.some((d) => d.slug === slug))
    if (holder && (holder.reason === 'assigned' || holder.done || holder.dropped)) continue
    const open = sessions.filter((s) => !s.done && !s.dropped)
    const target =
      holder ??
      open.find((s) => s.reason !== 'assigned' && s.pillar === drill.pillar) ??
      open.find((s) => s.reason !== 'assigned') ??
      open[0]
    if (!target) continue
    target.drills = [{ slug, minutes: drill.minutes }, ...target.drills.filter((d) => d.slug !== slug)]
    target.minutes = loggable(target.drills.reduce((sum, d) => sum + d.minutes, 0))
    target.reason = 'assigned'
    target.reasonDrill = slug
    changed.add(target.index)
  }
  return [...changed]
}

/** Spreads equal pillars apart: [t, t, p] becomes [t, p, t]. */
function interleave(pillars: readonly WizardPillar[]): WizardPillar[] {
  const left = new Map<WizardPillar, number>()
  for (const p of pillars) left.set(p, (left.get(p) ?? 0) + 1)
  const out: WizardPillar[] = []
  while (out.length < pillars.length) {
    const prev = out[out.length - 1]
    let best: WizardPillar | null = null
    for (const [p, n] of left) {
      if (n === 0) continue
      if (p === prev && [...left].some(([q, m]) => q !== p && m > 0)) continue
      if (best === null || n > left.get(best)!) best = p
    }
    out.push(best!)
    left.set(best!, left.get(best!)! - 1)
  }
  return out
}

/**
 * Missed sessions move, they do not pile up: a session whose day passed undone moves to the next
 * available day from today that holds no session, once; missed again (or with no free day left this
 * week) it is dropped. Returns a new plan; the sessions that changed are the ones to store.
 */
export function replanMissed(plan: WeekPlan, today: CalendarDay, availability: TrainingAvailability): WeekPlan {
  const sessions = plan.sessions.map((s) => ({ ...s, drills: [...s.drills] }))
  const available = PLAN_DAYS[availability].available.map((d) => addDays(plan.weekStart, d))
  const taken = (day: CalendarDay) => sessions.some((s) => s.day === day && !s.dropped)
  for (const s of [...sessions].sort((a, b) => a.day.localeCompare(b.day) || a.index - b.index)) {
    if (s.done || s.dropped || s.day >= today) continue
    const free = s.movedFrom === null ? available.find((day) => day >= today && !taken(day)) : undefined
    if (free) {
      s.movedFrom = s.day
      s.day = free
    } else {
      s.dropped = true
    }
  }
  return { ...plan, sessions }
}

/** Done and planned sessions serving each goal (or each pillar for sessions without a goal). */
function progressOf(plan: WeekPlan, session: PlanSession): { done: number; planned: number } {
  const same = plan.sessions.filter((s) =>
    session.goalId ? s.goalId === session.goalId : s.goalId === null && s.pillar === session.pillar,
  )
  return { done: same.filter((s) => s.done).length, planned: same.length }
}

/**
 * The one sentence that explains a session to the player, from the plan's progress.
 * @example "Your passing goal: 3 of 4 sessions done"
 */
export function sessionSentence(
  plan: WeekPlan,
  session: PlanSession,
  names: { goals: ReadonlyMap<string, string>; drills: ReadonlyMap<string, string> },
): string {
  const { done, planned } = progressOf(plan, session)
  const count = `${done} of ${planned} ${planned === 1 ? 'session' : 'sessions'} done`
  const goalTitle = session.goalId ? names.goals.get(session.goalId) : undefined
  const pillar = PILLAR_LABELS[session.pillar].toLowerCase()
  const goal = goalTitle ? `your goal "${goalTitle}"` : `your ${pillar} work`
  const moved = session.movedFrom ? ` (moved from ${weekdayName(session.movedFrom)})` : ''
  const drillName = session.reasonDrill ? (names.drills.get(session.reasonDrill) ?? session.reasonDrill) : ''
  const lead = {
    goal: capitalise(goal),
    neglected: `${capitalise(goal)}, trained least last week`,
    progression: `A step up from ${drillName} for ${goal}`,
    assigned: `Your coach set ${drillName} for ${goal}`,
    balance: `A balanced week until you set a goal, ${pillar}`,
  }[session.reason]
  return `${lead}: ${count}${moved}`
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** True while `day` lies in the plan's week. */
export function inWeek(weekStart: CalendarDay, day: CalendarDay): boolean {
  const n = daysBetween(weekStart, day)
  return n >= 0 && n < 7
}
