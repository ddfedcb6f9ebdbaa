import { type FormEvent, useEffect, useRef, useState } from 'react'
import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import { Button } from '@app/shared/ui/button.tsx'
import type { Tokenised } from './use-checkout.ts'

// The few Stripe.js calls we use, typed here: the library is loaded from Stripe at run time only
// when the server is configured for Stripe (never bundled, never loaded in the simulated mode).
type StripeCard = { mount: (el: HTMLElement) => void; destroy: () => void }
type StripeJs = {
  elements: () => { create: (type: 'card') => StripeCard }
  createPaymentMethod: (opts: {
    type: 'card'
    card: StripeCard
  }) => Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>
  confirmCardPayment: (clientSecret: string) => Promise<{ error?: { message?: string } }>
}
declare global {
  interface Window {
    Stripe?: (key: string) => StripeJs
  }
}

function loadStripeJs(): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = 'https://js.stripe.com/v3/'
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error(BILLING_MESSAGES.notAvailable)))
    script.onerror = () => reject(new Error(BILLING_MESSAGES.notAvailable))
    document.head.append(script)
  })
}

/** Stripe's card Element: the card goes to Stripe, we receive a PaymentMethod id. */
export function StripeCardForm({
  publishableKey,
  busy,
  submitLabel,
  onPay,
}: {
  publishableKey: string
  busy: boolean
  submitLabel: string
  onPay: (tokenise: () => Promise<Tokenised>) => void
}) {
  const mountPoint = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState<{ stripe: StripeJs; card: StripeCard } | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)

  useEffect(() => {
    let card: StripeCard | null = null
    loadStripeJs()
      .then((StripeCtor) => {
        const stripe = StripeCtor(publishableKey)
        card = stripe.elements().create('card')
        if (mountPoint.current) card.mount(mountPoint.current)
        setReady({ stripe, card })
      })
      .catch((err: Error) => setLoadError(err.message))
    return () => card?.destroy()
  }, [publishableKey])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!ready) return // Nothing happens until the provider's form is ready
    onPay(async () => {
      const { paymentMethod, error } = await ready.stripe.createPaymentMethod({ type: 'card', card: ready.card })
      if (!paymentMethod) return { error: error?.message || BILLING_MESSAGES.paymentFailed }
      return {
        token: paymentMethod.id,
        confirm: async (clientSecret) => (await ready.stripe.confirmCardPayment(clientSecret)).error?.message ?? null,
      }
    })
  }

  return (
    <form className="pp-checkout__form" aria-label="Card details" onSubmit={submit} data-testid="card-form">
      {loadError && <p role="alert">{loadError}</p>}
      <div className="pp-checkout__stripe" ref={mountPoint} />
      <Button type="submit" block busy={busy} busyLabel={BILLING_MESSAGES.processing} disabled={!ready}>
        {submitLabel}
      </Button>
    </form>
  )
}
