import { useLocation } from '@app/shared/routing/index.ts'
import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** The plan the plans page chose (navigation state selectedPlan, spec §2); pro unless it says parent. */
function selectedPlanName(state: unknown): 'Pro' | 'Parent' {
  return (state as { selectedPlan?: unknown } | null)?.selectedPlan === 'parent' ? 'Parent' : 'Pro'
}

/** /app/subscription: "Upgrade to {plan name}" (spec §2). Checkout ships in a later release. */
export function SubscriptionPage() {
  const { state } = useLocation()
  return (
    <PagePlaceholder title={`Upgrade to ${selectedPlanName(state)}`} links={AREA_LINKS}>
      <SignedInOnly what="your checkout">{(user) => <p>Signed in as {user.first_name} {user.last_name}.</p>}</SignedInOnly>
    </PagePlaceholder>
  )
}
