import { familyHomePath, isParentOnly } from '@app/shared/domain/navigation.ts'
import { Navigate } from '@app/shared/routing/index.ts'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { Dashboard } from './dashboard.tsx'
import './dashboard.css'
import './dashboard-charts.css'
import './dashboard-forms.css'
import './dashboard-skeleton.css'

/**
 * /app/dashboard: "Dashboard" (docs/features/training-and-progress.md). The shell's guard already requires a subscription.
 * A parent who does not play has no Player Level or training here: they go to their family home
 * (docs/features/family.md, "A parent's home"), whichever link brought them.
 */
export function DashboardPage() {
  return (
    <article className="pp-page pp-dash" aria-labelledby="dashboard-title" data-testid="dashboard">
      <h1 id="dashboard-title" className="pp-dash__title">
        Dashboard
      </h1>
      <SignedInOnly what="your dashboard">
        {(user) =>
          isParentOnly(user) ? <Navigate to={familyHomePath(user) ?? '/app/parent-dashboard'} replace /> : <Dashboard user={user} />
        }
      </SignedInOnly>
    </article>
  )
}
