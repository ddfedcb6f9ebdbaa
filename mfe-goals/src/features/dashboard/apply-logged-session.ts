import { BADGES } from '@app/shared/domain/badges.ts'
import type { BadgeView, TrainingLog } from '@app/shared/schemas/progress.ts'

/**
 * The recent-sessions list after a session was logged: the new one first, at most `limit`. A
 * replayed request answers with a session already listed, which then keeps its one place.
 * @example withLoggedSession([b, a], c, 3) // [c, b, a]
 */
export function withLoggedSession(logs: readonly TrainingLog[], log: TrainingLog, limit: number): TrainingLog[] {
  return [log, ...logs.filter((l) => l.id !== log.id)].slice(0, limit)
}

/** Every defined badge, none earned: what the badge list is before the server has answered. */
export function lockedBadges(): BadgeView[] {
  return BADGES.map((b) => ({ id: b.id, name: b.name, description: b.description, icon: b.icon, earned_at: null }))
}

/**
 * The badge list with the badges a session just earned marked as earned. Works on the list the
 * server sent, or on the locked list when that load failed, so a new badge shows either way.
 */
export function mergeEarnedBadges(list: readonly BadgeView[] | null, earned: readonly BadgeView[]): BadgeView[] {
  const base = list && list.length > 0 ? list : lockedBadges()
  const byId = new Map(earned.map((b) => [b.id, b]))
  const merged = base.map((b) => byId.get(b.id) ?? b)
  const missing = earned.filter((b) => !base.some((x) => x.id === b.id))
  return [...merged, ...missing]
}
