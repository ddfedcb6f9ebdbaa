/**
 * Mindset tools (the paid plans' "mindset tools"): a guided breathing reset for nerves
 * before a game or after a mistake, and a short reflection journal after training. Both are the
 * player's own: no one else, a parent included, reads a reflection.
 */

/** Box breathing: four equal phases, four rounds (about a minute), a common routine in youth sport. */
export const BREATHING_PHASES = [
  { name: 'Breathe in', seconds: 4 },
  { name: 'Hold', seconds: 4 },
  { name: 'Breathe out', seconds: 4 },
  { name: 'Hold', seconds: 4 },
] as const
export const BREATHING_ROUNDS = 4
const ROUND_MS = BREATHING_PHASES.reduce((n, p) => n + p.seconds, 0) * 1000

export type BreathingStep = { done: false; round: number; phase: string; phaseIndex: number; secondsLeft: number } | { done: true }

/**
 * Where the exercise is after `elapsedMs`: the round (1-4), the phase and its whole seconds left.
 * @example breathingStep(5_000) // { done: false, round: 1, phase: 'Hold', phaseIndex: 1, secondsLeft: 3 }
 */
export function breathingStep(elapsedMs: number): BreathingStep {
  if (elapsedMs >= ROUND_MS * BREATHING_ROUNDS) return { done: true }
  const at = Math.max(0, elapsedMs)
  const round = Math.floor(at / ROUND_MS) + 1
  let into = at % ROUND_MS
  for (const [phaseIndex, p] of BREATHING_PHASES.entries()) {
    if (into < p.seconds * 1000) {
      return { done: false, round, phase: p.name, phaseIndex, secondsLeft: Math.ceil((p.seconds * 1000 - into) / 1000) }
    }
    into -= p.seconds * 1000
  }
  return { done: true }
}

/** The journal's three questions, in the order they are asked. */
export const REFLECTION_PROMPTS = {
  went_well: 'What went well?',
  learned: 'What did you learn?',
  next_focus: 'What will you work on next?',
} as const
export type ReflectionField = keyof typeof REFLECTION_PROMPTS
export const REFLECTION_MAX_LENGTH = 500
/** The newest entries the journal shows. */
export const REFLECTION_LIST_LIMIT = 30
