import { Navigate, useLocation } from '@app/shared/routing/index.ts'

/** Old links without /app (docs/features/platform.md) land on their /app page with query, hash and state intact. */
export function LegacyRedirect({ to }: { to: string }) {
  const { search, hash, state } = useLocation()
  return <Navigate to={{ pathname: to, search, hash }} state={state} replace />
}
