import type { AgeGroup } from '../age-group.ts'
import { addDays, type CalendarDay, daysBetween } from '../calendar-day.ts'
import { TRIVIA_TIME_LIMIT_SECONDS } from './game-catalogue.ts'
import { ANSWER_GRACE_MS } from './scoring.ts'

/**
 * The daily challenge (docs/features/games.md "Daily challenge"): one Decision Drill scenario and one
 * trivia question a day, the same for every player of an age group, each answered once, and its own
 * streak of days with both answered.
 */
export const DAILY_KINDS = ['scenario', 'question'] as const
export type DailyKind = (typeof DAILY_KINDS)[number]

/**
 * The daily question has no countdown on screen, but an answer is only fair soon after the question
 * was shown: as in a trivia play, one later than 10 minutes (and the grace) scores 0.
 */
export const DAILY_QUESTION_LIMIT_MS = TRIVIA_TIME_LIMIT_SECONDS * 1000 + ANSWER_GRACE_MS

/**
 * 32-bit FNV-1a, then murmur3's finaliser so neighbouring strings ('…-01', '…-02') land far apart.
 * Plain integer arithmetic: the browser, Node and Deno agree on it, unlike any built-in hash.
 */
export function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/**
 * The day's item for an age group, by highest-random-weight ("rendezvous") hashing: every id gets
 * the weight hash32('day|age group|kind|id') and the heaviest wins (ties: the smaller id). The result
 * depends only on the day, the group, the kind and the SET of ids: not on their order, not on the
 * server or a restart. Adding an item changes a day's pick only where the new item outweighs the old
 * one, and the server pins each day's pick when it first serves it, so even that never happens mid-day.
 * @example dailyPick('2026-11-26', '13-17', 'scenario', ['s-1', 's-2']) // the same on every call
 */
export function dailyPick(day: CalendarDay, ageGroup: AgeGroup, kind: DailyKind, ids: readonly string[]): string | null {
  let best: string | null = null
  let bestWeight = -1
  for (const id of ids) {
    const weight = hash32(`${day}|${ageGroup}|${kind}|${id}`)
    if (weight > bestWeight || (weight === bestWeight && best !== null && id < best)) {
      best = id
      bestWeight = weight
    }
  }
  return best
}

export type DailyStreak = {
  /** Consecutive completed days ending today, or yesterday while today is still to play. */
  current: number
  /** The longest run ever. */
  best: number
}

/**
 * The daily challenge's streak from the player's completed days ('YYYY-MM-DD' on the player's own
 * calendar, each recorded with the day it was served on). A day counts once both items are answered
 * (a wrong answer or a timeout still counts: the streak rewards showing up, not luck). Today not yet
 * done does not break it: it stands on yesterday until today ends. Days after `today` (a player who
 * moved west after answering) are not counted yet.
 */
export function dailyStreak(completedDays: readonly CalendarDay[], today: CalendarDay): DailyStreak {
  const days = [...new Set(completedDays)].filter((d) => daysBetween(d, today) >= 0).sort()
  let best = 0
  let run = 0
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && daysBetween(days[i - 1]!, days[i]!) === 1 ? run + 1 : 1
    best = Math.max(best, run)
  }
  const done = new Set(days)
  let current = 0
  let day = done.has(today) ? today : addDays(today, -1)
  while (done.has(day)) {
    current++
    day = addDays(day, -1)
  }
  return { current, best }
}

export type ServedItem = { day: CalendarDay; servedAt: number; answered: boolean }

/**
 * Which day an answer belongs to: the day its item was served on. Today's item once served; else
 * yesterday's, if it was served just before the player's midnight and is still within `limitMs`
 * (so a countdown running over midnight still counts). Otherwise why not: ANSWERED (once a day),
 * NOT_SERVED (nothing was shown today: an answer must follow its item), OVER (yesterday's is gone).
 */
export function answerableDay(
  served: readonly ServedItem[],
  today: CalendarDay,
  at: number,
  limitMs: number,
): { day: CalendarDay } | 'ANSWERED' | 'NOT_SERVED' | 'OVER' {
  const todays = served.find((s) => s.day === today)
  if (todays) return todays.answered ? 'ANSWERED' : { day: today }
  const yesterdays = served.find((s) => s.day === addDays(today, -1) && !s.answered)
  if (!yesterdays) return 'NOT_SERVED'
  return at - yesterdays.servedAt <= limitMs ? { day: yesterdays.day } : 'OVER'
}
