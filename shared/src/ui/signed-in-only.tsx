import { type ReactNode, useDeferredValue } from 'react'
import { Link, useLocation } from '@app/shared/routing/index.ts'
import type { User } from '@app/shared/schemas/user.ts'
import { selectSession, useAppSelector } from '@app/shared/session/index.ts'
import { Spinner } from '@app/shared/ui/spinner.tsx'

export type SignedInOnlyProps = {
  /** What the visitor would see if signed in, e.g. "your goals" (for the Not Logged In text). */
  what: string
  children: (user: User) => ReactNode
  /**
   * Shown instead of the spinner while the session is being checked: a page that arrives drawn for a
   * signed-in visitor (docs/features/platform.md, "Signed-in pages arrive drawn") keeps its frame.
   */
  pending?: ReactNode
  /**
   * Draw the signed-in page in a transition once the session is known: React then builds a large page
   * in slices, answering input in between, instead of in one long task (a session's arrival is a
   * store update, which React otherwise renders at once).
   */
  deferred?: boolean
}

/**
 * A page's own signed-out state ("Not Logged In" with a login link). Unlike the shell's route
 * guard it does not redirect, so the page's URL and heading stay put.
 */
export function SignedInOnly({ what, children, pending, deferred = false }: SignedInOnlyProps) {
  const current = useAppSelector(selectSession)
  const later = useDeferredValue(current)
  const { status, user } = deferred ? later : current
  const location = useLocation()
  if (status === 'loading') return pending ?? <Spinner label="Checking your session…" testId="session-spinner" />
  if (!user) {
    return (
      <section className="pp-card" data-testid="not-logged-in" aria-labelledby="not-logged-in-title">
        <h2 id="not-logged-in-title">Not Logged In</h2>
        <p>Please sign in to see {what}.</p>
        <Link className="pp-btn pp-btn--primary" to="/app/auth" state={{ from: location }}>
          Sign In
        </Link>
      </section>
    )
  }
  return <>{children(user)}</>
}
