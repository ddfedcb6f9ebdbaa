import type { SubscriptionTier } from '@app/shared/domain/account.ts'
import { upgradePrompt } from '@app/shared/domain/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { Link } from '@app/shared/routing/index.ts'
import type { Goal } from '@app/shared/schemas/goals.ts'

export type UpgradePromptProps = { tier: SubscriptionTier; goals: readonly Goal[] }

/** The free tier's nudge (docs/features/goals.md): which text depends on how many goals are active. */
export function UpgradePrompt({ tier, goals }: UpgradePromptProps) {
  const key = upgradePrompt(tier, goals)
  if (!key) return null
  return (
    <aside className="pp-goals__upgrade" aria-label="Upgrade" data-testid="upgrade-prompt" data-prompt={key}>
      <p>{GOAL_MESSAGES[key]}</p>
      <Link className="pp-btn pp-btn--secondary" to="/app/plans">
        See Plans
      </Link>
    </aside>
  )
}
