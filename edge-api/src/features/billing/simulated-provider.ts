import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'
import type { BillingProvider, CheckoutOutcome, CheckoutRequest, SubscriptionEvent } from './billing-provider.ts'
import { WebhookSignatureError } from './billing-provider.ts'

const PERIOD_MS = 30 * 24 * 60 * 60 * 1000

// Tokens the simulated card form makes (shared/src/domain/billing/simulated-card.ts): no card number ever reaches us.
export { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'

/**
 * The simulated checkout (docs/features/billing.md): no keys, no network. A test card is accepted and the subscription
 * is active at once for a month; the decline card is declined, so the failure path is real too.
 */
export class SimulatedProvider implements BillingProvider {
  readonly kind = 'simulated'
  readonly publishableKey = null
  /** How many checkouts reached the provider: a test counts charges with it. */
  charges = 0

  constructor(private readonly now: () => number) {}

  checkout(request: CheckoutRequest): Promise<CheckoutOutcome> {
    if (request.paymentToken === SIMULATED_TOKENS.declined) return Promise.resolve({ kind: 'declined', message: BILLING_MESSAGES.declined })
    if (request.paymentToken !== SIMULATED_TOKENS.ok) return Promise.resolve({ kind: 'declined', message: BILLING_MESSAGES.paymentFailed })
    this.charges += 1
    return Promise.resolve({ kind: 'active', periodEnd: this.now() + PERIOD_MS, customerId: null, subscriptionId: null })
  }

  cancelAtPeriodEnd(): Promise<void> {
    return Promise.resolve() // nothing outside us to tell: the flag on our row is the whole state
  }

  cancelNow(): Promise<void> {
    return Promise.resolve() // the row goes with the account; no one else holds a mandate
  }

  readWebhook(): Promise<SubscriptionEvent> {
    return Promise.reject(new WebhookSignatureError('The simulated provider sends no webhooks'))
  }
}

export const SIMULATED_PERIOD_MS = PERIOD_MS
