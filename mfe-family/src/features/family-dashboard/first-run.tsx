import type { User } from '@app/shared/schemas/user.ts'
import { Link } from '@app/shared/routing/index.ts'
import { CreateFamilyForm } from '../shared/create-family-form.tsx'

/**
 * A parent's home before there is a family (docs/features/family.md, "A parent's home"): the two
 * steps, the first one ready to take. The family name starts as "<last name> Family", so creating it
 * is one click; the dashboard that follows opens linking a child with the second.
 */
export function FirstRun({ user, onCreated }: { user: User; onCreated: () => void }) {
  return (
    <section className="pp-family__first-run" aria-labelledby="first-run-title" data-testid="family-first-run">
      <div className="pp-card">
        <h2 id="first-run-title">Welcome, {user.first_name}! Two steps to follow your child</h2>
        <ol className="pp-family__steps">
          <li aria-current="step">
            <strong>Create your family account.</strong>
          </li>
          <li>
            <strong>Link your child:</strong> link the account they already have (we email them a code to accept), or create one for them.
          </li>
        </ol>
        <p className="pp-family__muted">
          Have an invitation code from another parent? <Link to="/app/family/setup">Join their family instead</Link>.
        </p>
      </div>
      <CreateFamilyForm initialName={`${user.last_name} Family`} onCreated={onCreated} />
    </section>
  )
}
