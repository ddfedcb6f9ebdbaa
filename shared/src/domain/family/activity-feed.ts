/** The family activity feed (docs/features/family.md). */
export const ACTIVITY_TYPES = ['goal_completed', 'training_session', 'badge_earned', 'checkin', 'game_played'] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]

export type ActivityItem = { type: ActivityType; description: string; at: number; memberName: string; memberId: string }

export const FEED_WINDOW_MS = 7 * 24 * 60 * 60 * 1000
export const FEED_MAX_ITEMS = 50
/** At most this many of each kind per member (docs/features/family.md). */
export const FEED_PER_SOURCE: Record<ActivityType, number> = {
  goal_completed: 5,
  training_session: 5,
  badge_earned: 3,
  checkin: 5,
  game_played: 5,
}

/**
 * Merges every member's items: only the last 7 days, the newest few of each kind per member, then
 * newest first and at most 50 in all.
 */
export function mergeFeed(items: ActivityItem[], now: number): ActivityItem[] {
  const recent = items.filter((i) => i.at > now - FEED_WINDOW_MS && i.at <= now).sort((a, b) => b.at - a.at)
  const taken = new Map<string, number>()
  const kept: ActivityItem[] = []
  for (const item of recent) {
    const key = `${item.memberId}:${item.type}`
    const n = taken.get(key) ?? 0
    if (n >= FEED_PER_SOURCE[item.type]) continue
    taken.set(key, n + 1)
    kept.push(item)
  }
  return kept.slice(0, FEED_MAX_ITEMS)
}
