import type { BillingConfig } from '../../config.ts'
import type { BillingProvider } from './billing-provider.ts'
import { SimulatedProvider } from './simulated-provider.ts'
import { StripeProvider } from './stripe-provider.ts'

/** The provider configuration selects: simulated without keys, Stripe with all of them. */
export function createBillingProvider(config: BillingConfig, now: () => number): BillingProvider {
  return config.provider === 'stripe' ? new StripeProvider(config) : new SimulatedProvider(now)
}
