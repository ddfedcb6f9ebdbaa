import { Link } from '@app/shared/routing/index.ts'
import { selectUser, useAppSelector } from '@app/shared/session/index.ts'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { GoalTracker } from './goal-tracker.tsx'
import './goal-list.css'

/** /app/goal-tracker: "My Goals" (docs/features/goals.md). Signed out: Not Logged In with a sign-in link. */
export function GoalTrackerPage() {
  const user = useAppSelector(selectUser)
  return (
    <article className="pp-page pp-goals" aria-labelledby="goals-title" data-testid="goal-tracker">
      <header className="pp-goals__header">
        <div>
          <h1 id="goals-title">My Goals</h1>
          <p className="pp-goals__lead">Track what you are working on and mark goals complete as you reach them.</p>
        </div>
        {user && (
          <Link className="pp-btn pp-btn--primary" to="/app/goal-creation/new" data-testid="new-goal-link">
            <span aria-hidden="true">+</span> New Goal
          </Link>
        )}
      </header>
      <SignedInOnly what="your goals" deferred>
        {(u) => <GoalTracker tier={u.subscription_tier} />}
      </SignedInOnly>
    </article>
  )
}
