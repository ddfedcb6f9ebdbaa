import type { SubscriptionTier } from '@app/shared/domain/account.ts'
import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import { type Plan, planButton } from '@app/shared/domain/billing/plans.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { PlanFeatures } from '../shared/plan-features.tsx'

/**
 * One plan (docs/features/billing.md): price, features, the Current badge and the one right button.
 * A protected child under 13 is offered "Ask a parent" where others upgrade; `asked` marks the plan a
 * parent's mailed link names.
 */
export function PlanCard({
  plan,
  current,
  askParent = false,
  asked = false,
  onChoose,
}: {
  plan: Plan
  current: SubscriptionTier | null
  askParent?: boolean
  asked?: boolean
  onChoose: (plan: Plan) => void
}) {
  const offered = current ? planButton(plan.id, current) : 'Upgrade Now'
  const label = askParent && offered === 'Upgrade Now' ? BILLING_MESSAGES.askParent : offered
  const isCurrent = plan.id === current
  // Signed out, the free plan is what a visitor already has without paying: nothing to choose.
  const nothingToDo = !current && plan.id === 'free'
  return (
    <li
      className={`pp-card pp-plan${plan.popular ? ' pp-plan--popular' : ''}${asked ? ' pp-plan--asked' : ''}`}
      data-testid={`plan-${plan.id}`}
    >
      <div className="pp-plan__badges">
        {plan.popular && <span className="pp-badge pp-badge--success">Most Popular</span>}
        {isCurrent && (
          <span className="pp-badge" data-testid="current-badge">
            Current
          </span>
        )}
      </div>
      <h2>{plan.name}</h2>
      <p className="pp-plan__price">
        ${plan.price}
        <span className="pp-plan__period">/{plan.period}</span>
      </p>
      <p>{plan.description}</p>
      <PlanFeatures planName={plan.name} features={plan.features} />
      {plan.limitations.length > 0 && (
        <ul className="pp-plan__limits" aria-label={`${plan.name} does not include`}>
          {plan.limitations.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      {nothingToDo ? (
        <Button variant="secondary" disabled>
          Free forever
        </Button>
      ) : (
        <Button
          variant={label === 'Upgrade Now' || label === BILLING_MESSAGES.askParent ? 'primary' : 'secondary'}
          disabled={isCurrent}
          onClick={() => onChoose(plan)}
        >
          {label} <span className="pp-visually-hidden">({plan.name})</span>
        </Button>
      )}
    </li>
  )
}
