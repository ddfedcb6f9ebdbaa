import { useState } from 'react'
import { billingApi } from '@app/shared/api-client/billing.ts'
import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import { type PaidPlan, planById } from '@app/shared/domain/billing/plans.ts'
import { isParentManaged } from '@app/shared/domain/family/parental-consent.ts'
import { Link, useLocation } from '@app/shared/routing/index.ts'
import type { User } from '@app/shared/schemas/user.ts'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { RadioGroup } from '@app/shared/ui/radio-group.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import '../shared/billing.css'
import { SimulatedCardForm } from './simulated-card-form.tsx'
import { StripeCardForm } from './stripe-card-form.tsx'
import { AskParent } from './ask-parent.tsx'
import { OurPromises } from './our-promises.tsx'
import { useCheckout } from './use-checkout.ts'
import { PlanFeatures } from '../shared/plan-features.tsx'

/** The plan the plans page chose (navigation state selectedPlan); pro unless it says parent. */
function selectedPlan(state: unknown): PaidPlan {
  return (state as { selectedPlan?: unknown } | null)?.selectedPlan === 'parent' ? 'parent' : 'pro'
}

const SWITCHER = [
  { value: 'pro', label: 'Pro $5/month' },
  { value: 'parent', label: 'Parent $8/month' },
] as const

const loadConfig = (signal: AbortSignal) => billingApi.config({ signal })

/** /app/subscription (docs/features/billing.md): "Upgrade to {plan}", the plan's features, and checkout. */
export function SubscriptionPage() {
  const { state } = useLocation()
  const [plan, setPlan] = useState<PaidPlan>(() => selectedPlan(state))
  const { name, features } = planById(plan)
  return (
    <article className="pp-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Upgrade to {name}</h1>
      <div className="pp-checkout">
        <section className="pp-card" aria-labelledby="plan-title">
          <h2 id="plan-title">Your plan</h2>
          <RadioGroup name="plan" legend="Plan" options={SWITCHER} value={plan} onChange={setPlan} testId="plan-switcher" />
          <PlanFeatures planName={name} features={features} testId="plan-features" />
          <p className="pp-alert pp-alert--success">{BILLING_MESSAGES.moneyBack}</p>
        </section>
        <SignedInOnly what="your checkout">{(user) => <Checkout key={plan} plan={plan} user={user} />}</SignedInOnly>
      </div>
      <OurPromises />
    </article>
  )
}

function Checkout({ plan, user }: { plan: PaidPlan; user: User }) {
  const { load } = useLoad(loadConfig)
  const { phase, failure, pay } = useCheckout(plan)
  const { name, price } = planById(plan)
  const submitLabel = `Pay $${price}/month`
  // A child under 13 whose parent consented asks them instead of buying: the server refuses checkout too.
  if (isParentManaged(user, Date.now())) return <AskParent plan={plan} />
  if (user.subscription_tier === plan) {
    return (
      <section className="pp-card" data-testid="already-on-plan">
        <h2>You are on {name}</h2>
        <p>{BILLING_MESSAGES.alreadyOnPlan}.</p>
        <Link to="/app/plans">See all plans</Link>
      </section>
    )
  }
  return (
    <section className="pp-card pp-checkout__form" aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <dl data-testid="account-details">
        <dt>Name</dt>
        <dd>
          {user.first_name} {user.last_name}
        </dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </dl>
      {load.status === 'loading' && <Spinner label="Preparing secure payment…" />}
      {load.status === 'failed' && <p role="alert">{BILLING_MESSAGES.notAvailable}</p>}
      {load.status === 'ready' &&
        (load.data.provider === 'stripe' && load.data.publishable_key ? (
          <StripeCardForm
            publishableKey={load.data.publishable_key}
            busy={phase === 'processing'}
            submitLabel={submitLabel}
            onPay={(t) => void pay(t)}
          />
        ) : (
          <SimulatedCardForm busy={phase === 'processing'} submitLabel={submitLabel} onPay={(t) => void pay(t)} />
        ))}
      {/* Below the Pay button, never above it: the message going when Pay is pressed again must not
          move the button under the pointer (a double click would land on the terms link). */}
      <FormAlert message={failure} testId="payment-error" />
      <p className="pp-checkout__note">{BILLING_MESSAGES.cancelAnytime}</p>
      <p className="pp-checkout__note">
        By paying you agree to our <Link to="/app/terms">Terms of Service</Link> and <Link to="/app/privacy">Privacy Policy</Link>.
      </p>
    </section>
  )
}
