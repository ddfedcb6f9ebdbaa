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

/** Why a reported result is refused, or null when it is plausible. */
export type ReactionRefusal = 'SCORE_OUT_OF_RANGE' | 'WRONG_MAX_SCORE' | 'TOO_FAST' | 'TOO_LATE'

/** Longest a play may stay open before its result is no longer accepted. */
export const REACTION_PLAY_EXPIRES_SECONDS = 30 * 60

/**
 * Checks a reported round (architecture.md: the server cannot watch the clicks, so it checks the
 * numbers): the maximum is the round's, the score within it, and the time since the server started
 * the play at least 90% of a round (timers in a background tab may run a little fast) and under
 * 30 minutes.
 */
export function checkReactionResult(ageGroup: AgeGroup, result: { score: number; maxScore: number }, elapsedSeconds: number): ReactionRefusal | null {
  const round = REACTION_ROUNDS[ageGroup]
  if (result.maxScore !== round.targets) return 'WRONG_MAX_SCORE'
  if (!Number.isInteger(result.score) || result.score < 0 || result.score > result.maxScore) return 'SCORE_OUT_OF_RANGE'
  if (elapsedSeconds < roundSeconds(round) * 0.9) return 'TOO_FAST'
  if (elapsedSeconds > REACTION_PLAY_EXPIRES_SECONDS) return 'TOO_LATE'
  return null
}
