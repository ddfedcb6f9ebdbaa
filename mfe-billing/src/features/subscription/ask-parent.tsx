import { useState } from 'react'
import { billingApi } from '@app/shared/api-client/billing.ts'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'
import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import { type PaidPlan, planById } from '@app/shared/domain/billing/plans.ts'
import { CONSENT_MESSAGES } from '@app/shared/domain/family/parental-consent.ts'
import type { PlanRequestView } from '@app/shared/schemas/billing.ts'
import { Link } from '@app/shared/routing/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'

const loadAsks = (signal: AbortSignal) => billingApi.planRequests({ signal }).then((r) => r.mine)
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' })

/**
 * What a protected child under 13 sees instead of checkout (docs/features/billing.md#asking-a-parent):
 * one button that mails the parent who manages the account, then that the ask is pending and when
 * the same plan can be asked for again. The server decides all of it; this only shows its answers.
 */
export function AskParent({ plan }: { plan: PaidPlan }) {
  const { load, replace } = useLoad(loadAsks)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { name } = planById(plan)
  const pending: PlanRequestView | undefined = load.status === 'ready' ? load.data.find((r) => r.plan === plan) : undefined

  async function ask() {
    if (sending) return
    setSending(true)
    setFailure(null)
    try {
      const { request } = await billingApi.askParent({ plan })
      replace((asks) => [request, ...(asks ?? []).filter((r) => r.plan !== plan)])
      setSent(true)
    } catch (err) {
      setFailure(failureMessage(err, BILLING_MESSAGES.unexpected))
    } finally {
      setSending(false)
    }
  }

  return (
    <section className="pp-card pp-checkout__form" aria-labelledby="ask-parent-title" data-testid="ask-parent-for-plan">
      <h2 id="ask-parent-title">{BILLING_MESSAGES.askParent}</h2>
      <p>{CONSENT_MESSAGES.askParentForPlan}</p>
      {load.status === 'loading' && <Spinner label="Checking your requests…" />}
      {pending ? (
        <div role="status" data-testid="plan-request-status">
          <p className="pp-alert pp-alert--success">
            {sent ? BILLING_MESSAGES.askSent(name) : BILLING_MESSAGES.askPending(name, when(pending.asked_at))}
          </p>
          <p className="pp-checkout__note">{BILLING_MESSAGES.askAgainAt(when(pending.ask_again_at))}</p>
        </div>
      ) : (
        <p className="pp-checkout__note">{BILLING_MESSAGES.askParentIntro(name)}</p>
      )}
      <Button block busy={sending} busyLabel="Sending…" disabled={load.status === 'loading' || Boolean(pending)} onClick={() => void ask()}>
        {BILLING_MESSAGES.askParent}
      </Button>
      <FormAlert message={failure} testId="plan-request-error" />
      <Link to="/app/plans">See all plans</Link>
    </section>
  )
}
