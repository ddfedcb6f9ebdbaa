import type { SessionType } from './training.ts'

/**
 * Type factors (docs/features/training-and-progress.md) in tenths, so XP is integer arithmetic: 1.2 × 70 in floating point is
 * 84.00000000000001 and 0.8 × 30 is 24.000000000000004, and a factor that lands just under a whole
 * number would lose a point to the floor. Tenths keep every result exact.
 */
const FACTOR_TENTHS: Record<SessionType, number> = { technical: 12, tactical: 12, physical: 10, match: 15, recovery: 8 }

/** The type factor as a number, for display ('× 1.2'). */
export function sessionTypeFactor(type: SessionType): number {
  return FACTOR_TENTHS[type] / 10
}

/**
 * The base of a session's XP: its duration rounded down to whole tens of minutes, floor(duration/10)×10
 * (docs/features/training-and-progress.md), before the type factor.
 * @example xpBase(45) // 40
 */
export function xpBase(durationMinutes: number): number {
  return Math.floor(Math.max(0, durationMinutes) / 10) * 10
}

/**
 * XP a logged session earns (docs/features/training-and-progress.md): floor(floor(duration/10)×10 × type factor).
 * @example sessionXp('match', 45) // 60; sessionXp('recovery', 15) // 8
 */
export function sessionXp(type: SessionType, durationMinutes: number): number {
  return Math.floor((xpBase(durationMinutes) * FACTOR_TENTHS[type]) / 10)
}

/**
 * The range the form previews before the session is saved ("base to 1.5 × base",
 * docs/features/training-and-progress.md): the base is the duration base of the formula,
 * floor(duration/10)×10, before any type factor; the top is 1.5 × base rounded down, which is what
 * the strongest type (Match, 1.5) earns. A Recovery session (0.8) earns less than its lower end, so
 * a form that knows the chosen type should also show sessionXp().
 * @example xpPreviewRange(45) // { min: 40, max: 60 }
 */
export function xpPreviewRange(durationMinutes: number): { min: number; max: number } {
  const base = xpBase(durationMinutes)
  return { min: base, max: Math.floor((base * 15) / 10) }
}
