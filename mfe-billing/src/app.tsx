import React, { lazy, Suspense } from 'react'
import { Route, Routes } from '@app/shared/routing/index.ts'
import { reportRuntime } from '@app/shared/session/index.ts'
import { AreaNotFound } from '@app/shared/ui/area-not-found.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { AREA_LINKS } from './area-links.ts'

// Lets a browser test check that this remote uses the page's one React (window.__pitchpath).
reportRuntime('mfe-billing', React)

// Each page is its own chunk, so opening one page does not download the others.
const PlansPage = lazy(() => import('./features/plans/plans-page.tsx').then((m) => ({ default: m.PlansPage })))
const SubscriptionPage = lazy(() => import('./features/subscription/subscription-page.tsx').then((m) => ({ default: m.SubscriptionPage })))

/**
 * The federated root ('mfe_billing/App'). Paths are absolute and the same as in the shell: the shell
 * mounts this under a root-level catch-all, the standalone frame under its own router.
 */
export default function App() {
  return (
    <Suspense fallback={<Spinner label="Loading Plans…" />}>
      <Routes>
        <Route path="/app/plans" element={<PlansPage />} />
        <Route path="/app/subscription" element={<SubscriptionPage />} />
        <Route path="*" element={<AreaNotFound links={AREA_LINKS} />} />
      </Routes>
    </Suspense>
  )
}
