import { tierAllows } from '@app/shared/domain/billing/tier-features.ts'
import type { SubscriptionTier } from '@app/shared/domain/account.ts'
import { GoalBoard } from './goal-board.tsx'
import { GoalsFailed } from './goals-failed.tsx'
import { GoalsLoading } from './goals-loading.tsx'
import { GoalStats } from './goal-stats.tsx'
import { UpgradePrompt } from './upgrade-prompt.tsx'
import { useGoals } from './use-goals.ts'

export type GoalTrackerProps = { tier: SubscriptionTier }

/** The signed-in part of My Goals: loading, failure with Try Again, or the goals themselves. */
export function GoalTracker({ tier }: GoalTrackerProps) {
  const { load, reload, cancel, complete, reopen, remove, replace, forget } = useGoals()
  if (load.status === 'loading') return <GoalsLoading onCancel={cancel} />
  if (load.status === 'failed') return <GoalsFailed message={load.message} onRetry={reload} />
  return (
    <>
      <UpgradePrompt tier={tier} goals={load.goals} />
      <GoalStats goals={load.goals} />
      <GoalBoard
        goals={load.goals}
        complete={complete}
        reopen={reopen}
        remove={remove}
        replace={replace}
        forget={forget}
        templates={tierAllows(tier, 'customTemplates')}
      />
    </>
  )
}
