import type { PaidPlan } from '@app/shared/domain/billing/plans.ts'
import type { SubscriptionRow } from '../../db/schema/index.ts'

export type CheckoutRequest = {
  checkoutId: string
  userId: string
  email: string
  name: string
  plan: PaidPlan
  /** What the browser's card form produced: a simulated token, or a Stripe PaymentMethod id. */
  paymentToken: string
}

export type CheckoutOutcome =
  /** Paid: the subscription is active now (the simulated provider). */
  | { kind: 'active'; periodEnd: number; customerId: string | null; subscriptionId: string | null }
  /** Created, waiting for the card to be confirmed in the browser; verified webhooks change the tier. */
  | { kind: 'requires_action'; clientSecret: string; customerId: string; subscriptionId: string }
  | { kind: 'declined'; message: string }

/** A provider's subscription state from a verified webhook event. */
export type SubscriptionEvent = {
  eventId: string
  type: string
  /** When the provider created the event (ms): older than the last applied one means it is stale. */
  createdAt: number
  subscription: {
    providerSubscriptionId: string
    providerCustomerId: string | null
    userId: string | null
    plan: PaidPlan | null
    status: 'incomplete' | 'active' | 'past_due' | 'canceled'
    currentPeriodEnd: number
    cancelAtPeriodEnd: boolean
  } | null
}

/**
 * Where money moves (architecture "Payments"): `simulated` by default, `stripe` when its keys are
 * configured. Routes depend on this interface only.
 */
export interface BillingProvider {
  readonly kind: 'simulated' | 'stripe'
  /** For the browser's card form (Stripe.js); null for the simulated provider. */
  readonly publishableKey: string | null
  checkout(request: CheckoutRequest): Promise<CheckoutOutcome>
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<void>
  /** Ends the subscription at once, with no further charge: the account it belongs to is being deleted. */
  cancelNow(subscription: SubscriptionRow): Promise<void>
  /** Verifies a webhook's signature on the raw body and reads it; throws on a bad signature. */
  readWebhook(rawBody: string, signature: string | null): Promise<SubscriptionEvent>
}

export class WebhookSignatureError extends Error {}
