import React, { lazy, Suspense } from 'react'
import { Route, Routes } from '@app/shared/routing/index.ts'
import { reportRuntime } from '@app/shared/session/index.ts'
import { AreaNotFound } from '@app/shared/ui/area-not-found.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { AREA_LINKS } from './area-links.ts'

// Lets a browser test check that this remote uses the page's one React (window.__pitchpath).
reportRuntime('mfe-family', React)

// Each page is its own chunk, so opening one page does not download the others.
const FamilyDashboardPage = lazy(() =>
  import('./features/family-dashboard/family-dashboard-page.tsx').then((m) => ({ default: m.FamilyDashboardPage })),
)
const FamilyReportPage = lazy(() =>
  import('./features/family-report/family-report-page.tsx').then((m) => ({ default: m.FamilyReportPage })),
)
const FamilySetupPage = lazy(() => import('./features/family-setup/family-setup-page.tsx').then((m) => ({ default: m.FamilySetupPage })))
const FamilySettingsPage = lazy(() =>
  import('./features/family-settings/family-settings-page.tsx').then((m) => ({ default: m.FamilySettingsPage })),
)
const MemberDetailPage = lazy(() =>
  import('./features/member-detail/member-detail-page.tsx').then((m) => ({ default: m.MemberDetailPage })),
)
const ParentalConsentPage = lazy(() =>
  import('./features/parental-consent/parental-consent-page.tsx').then((m) => ({ default: m.ParentalConsentPage })),
)
const TeamsPage = lazy(() => import('./features/teams/teams-page.tsx').then((m) => ({ default: m.TeamsPage })))
const TeamPage = lazy(() => import('./features/teams/team-page.tsx').then((m) => ({ default: m.TeamPage })))
const VerifyLinkPage = lazy(() => import('./features/verify-link/verify-link-page.tsx').then((m) => ({ default: m.VerifyLinkPage })))

/**
 * The federated root ('mfe_family/App'). Paths are absolute and the same as in the shell: the shell
 * mounts this under a root-level catch-all, the standalone frame under its own router.
 */
export default function App() {
  return (
    <Suspense fallback={<Spinner label="Loading Family…" />}>
      <Routes>
        <Route path="/app/parent-dashboard" element={<FamilyDashboardPage />} />
        <Route path="/app/family/report" element={<FamilyReportPage />} />
        <Route path="/app/family/setup" element={<FamilySetupPage />} />
        <Route path="/app/family/settings" element={<FamilySettingsPage />} />
        <Route path="/app/family/member/:memberId" element={<MemberDetailPage />} />
        <Route path="/app/family/verify-link" element={<VerifyLinkPage />} />
        <Route path="/app/family/consent" element={<ParentalConsentPage />} />
        <Route path="/app/teams" element={<TeamsPage />} />
        <Route path="/app/teams/:groupId" element={<TeamPage />} />
        <Route path="*" element={<AreaNotFound links={AREA_LINKS} />} />
      </Routes>
    </Suspense>
  )
}
