import type { AchievementView } from '@app/shared/schemas/games.ts'

/**
 * The Next Milestone panel's pick: the unearned achievement the player is closest to (largest share
 * of its progress done), the cheaper one on a tie since it comes sooner. Null when all are earned.
 */
export function nextMilestone(achievements: readonly AchievementView[]): AchievementView | null {
  let best: AchievementView | null = null
  let bestShare = -1
  for (const a of achievements) {
    if (a.earned_at) continue
    const share = a.total > 0 ? a.progress / a.total : 0
    if (share > bestShare || (share === bestShare && best && a.points < best.points)) {
      best = a
      bestShare = share
    }
  }
  return best
}
