import { useState } from 'react'
import { billingApi } from '@app/shared/api-client/billing.ts'
import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import { type Plan, planById, PLANS } from '@app/shared/domain/billing/plans.ts'
import { isParentManaged } from '@app/shared/domain/family/parental-consent.ts'
import { useLocation, useNavigate } from '@app/shared/routing/index.ts'
import { loadSession, selectSession, toast, useAppDispatch, useAppSelector } from '@app/shared/session/index.ts'
import { ConfirmDialog } from '@app/shared/ui/confirm-dialog.tsx'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'
import { useLoad } from '@app/shared/ui/use-load.ts'
import '../shared/billing.css'
import { ComparisonTable } from './comparison-table.tsx'
import { PlanCard } from './plan-card.tsx'
import { PlansFaq } from './plans-faq.tsx'
import { BUILD_LABEL } from '../../build-label.ts'

// What children asked this parent for (docs/features/billing.md#asking-a-parent).
const loadAsks = (signal: AbortSignal) => billingApi.planRequests({ signal }).then((r) => r.from_children)

/** "Leo asked for Pro.": the asks of the children this signed-in parent manages, from the last week. */
function ChildPlanRequests() {
  const { load } = useLoad(loadAsks)
  if (load.status !== 'ready' || load.data.length === 0) return null
  return (
    <ul className="pp-alert pp-alert--success" role="status" aria-label="Asked by your children" data-testid="child-plan-requests">
      {load.data.map((a) => (
        <li key={`${a.first_name}-${a.plan}-${a.asked_at}`}>{BILLING_MESSAGES.childAsked(a.first_name, planById(a.plan).name)}</li>
      ))}
    </ul>
  )
}

/** /app/plans (docs/features/billing.md): the three plans, the comparison and the FAQ. The tier shown is the server's. */
export function PlansPage() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { search } = useLocation()
  const { user } = useAppSelector(selectSession)
  const current = user?.subscription_tier ?? null
  const askParent = user ? isParentManaged(user, Date.now()) : false
  const linked = new URLSearchParams(search).get('plan')
  const [downgrading, setDowngrading] = useState(false)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)

  function choose(plan: Plan) {
    if (plan.id === 'free') return setDowngrading(true) // only offered on a paid tier
    navigate('/app/subscription', { state: { selectedPlan: plan.id } })
  }

  async function downgrade() {
    setBusy(true)
    try {
      const { message } = await billingApi.cancel()
      setNotice(message)
      dispatch(toast.success(message))
      await dispatch(loadSession())
    } catch (err) {
      dispatch(toast.error(failureMessage(err, BILLING_MESSAGES.updateFailed)))
    } finally {
      setBusy(false)
      setDowngrading(false)
    }
  }

  return (
    <article className="pp-page" aria-labelledby="plans-title">
      <h1 id="plans-title">Plans</h1>
      <p className="pp-checkout__note">
        Choose your plan. Start free. Upgrade when you want unlimited goals, deeper analytics, or the tools to support your children.
      </p>
      {notice && (
        <p className="pp-alert pp-alert--success" role="status" data-testid="downgrade-notice">
          {notice}
        </p>
      )}
      {user && !askParent && <ChildPlanRequests />}
      <ul className="pp-plans__grid">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} current={current} askParent={askParent} asked={plan.id === linked} onChoose={choose} />
        ))}
      </ul>
      <ComparisonTable />
      <PlansFaq />
      {BUILD_LABEL && (
        <p className="pp-checkout__note">
          Plans build <span data-testid="remote-build-label">{BUILD_LABEL}</span>
        </p>
      )}
      {downgrading && (
        <ConfirmDialog
          title="Downgrade to Free?"
          confirmLabel="Downgrade"
          busy={busy}
          onConfirm={() => void downgrade()}
          onCancel={() => setDowngrading(false)}
        >
          Your paid plan ends at the end of the period you have paid for; until then you keep every feature. Your goals and history stay.
        </ConfirmDialog>
      )}
    </article>
  )
}
