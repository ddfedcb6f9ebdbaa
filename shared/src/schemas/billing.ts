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
  checkout: z.object({
    id: z.string(),
    plan: z.enum(PAID_PLANS),
    status: z.enum(['processing', 'succeeded', 'failed', 'requires_action']),
    client_secret: z.nullable(z.string()),
  }),
  subscription: SubscriptionView,
  replayed: z.boolean(),
})
export type CheckoutResponse = z.infer<typeof CheckoutResponse>

export const CancelResponse = z.object({ subscription: SubscriptionView, message: z.string() })
export type CancelResponse = z.infer<typeof CancelResponse>

/** POST /api/billing/plan-requests: a protected child under 13 asks their parent for a plan. */
export const PlanRequestRequest = z.strictObject({ plan: z.enum(PAID_PLANS, { error: 'Choose Pro or Parent' }) })
export type PlanRequestRequest = z.input<typeof PlanRequestRequest>

/** One ask of the caller's: when it was made and when the same plan may be asked for again. */
export const PlanRequestView = z.object({ plan: z.enum(PAID_PLANS), asked_at: z.string(), ask_again_at: z.string() })
export type PlanRequestView = z.infer<typeof PlanRequestView>

export const PlanRequestResponse = z.object({ request: PlanRequestView })
export type PlanRequestResponse = z.infer<typeof PlanRequestResponse>

/**
 * GET /api/billing/plan-requests: the caller's own asks still within their day (`mine`), and, for a
 * parent, what the children they manage asked for in the last week (`from_children`).
 */
export const PlanRequestsResponse = z.object({
  mine: z.array(PlanRequestView),
  from_children: z.array(z.object({ first_name: z.string(), plan: z.enum(PAID_PLANS), asked_at: z.string() })),
})
export type PlanRequestsResponse = z.infer<typeof PlanRequestsResponse>
