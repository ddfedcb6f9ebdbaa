import { Link } from '@app/shared/routing/index.ts'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { GoalEditor } from './goal-editor.tsx'
import './goal-editor.css'

/** /app/goal-creation/new: "Create New Goal" (docs/features/goals.md). Signed out: Not Logged In linking to /app/auth. */
export function NewGoalPage() {
  return (
    <article className="pp-page pp-goal-editor" aria-labelledby="new-goal-title" data-testid="new-goal-page">
      <Link className="pp-goal-editor__back" to="/app/goal-tracker">
        <span aria-hidden="true">←</span> Back to My Goals
      </Link>
      <h1 id="new-goal-title">Create New Goal</h1>
      <p className="pp-goal-editor__lead">Write your own goal, or start from one picked for your level, age and position.</p>
      <SignedInOnly what="goal suggestions and the goal form">{(user) => <GoalEditor user={user} />}</SignedInOnly>
    </article>
  )
}
