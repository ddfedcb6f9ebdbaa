import type { ReactNode } from 'react'
import { Navigate, useLocation } from '@app/shared/routing/index.ts'
import { selectSession, useAppSelector } from '@app/shared/session/index.ts'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { arrivedDrawn } from './arrived-drawn.ts'
import { guardDecision } from './guard-decision.ts'

export type Access = 'public' | 'signedIn' | 'subscription'
export type RouteGuardProps = { access: Access; children: ReactNode }

/**
 * Lets a route through, or sends the visitor to sign in (the origin rides along in
 * location.state.from, so sign-in can return there) or to /app/subscription. 'public' passes
 * straight through, so a remote keeps one element tree across its guarded and open routes.
 */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const { status, user } = useAppSelector(selectSession)
  const location = useLocation()
  if (access === 'public') return <>{children}</>
  switch (guardDecision(status, user, access === 'subscription')) {
    case 'wait':
      // A page that arrived drawn keeps its area (which shows its own pending state) until the
      // session is known: no spinner in its place, no second paint of the same page.
      if (arrivedDrawn(location.pathname)) return <>{children}</>
      return <Spinner label="Checking your session…" testId="route-guard-spinner" />
    case 'signIn':
      return <Navigate to="/app/auth" state={{ from: location }} replace />
    case 'subscribe':
      return <Navigate to="/app/subscription" replace />
    case 'allow':
      return <>{children}</>
  }
}
