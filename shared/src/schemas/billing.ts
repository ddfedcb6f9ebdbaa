import * as z from 'zod/mini'
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '../domain/account.ts'
import { PAID_PLANS } from '../domain/billing/plans.ts'

/** The billing API (edge-api/src/routes/billing). The server decides the tier; requests only ask. */

/** GET /api/billing/config: which card form the browser shows. */
export const BillingConfigResponse = z.object({ provider: z.enum(['simulated', 'stripe']), publishable_key: z.nullable(z.string()) })
export type BillingConfigResponse = z.infer<typeof BillingConfigResponse>

/** POST /api/billing/checkout. checkout_id is made by the browser once per checkout: a resubmit reuses it. */
export const CheckoutRequest = z.strictObject({
  checkout_id: z.uuid('A checkout id is required'),
  plan: z.enum(PAID_PLANS, { error: 'Choose Pro or Parent' }),
  payment_token: z.string({ error: 'Enter your card details' }).check(z.minLength(3, 'Enter your card details'), z.maxLength(255)),
})
export type CheckoutRequest = z.input<typeof CheckoutRequest>

export const SubscriptionView = z.object({
  tier: z.enum(SUBSCRIPTION_TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.nullable(z.enum(PAID_PLANS)),
  current_period_end: z.nullable(z.string()),
  cancel_at_period_end: z.boolean(),
  provider: z.nullable(z.enum(['simulated', 'stripe'])),
})
export type SubscriptionView = z.infer<typeof SubscriptionView>

export const SubscriptionResponse = z.object({ subscription: SubscriptionView })

export const CheckoutResponse = z.object({
  checkout: z.object({ id: z.string(), plan: z.enum(PAID_PLANS), status: z.enum(['processing', 'succeeded', 'failed', 'requires_action']), client_secret: z.nullable(z.string()) }),
  subscription: SubscriptionView,
  replayed: z.boolean(),
})
export type CheckoutResponse = z.infer<typeof CheckoutResponse>

export const CancelResponse = z.object({ subscription: SubscriptionView, message: z.string() })
export type CancelResponse = z.infer<typeof CancelResponse>
