import { useEffect, useState } from 'react'
import { goalsApi } from '@app/shared/api-client/goals.ts'
import { wizardGoalLimit } from '@app/shared/domain/goal-wizard.ts'
import { canAddActiveGoals } from '@app/shared/domain/goals.ts'
import type { User } from '@app/shared/schemas/user.ts'

/**
 * A signed-in free player's active goals, counted (null while loading, if it fails, for a paid plan
 * or signed out: nothing to count against).
 */
function useActiveGoalCount(user: User | null): number | null {
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

  return active
}

/**
 * Will this many new goals fit the plan (free tier: 2 active goals)? A new account is on
 * the free tier. For a signed-in free player the active goals are counted; while that count loads,
 * or if it fails, the answer is "fits" and the server has the last word.
 */
export function useGoalRoom(user: User | null, adding: number): boolean {
  const active = useActiveGoalCount(user)
  if (!user) return canAddActiveGoals('free', 0, adding)
  return active === null || canAddActiveGoals(user.subscription_tier, active, adding)
}

/**
 * How many goals step 1 offers (wizardGoalLimit): signed out, what a new free account holds; signed
 * in, what the plan has room for. Until the count is known it assumes none are active; the server
 * has the last word.
 */
export function useWizardGoalLimit(user: User | null): number {
  const active = useActiveGoalCount(user)
  return wizardGoalLimit(user?.subscription_tier ?? 'free', active ?? 0)
}
