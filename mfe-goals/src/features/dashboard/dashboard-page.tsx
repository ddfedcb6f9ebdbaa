import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { Dashboard } from './dashboard.tsx'
import './dashboard.css'
import './dashboard-charts.css'
import './dashboard-forms.css'

/** /app/dashboard: "Dashboard" (docs/features/training-and-progress.md). The shell's guard already requires a subscription. */
export function DashboardPage() {
  return (
    <article className="pp-page pp-dash" aria-labelledby="dashboard-title" data-testid="dashboard">
      <h1 id="dashboard-title" className="pp-dash__title">
        Dashboard
      </h1>
      <SignedInOnly what="your dashboard">{(user) => <Dashboard user={user} />}</SignedInOnly>
    </article>
  )
}
