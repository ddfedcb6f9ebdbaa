import type {
  BillingConfigResponse,
  CancelResponse,
  CheckoutRequest,
  CheckoutResponse,
  PlanRequestRequest,
  PlanRequestResponse,
  PlanRequestsResponse,
  SubscriptionView,
} from '@app/shared/schemas/billing.ts'
import { api, type RequestOptions } from '@app/shared/api-client/api.ts'

/** The billing API (edge-api/src/routes/billing). Types only: zod stays off the first load. */
export const billingApi = {
  config: (options?: RequestOptions) => api.get<BillingConfigResponse>('/billing/config', options),
  subscription: (options?: RequestOptions) =>
    api.get<{ subscription: SubscriptionView }>('/billing/subscription', options).then((r) => r.subscription),
  checkout: (request: CheckoutRequest) => api.post<CheckoutResponse>('/billing/checkout', request),
  /** Downgrade to Free at the end of the paid period. */
  cancel: () => api.post<CancelResponse>('/billing/cancel'),
  /** A protected child under 13 asks their parent for a plan (mailed to the parent). */
  askParent: (request: PlanRequestRequest) => api.post<PlanRequestResponse>('/billing/plan-requests', request),
  planRequests: (options?: RequestOptions) => api.get<PlanRequestsResponse>('/billing/plan-requests', options),
}
