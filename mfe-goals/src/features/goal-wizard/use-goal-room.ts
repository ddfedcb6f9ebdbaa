import { useEffect, useState } from 'react'
import { goalsApi } from '@app/shared/api-client/goals.ts'
import { canAddActiveGoals } from '@app/shared/domain/goals.ts'
import type { User } from '@app/shared/schemas/user.ts'

/**
 * Will this many new goals fit the plan (free tier: 2 active goals)? A new account is on
 * the free tier. For a signed-in free player the active goals are counted; while that count loads,
 * or if it fails, the answer is "fits" and the server has the last word.
 */
export function useGoalRoom(user: User | null, adding: number): boolean {
  const [active, setActive] = useState<number | null>(null)
  const tier = user?.subscription_tier ?? 'free'
  const userId = user?.id ?? null

  useEffect(() => {
    setActive(null)
    if (!userId || tier !== 'free') return
    const controller = new AbortController()
    goalsApi
      .list('active', { signal: controller.signal })
      .then((goals) => setActive(goals.length))
      .catch(() => undefined)
    return () => controller.abort()
  }, [userId, tier])

  if (!userId) return canAddActiveGoals('free', 0, adding)
  return active === null || canAddActiveGoals(tier, active, adding)
}
