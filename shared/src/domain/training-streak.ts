import { addDays, type CalendarDay, daysBetween } from './calendar-day.ts'

/**
 * Training streaks on the player's own calendar days (docs/features/training-and-progress.md).
 * Days are 'YYYY-MM-DD' in the player's time zone, computed by the caller with todayIn(now, tz):
 * elapsed hours never matter, so a 23- or 25-hour day at a daylight-saving change is still one day.
 *
 * The basic rules, unchanged while a player holds no freezes and marks no rest days: the first
 * training day starts the streak at 1; another session the same day changes nothing; a session the
 * day after the last one adds 1; a longer gap restarts it at 1; `longest` is the most ever seen and
 * `totalDays` grows by 1 per new training day.
 *
 * On top of them, so illness, matches and exams do not punish a player:
 * - **Streak freezes.** Every 7th calendar day in a row with training earns a freeze (7, 14, 21…);
 *   a player holds at most 2, and one earned at the cap is not banked. Rest days and frozen days
 *   break that run of training days (they keep the streak, not the run).
 * - **Freezes cover a gap all or nothing.** A gap of m missed days (days with neither training nor a
 *   rest day) keeps the streak only if the player holds at least m freezes; then exactly m are
 *   spent. With more missed days than freezes the streak restarts and no freeze is spent: a freeze
 *   that cannot save the streak is not wasted. So with 1 freeze: 1 missed day is covered, 2 are not
 *   (freeze kept); with 2: 1 or 2 missed days are covered, 3 are not (both kept).
 * - **Spending happens when the gap is closed** (by training or a rest day). Until then
 *   streakAsOf() only reads: it shows the freezes the gap would take, stores nothing, and returns
 *   the same answer however often it is called, so a freeze cannot be spent twice. One consequence
 *   the UI should word kindly: on the day a gap outgrows the freezes, the streak shows 0 and the
 *   freezes it had been showing as used come back.
 * - **Rest days.** A player with a live streak may mark today as a rest day (match, injury,
 *   illness, exam). It keeps the streak without adding to it or to totalDays. At most 2 rest days
 *   in any 7 consecutive days (a rolling window, not the ISO week: the ISO week would allow four in
 *   a row across a weekend, and weeks start on different days around the world). Training on a day
 *   already marked as rest turns it into a training day and gives the rest day back.
 * - **Days before the last counted day change nothing** (a replayed request, or a player who flew
 *   west and is back on "yesterday"), so every function here is safe to repeat.
 */

export const STREAK_RULES = {
  /** A freeze is earned on every this-many-th consecutive training day. */
  freezeEveryTrainingDays: 7,
  maxFreezes: 2,
  maxRestDays: 2,
  /** The rolling window of days the rest-day limit counts over, ending on the day being marked. */
  restDayWindowDays: 7,
} as const

export const REST_DAY_REASONS = ['match', 'injury', 'illness', 'exam'] as const
export type RestDayReason = (typeof REST_DAY_REASONS)[number]
export const REST_DAY_REASON_LABELS: Record<RestDayReason, string> = { match: 'Match', injury: 'Injury', illness: 'Illness', exam: 'Exam' }

export type RestDay = { day: CalendarDay; reason: RestDayReason }

export type StreakState = {
  /** Training days in the unbroken streak (training_streaks.current_streak), as of lastDay. */
  current: number
  longest: number
  /** All training days ever (training_streaks.total_training_days). */
  totalDays: number
  /** The latest day the streak covers: a training day or a rest day. */
  lastDay: CalendarDay | null
  /** training_streaks.last_training_date. */
  lastTrainingDay: CalendarDay | null
  /** Consecutive calendar days with training, ending on lastTrainingDay; earns freezes. */
  trainingRun: number
  /** Freezes held, 0 to 2. */
  freezes: number
  /** Rest days of the last 7 days (older ones are dropped: only the limit and the week strip need them). */
  restDays: RestDay[]
  /** Missed days of the current streak that a freeze covered, of the last 7 days. */
  frozenDays: CalendarDay[]
}

/** The record a first read creates (0/0/0). */
export const INITIAL_STREAK: StreakState = {
  current: 0,
  longest: 0,
  totalDays: 0,
  lastDay: null,
  lastTrainingDay: null,
  trainingRun: 0,
  freezes: 0,
  restDays: [],
  frozenDays: [],
}

/** The missed days between the last counted day and `day` (both excluded), oldest first. */
function missedDays(lastDay: CalendarDay, day: CalendarDay): CalendarDay[] {
  const gap = daysBetween(lastDay, day)
  return Array.from({ length: Math.max(0, gap - 1) }, (_, i) => addDays(lastDay, i + 1))
}

/** Whether the streak survives up to `day`, and the freezes that would take (all or nothing). */
function bridge(state: StreakState, day: CalendarDay): { alive: boolean; covered: CalendarDay[] } {
  if (state.lastDay === null || state.current === 0) return { alive: false, covered: [] }
  const missed = missedDays(state.lastDay, day)
  return missed.length <= state.freezes ? { alive: true, covered: missed } : { alive: false, covered: [] }
}

function recent<T>(items: readonly T[], dayOf: (item: T) => CalendarDay, today: CalendarDay): T[] {
  return items.filter((item) => daysBetween(dayOf(item), today) < STREAK_RULES.restDayWindowDays)
}

/** Freeze earned on this training day, if the run of training days just reached a multiple of 7. */
function earnFreeze(freezes: number, trainingRun: number): number {
  const earned = trainingRun > 0 && trainingRun % STREAK_RULES.freezeEveryTrainingDays === 0
  return earned ? Math.min(STREAK_RULES.maxFreezes, freezes + 1) : freezes
}

/**
 * The streak after a training session on `day` (the player's local day, todayIn(now, tz)).
 * @example applyTrainingDay(INITIAL_STREAK, '2026-03-07').current // 1
 */
export function applyTrainingDay(state: StreakState, day: CalendarDay): StreakState {
  const gap = state.lastDay === null ? null : daysBetween(state.lastDay, day)
  if (gap !== null && gap < 0) return state
  if (gap === 0 && state.lastTrainingDay === day) return state

  const trainingRun = state.lastTrainingDay !== null && daysBetween(state.lastTrainingDay, day) === 1 ? state.trainingRun + 1 : 1
  let next: StreakState
  if (gap === 0) {
    // Today was marked as a rest day and the player trained after all.
    next = { ...state, current: state.current + 1, restDays: state.restDays.filter((r) => r.day !== day) }
  } else {
    const { alive, covered } = bridge(state, day)
    next = alive
      ? { ...state, current: state.current + 1, freezes: state.freezes - covered.length, frozenDays: [...state.frozenDays, ...covered] }
      : { ...state, current: 1, frozenDays: [] }
  }
  return {
    ...next,
    longest: Math.max(state.longest, next.current),
    totalDays: state.totalDays + 1,
    lastDay: day,
    lastTrainingDay: day,
    trainingRun,
    freezes: earnFreeze(next.freezes, trainingRun),
    restDays: recent(next.restDays, (r) => r.day, day),
    frozenDays: recent(next.frozenDays, (d) => d, day),
  }
}

/** Why a rest day was refused; the API answers with the matching TRAINING_MESSAGES entry. */
export type RestDayRefusal = 'NO_STREAK' | 'ALREADY_TRAINED' | 'ALREADY_RESTING' | 'DAY_PASSED' | 'REST_DAY_LIMIT'
export type RestDayResult = { ok: true; state: StreakState } | { ok: false; code: RestDayRefusal }

/**
 * Marks `day` (today, on the player's calendar) as a rest day. Refused without a live streak to
 * keep, on a day already trained or rested, on a day before the last counted one, and past 2 rest
 * days in 7. A gap before it is covered by freezes on the same all-or-nothing rule as training.
 */
export function applyRestDay(state: StreakState, day: CalendarDay, reason: RestDayReason): RestDayResult {
  if (state.lastDay === null || state.current === 0) return { ok: false, code: 'NO_STREAK' }
  const gap = daysBetween(state.lastDay, day)
  if (gap < 0) return { ok: false, code: 'DAY_PASSED' }
  if (gap === 0) return { ok: false, code: state.lastTrainingDay === day ? 'ALREADY_TRAINED' : 'ALREADY_RESTING' }
  const { alive, covered } = bridge(state, day)
  if (!alive) return { ok: false, code: 'NO_STREAK' }
  if (recent(state.restDays, (r) => r.day, day).length >= STREAK_RULES.maxRestDays) return { ok: false, code: 'REST_DAY_LIMIT' }
  return {
    ok: true,
    state: {
      ...state,
      lastDay: day,
      freezes: state.freezes - covered.length,
      restDays: recent([...state.restDays, { day, reason }], (r) => r.day, day),
      frozenDays: recent([...state.frozenDays, ...covered], (d) => d, day),
    },
  }
}

export type StreakView = {
  /** The streak to show today: 0 once a gap has outgrown the freezes. */
  current: number
  longest: number
  totalDays: number
  /** Freezes left once the days missed so far are covered. */
  freezes: number
  /** Missed days of this streak covered by a freeze, including ones the open gap would take. */
  frozenDays: CalendarDay[]
  trainedToday: boolean
  restingToday: boolean
  /** A live streak that ends unless the player trains or rests today (no freeze left to cover it). */
  atRisk: boolean
}

/**
 * What to show on `today`. A read only: it spends nothing and stores nothing, so any number of
 * calls give the same answer; the spending is committed by the next applyTrainingDay/applyRestDay.
 * Today itself is never counted as missed: the day is not over.
 */
export function streakAsOf(state: StreakState, today: CalendarDay): StreakView {
  const base = {
    longest: state.longest,
    totalDays: state.totalDays,
    trainedToday: state.lastTrainingDay === today,
    restingToday: state.restDays.some((r) => r.day === today),
  }
  if (state.lastDay === null || state.current === 0) {
    return { ...base, current: 0, freezes: state.freezes, frozenDays: [], atRisk: false }
  }
  if (daysBetween(state.lastDay, today) <= 0) {
    return { ...base, current: state.current, freezes: state.freezes, frozenDays: state.frozenDays, atRisk: false }
  }
  const { alive, covered } = bridge(state, today)
  if (!alive) return { ...base, current: 0, freezes: state.freezes, frozenDays: [], atRisk: false }
  const freezes = state.freezes - covered.length
  return { ...base, current: state.current, freezes, frozenDays: [...state.frozenDays, ...covered], atRisk: freezes === 0 }
}

/**
 * Rest days the player may still mark in the 7 days ending `today` (the limit applyRestDay keeps).
 * @example restDaysLeft({ ...state, restDays: [{ day: '2026-03-05', reason: 'match' }] }, '2026-03-07') // 1
 */
export function restDaysLeft(state: StreakState, today: CalendarDay): number {
  const used = state.restDays.filter((r) => {
    const age = daysBetween(r.day, today)
    return age >= 0 && age < STREAK_RULES.restDayWindowDays
  }).length
  return Math.max(0, STREAK_RULES.maxRestDays - used)
}
