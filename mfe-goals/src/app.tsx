import React, { lazy, Suspense } from 'react'
import { Route, Routes } from '@app/shared/routing/index.ts'
import { reportRuntime } from '@app/shared/session/index.ts'
import { AreaNotFound } from '@app/shared/ui/area-not-found.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { AREA_LINKS } from './area-links.ts'

// Lets a browser test check that this remote uses the page's one React (window.__pitchpath).
reportRuntime('mfe-goals', React)

// Each page is its own chunk, so opening one page does not download the others.
const PlayerSelectionPage = lazy(() =>
  import('./features/player-selection/player-selection-page.tsx').then((m) => ({ default: m.PlayerSelectionPage })),
)
const GoalWizardPage = lazy(() => import('./features/goal-wizard/goal-wizard-page.tsx').then((m) => ({ default: m.GoalWizardPage })))
const NewGoalPage = lazy(() => import('./features/goal-editor/goal-editor-page.tsx').then((m) => ({ default: m.NewGoalPage })))
const GoalTrackerPage = lazy(() => import('./features/goal-list/goal-list-page.tsx').then((m) => ({ default: m.GoalTrackerPage })))
const DashboardPage = lazy(() => import('./features/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })))
const AnalyticsPage = lazy(() => import('./features/analytics/analytics-page.tsx').then((m) => ({ default: m.AnalyticsPage })))
const MindsetPage = lazy(() => import('./features/mindset/mindset-page.tsx').then((m) => ({ default: m.MindsetPage })))
const DrillLibraryPage = lazy(() => import('./features/drills/drill-library-page.tsx').then((m) => ({ default: m.DrillLibraryPage })))
const DrillPage = lazy(() => import('./features/drills/drill-page.tsx').then((m) => ({ default: m.DrillPage })))
const JourneyPage = lazy(() => import('./features/journey/journey-page.tsx').then((m) => ({ default: m.JourneyPage })))

/**
 * The federated root ('mfe_goals/App'). Paths are absolute and the same as in the shell: the shell
 * mounts this under a root-level catch-all, the standalone frame under its own router.
 */
export default function App() {
  return (
    <Suspense fallback={<Spinner label="Loading Goals…" />}>
      <Routes>
        <Route path="/app/player-selection" element={<PlayerSelectionPage />} />
        <Route path="/app/goal-creation" element={<GoalWizardPage />} />
        <Route path="/app/goal-creation/new" element={<NewGoalPage />} />
        <Route path="/app/goal-tracker" element={<GoalTrackerPage />} />
        <Route path="/app/dashboard" element={<DashboardPage />} />
        <Route path="/app/journey" element={<JourneyPage />} />
        <Route path="/app/analytics" element={<AnalyticsPage />} />
        <Route path="/app/mindset" element={<MindsetPage />} />
        <Route path="/app/drills" element={<DrillLibraryPage />} />
        <Route path="/app/drills/:slug" element={<DrillPage />} />
        <Route path="*" element={<AreaNotFound links={AREA_LINKS} />} />
      </Routes>
    </Suspense>
  )
}
