import Stripe from 'stripe'
import type { PaidPlan } from '@app/shared/domain/billing/plans.ts'
import type { BillingConfig } from '../../config.ts'
import type { SubscriptionRow } from '../../db/schema/index.ts'
import {
  type BillingProvider,
  type CheckoutOutcome,
  type CheckoutRequest,
  type SubscriptionEvent,
  WebhookSignatureError,
} from './billing-provider.ts'

type StripeConfig = Extract<BillingConfig, { provider: 'stripe' }>

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'])

/** Stripe's subscription states, narrowed to ours: only active (or trialing) grants a paid tier. */
function ourStatus(status: Stripe.Subscription.Status): 'incomplete' | 'active' | 'past_due' | 'canceled' {
  if (status === 'active' || status === 'trialing') return 'active'
  if (status === 'past_due') return 'past_due'
  if (status === 'incomplete') return 'incomplete'
  return 'canceled' // canceled, incomplete_expired, unpaid, paused
}

/**
 * Real payments with the official `stripe` package (used when every STRIPE_* variable is set). The
 * browser confirms the card with Stripe.js; the tier changes only when a verified webhook says so.
 */
export class StripeProvider implements BillingProvider {
  readonly kind = 'stripe'
  readonly publishableKey: string
  private readonly stripe: Stripe
  private readonly crypto = Stripe.createSubtleCryptoProvider()

  constructor(private readonly config: StripeConfig) {
    this.publishableKey = config.publishableKey
    // The fetch client: Deno has fetch, and it is the same on Deno Deploy.
    this.stripe = new Stripe(config.secretKey, { httpClient: Stripe.createFetchHttpClient() })
  }

  private planOfPrice(priceId: string | undefined): PaidPlan | null {
    if (priceId === this.config.prices.pro) return 'pro'
    if (priceId === this.config.prices.parent) return 'parent'
    return null
  }

  async checkout(request: CheckoutRequest): Promise<CheckoutOutcome> {
    // Idempotency keys from our checkout id: a retried request never makes a second customer or subscription.
    const customer = await this.stripe.customers.create(
      {
        email: request.email,
        name: request.name,
        payment_method: request.paymentToken,
        invoice_settings: { default_payment_method: request.paymentToken },
        metadata: { user_id: request.userId },
      },
      { idempotencyKey: `pp-customer-${request.checkoutId}` },
    )
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: customer.id,
        items: [{ price: this.config.prices[request.plan] }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { user_id: request.userId, plan: request.plan },
        expand: ['latest_invoice.confirmation_secret'],
      },
      { idempotencyKey: `pp-subscription-${request.checkoutId}` },
    )
    const invoice = subscription.latest_invoice as Stripe.Invoice | null
    const clientSecret = invoice?.confirmation_secret?.client_secret
    if (!clientSecret) return { kind: 'declined', message: 'Payment failed' }
    return { kind: 'requires_action', clientSecret, customerId: customer.id, subscriptionId: subscription.id }
  }

  async cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<void> {
    if (!subscription.providerSubscriptionId) return
    await this.stripe.subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: true })
  }

  async cancelNow(subscription: SubscriptionRow): Promise<void> {
    if (!subscription.providerSubscriptionId) return
    await this.stripe.subscriptions.cancel(subscription.providerSubscriptionId)
  }

  async readWebhook(rawBody: string, signature: string | null): Promise<SubscriptionEvent> {
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header')
    let event: Stripe.Event
    try {
      event = await this.stripe.webhooks.constructEventAsync(rawBody, signature, this.config.webhookSecret, undefined, this.crypto)
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature')
    }
    const base = { eventId: event.id, type: event.type, createdAt: event.created * 1000 }
    if (!SUBSCRIPTION_EVENTS.has(event.type)) return { ...base, subscription: null }
    const sub = event.data.object as Stripe.Subscription
    const item = sub.items?.data?.[0]
    return {
      ...base,
      subscription: {
        providerSubscriptionId: sub.id,
        providerCustomerId: typeof sub.customer === 'string' ? sub.customer : sub.customer?.id ?? null,
        userId: sub.metadata?.user_id ?? null,
        plan: this.planOfPrice(item?.price?.id),
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : ourStatus(sub.status),
        currentPeriodEnd: (item?.current_period_end ?? 0) * 1000,
        cancelAtPeriodEnd: sub.cancel_at_period_end,
      },
    }
  }
}
