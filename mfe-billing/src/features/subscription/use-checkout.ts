import { useRef, useState } from 'react'
import { billingApi } from '@app/shared/api-client/billing.ts'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'
import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import { type PaidPlan, planById } from '@app/shared/domain/billing/plans.ts'
import { useNavigate } from '@app/shared/routing/index.ts'
import { loadSession, toast, useAppDispatch } from '@app/shared/session/index.ts'

export type CheckoutPhase = 'idle' | 'processing'

/** What a card form hands over: a token, or the provider's message; and, for Stripe, the confirm step. */
export type Tokenised = { token: string; confirm?: (clientSecret: string) => Promise<string | null> } | { error: string }

/**
 * Checkout's states (docs/features/billing.md): idle → processing → success (session refreshed, dashboard) or failure
 * (the provider's message, back to idle). One checkout id per attempt: a double submit of the same
 * attempt is charged once by the server; a retry after a failure is a new attempt.
 */
export function useCheckout(plan: PaidPlan) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [phase, setPhase] = useState<CheckoutPhase>('idle')
  const [failure, setFailure] = useState<string | null>(null)
  const attempt = useRef<string>(crypto.randomUUID())
  // A second press before React has drawn "Processing..." (a double click) finds this already set,
  // so one press is one payment whatever the render timing.
  const inFlight = useRef(false)

  async function pay(tokenise: () => Promise<Tokenised>) {
    if (inFlight.current || phase === 'processing') return
    inFlight.current = true
    setPhase('processing')
    setFailure(null)
    try {
      const card = await tokenise()
      if ('error' in card) throw new Error(card.error)
      const answer = await billingApi.checkout({ checkout_id: attempt.current, plan, payment_token: card.token })
      if (answer.checkout.status === 'requires_action') {
        // Stripe: the card is confirmed in the browser; the server's tier follows its webhook.
        const problem =
          card.confirm && answer.checkout.client_secret ? await card.confirm(answer.checkout.client_secret) : BILLING_MESSAGES.paymentFailed
        if (problem) throw new Error(problem)
        await waitForTier(plan)
      }
      await dispatch(loadSession())
      dispatch(toast.success(BILLING_MESSAGES.success(planById(plan).name)))
      navigate('/app/dashboard')
    } catch (err) {
      attempt.current = crypto.randomUUID()
      setFailure(
        err instanceof Error && !('status' in err)
          ? err.message || BILLING_MESSAGES.paymentFailed
          : failureMessage(err, BILLING_MESSAGES.unexpected),
      )
      setPhase('idle')
    } finally {
      inFlight.current = false
    }
  }

  return { phase, failure, pay }
}

/** After Stripe confirms, the webhook moves the tier; wait for the server to say so (about 20 s at most). */
async function waitForTier(plan: PaidPlan): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const sub = await billingApi.subscription()
    if (sub.tier === plan) return
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('Your payment went through; your plan will update in a moment. Refresh this page shortly.')
}
