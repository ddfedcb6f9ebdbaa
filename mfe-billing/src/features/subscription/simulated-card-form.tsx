import { type FormEvent, useState } from 'react'
import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import { SIMULATED_CHECKOUT_DELAY_MS } from '@app/shared/domain/billing/plans.ts'
import { simulatedToken } from '@app/shared/domain/billing/simulated-card.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import type { Tokenised } from './use-checkout.ts'

const thisMonth = () => new Date().toISOString().slice(0, 7)

/** The simulated provider's card fields: checked and tokenised in the browser after 2 s (docs/features/billing.md). */
export function SimulatedCardForm({
  busy,
  submitLabel,
  onPay,
}: {
  busy: boolean
  submitLabel: string
  onPay: (tokenise: () => Promise<Tokenised>) => void
}) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' })
  const set = (name: keyof typeof card) => (e: { target: { value: string } }) => setCard((c) => ({ ...c, [name]: e.target.value }))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!card.number.trim()) return // No card, no submit
    onPay(() => new Promise((resolve) => setTimeout(() => resolve(simulatedToken(card, thisMonth())), SIMULATED_CHECKOUT_DELAY_MS)))
  }

  return (
    <form className="pp-checkout__form" aria-label="Card details" noValidate onSubmit={submit} data-testid="card-form">
      <p className="pp-checkout__note" data-testid="test-card-hint">
        {BILLING_MESSAGES.testCardHint}
      </p>
      <TextField
        name="card_number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={set('number')}
      />
      <div className="pp-checkout__card-row">
        <TextField
          name="card_expiry"
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={card.expiry}
          onChange={set('expiry')}
        />
        <TextField
          name="card_cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={card.cvc}
          onChange={set('cvc')}
        />
      </div>
      <Button type="submit" block busy={busy} busyLabel={BILLING_MESSAGES.processing}>
        {submitLabel}
      </Button>
    </form>
  )
}
