import type { AgeGroup } from '../age-group.ts'

/**
 * Reaction Master's round, by age group: the static game page (mfe-games/public/reaction_master)
 * plays it, the server checks a reported result against it. One point per target hit, so the
 * maximum is the number of targets (the hub's 10-30 points). About 60-75 s a round.
 */
export type ReactionRound = {
  targets: number
  /** A target vanishes after this long. */
  lifetimeMs: number
  /** A new target every this long. */
  intervalMs: number
  /** Target diameter in CSS pixels: bigger for younger players. */
  sizePx: number
}

export const REACTION_ROUNDS: Record<AgeGroup, ReactionRound> = {
  '8-12': { targets: 30, lifetimeMs: 1800, intervalMs: 2400, sizePx: 84 },
  '13-17': { targets: 30, lifetimeMs: 1400, intervalMs: 2200, sizePx: 68 },
  '18+': { targets: 30, lifetimeMs: 1100, intervalMs: 2000, sizePx: 56 },
}

/** A round's length in seconds (the last target's appearance plus its lifetime). */
export function roundSeconds(round: ReactionRound): number {
  return ((round.targets - 1) * round.intervalMs + round.lifetimeMs) / 1000
}

/**
 * Why a reported result is refused, or null when it is plausible. HITS_NOT_RECORDED: the report
 * claims more hits than the server timed; ROUND_NOT_STARTED: the server never started the round.
 */
export type ReactionRefusal = 'SCORE_OUT_OF_RANGE' | 'WRONG_MAX_SCORE' | 'TOO_FAST' | 'TOO_LATE' | 'HITS_NOT_RECORDED' | 'ROUND_NOT_STARTED'

/**
 * A hit sooner than this after its target appeared is anticipation, not a reaction (athletics calls
 * a start under 100 ms false for the same reason).
 */
export const REACTION_FLOOR_MS = 100

/** A hit may reach the server this long after its target vanished: the network between them. */
export const HIT_GRACE_MS = 1500

/** How long after the round's end its result is still accepted (a slow network, a busy tab). */
export const REACTION_FINISH_SLACK_SECONDS = 60

/**
 * Whether a hit on target `target` (0-based), reaching the server `sinceStartMs` after it started
 * the round, fits the round it issued: the target had been on the pitch at least the reaction floor
 * and had not long vanished.
 * @example hitFits(REACTION_ROUNDS['13-17'], 1, 2500) // true: target 1 appears at 2200 ms
 */
export function hitFits(round: ReactionRound, target: number, sinceStartMs: number): boolean {
  if (!Number.isInteger(target) || target < 0 || target >= round.targets) return false
  const reaction = sinceStartMs - target * round.intervalMs
  return reaction >= REACTION_FLOOR_MS && reaction <= round.lifetimeMs + HIT_GRACE_MS
}

/**
 * Checks a reported round against what the server recorded (the page plays it, the
 * server times it): the maximum is the round's, the score within it and no more than the hits the
 * server timed one by one, and the time since the server started the round at least 90% of a round
 * (timers in a background tab may run a little fast) and at most a minute past its end.
 */
export function checkReactionResult(
  ageGroup: AgeGroup,
  result: { score: number; maxScore: number },
  recorded: { hits: number; roundSeconds: number | null },
): ReactionRefusal | null {
  const round = REACTION_ROUNDS[ageGroup]
  if (result.maxScore !== round.targets) return 'WRONG_MAX_SCORE'
  if (!Number.isInteger(result.score) || result.score < 0 || result.score > result.maxScore) return 'SCORE_OUT_OF_RANGE'
  if (recorded.roundSeconds === null) return 'ROUND_NOT_STARTED'
  if (recorded.roundSeconds < roundSeconds(round) * 0.9) return 'TOO_FAST'
  if (recorded.roundSeconds > roundSeconds(round) + REACTION_FINISH_SLACK_SECONDS) return 'TOO_LATE'
  if (result.score > recorded.hits) return 'HITS_NOT_RECORDED'
  return null
}
