import { MONEY_BACK_DAYS, planById } from '@app/shared/domain/billing/plans.ts'
import { PlanFeatures } from '../shared/plan-features.tsx'

/**
 * Where a checkout might quote customers, ours states only what is true and kept
 * (docs/features/billing.md#honest-pages): what Free keeps, the money-back guarantee and the
 * privacy promise. No quotes, ratings or counts of players: none of them would be ours.
 */
export function OurPromises() {
  const free = planById('free')
  return (
    <section aria-labelledby="promises-title" data-testid="our-promises">
      <h2 id="promises-title">What you can count on</h2>
      <ul className="pp-promises">
        <li className="pp-card">
          <h3>Free stays free</h3>
          <p>Whatever you choose, these stay yours at no cost:</p>
          <PlanFeatures planName={free.name} features={free.features} testId="free-plan-features" />
        </li>
        <li className="pp-card">
          <h3>Your money back within {MONEY_BACK_DAYS} days</h3>
          <p>If PitchPath is not for you, ask within {MONEY_BACK_DAYS} days of paying and we refund you in full.</p>
        </li>
        <li className="pp-card">
          <h3>Your privacy</h3>
          <p>
            We never show advertising to children or sell anyone&apos;s data. Card details go straight to our payment provider: we never see
            your card number.
          </p>
        </li>
      </ul>
    </section>
  )
}
