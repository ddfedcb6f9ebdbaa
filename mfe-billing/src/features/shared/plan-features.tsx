import { COMING_SOON } from '@app/shared/domain/billing/plans.ts'

/**
 * A plan's features, the ones PitchPath does not have yet marked Coming soon (and muted), so a
 * family never pays for something the card only implies it gets today.
 */
export function PlanFeatures({ planName, features, testId }: { planName: string; features: readonly string[]; testId?: string }) {
  return (
    <ul className="pp-plan__features" aria-label={`${planName} includes`} data-testid={testId}>
      {features.map((feature) =>
        COMING_SOON.has(feature) ? (
          <li key={feature} className="pp-plan__soon" data-testid="coming-soon-feature">
            {feature} <span className="pp-badge pp-plan__soon-tag">Coming soon</span>
          </li>
        ) : (
          <li key={feature}>{feature}</li>
        ),
      )}
    </ul>
  )
}
