import { familyHomePath, isParentOnly } from '@app/shared/domain/navigation.ts'
import { Navigate } from '@app/shared/routing/index.ts'
import { selectSession, useAppSelector } from '@app/shared/session/index.ts'
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
  const { status, user } = useAppSelector(selectSession)
  const player = user && !isParentOnly(user) ? user : null
  return (
    <article className="pp-page pp-dash" aria-labelledby="dashboard-title" data-testid="dashboard">
      <h1 id="dashboard-title" className="pp-dash__title">
        Dashboard
      </h1>
      {/* One element from the drawn page to the player's: its words change in place, so the page's
          largest paint is the greeting the server sent (docs/features/platform.md, "Signed-in pages
          arrive drawn"), not a second one once the name is known. */}
      {(status === 'loading' || player) && (
        <p className="pp-dash__greeting" data-testid="dashboard-greeting">
          {player ? `Welcome back, ${player.first_name}!` : 'Welcome back!'} Every session you log moves you up a level.
        </p>
      )}
      {/* The grid's first state (cards-after-greeting.tsx): it holds the cards' height until they come. */}
      <SignedInOnly what="your dashboard" pending={<div className="pp-dash__grid" data-pending="true" />} deferred>
        {(user) =>
          isParentOnly(user) ? <Navigate to={familyHomePath(user) ?? '/app/parent-dashboard'} replace /> : <Dashboard user={user} />
        }
      </SignedInOnly>
    </article>
  )
}
