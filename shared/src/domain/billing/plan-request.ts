import type { SubscriptionTier } from '../account.ts'
import type { PaidPlan } from './plans.ts'

/**
 * A protected child under 13 asks the parent who consented for a plan instead of paying
 * (docs/features/billing.md#asking-a-parent). One ask per plan per day: the parent hears of it
 * without being flooded, and the child sees when they can ask again.
 */
export const PLAN_REQUEST_EVERY_MS = 24 * 60 * 60 * 1000

export type PlanRequestCheck =
  { ok: true } | { ok: false; code: 'CONFLICT'; reason: 'already_on_plan' } | { ok: false; code: 'RATE_LIMITED'; askAgainAt: number }

/** Whether a child on `tier`, who last asked for `plan` at `lastAskedAt` (or never), may ask for it now. */
export function canAskForPlan(plan: PaidPlan, tier: SubscriptionTier, lastAskedAt: number | null, now: number): PlanRequestCheck {
  if (tier === plan) return { ok: false, code: 'CONFLICT', reason: 'already_on_plan' }
  if (lastAskedAt !== null && now < lastAskedAt + PLAN_REQUEST_EVERY_MS) {
    return { ok: false, code: 'RATE_LIMITED', askAgainAt: lastAskedAt + PLAN_REQUEST_EVERY_MS }
  }
  return { ok: true }
}
