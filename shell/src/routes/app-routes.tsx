import { type ComponentType, lazy, Suspense } from 'react'
import { Route, Routes } from '@app/shared/routing/index.ts'
import { LEGACY_REDIRECTS } from '@app/shared/domain/navigation.ts'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { AppLayout } from '../layout/app-layout.tsx'
import { AreaRoute } from './area-route.tsx'
import type { ShellPagePath } from './page-title.ts'
import { LegacyRedirect } from './legacy-redirect.tsx'

// Every page is its own chunk: the first load carries only the layout and the page it shows.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, key: K) =>
  lazy(() => load().then((m) => ({ default: m[key] })))
const LandingPage = named(() => import('../pages/static/landing-page.tsx'), 'LandingPage')
const HeroPage = named(() => import('../pages/static/hero-page.tsx'), 'HeroPage')
const FeaturesPage = named(() => import('../pages/static/features-page.tsx'), 'FeaturesPage')
const PrivacyPage = named(() => import('../pages/static/privacy-page.tsx'), 'PrivacyPage')
const TermsPage = named(() => import('../pages/static/terms-page.tsx'), 'TermsPage')
const AuthPage = named(() => import('../pages/auth/auth-page.tsx'), 'AuthPage')
const ForgotPasswordPage = named(() => import('../pages/auth/forgot-password-page.tsx'), 'ForgotPasswordPage')
const ResetPasswordPage = named(() => import('../pages/auth/reset-password-page.tsx'), 'ResetPasswordPage')
const AccountPage = named(() => import('../pages/account/account-page.tsx'), 'AccountPage')
const StopRemindersPage = named(() => import('../pages/reminders/stop-reminders-page.tsx'), 'StopRemindersPage')

/** The shell's own pages inside the app layout. A path needs a title to compile (page-title.ts). */
const SHELL_PAGES: readonly { path: ShellPagePath; Page: ComponentType }[] = [
  { path: '/app', Page: HeroPage },
  { path: '/app/features', Page: FeaturesPage },
  { path: '/app/privacy', Page: PrivacyPage },
  { path: '/app/terms', Page: TermsPage },
  { path: '/app/auth', Page: AuthPage },
  { path: '/app/forgot-password', Page: ForgotPasswordPage },
  { path: '/app/reset-password', Page: ResetPasswordPage },
  { path: '/app/account', Page: AccountPage },
  { path: '/app/reminders/stop', Page: StopRemindersPage },
]

/** The shell's route table (docs/features/platform.md). Remote areas and the 404 page live under the catch-all. */
export function AppRoutes() {
  return (
    <Routes>
      {/* The dark beta landing is a screen of its own, without the app's header and footer. */}
      <Route
        path="/"
        element={
          <Suspense fallback={<Spinner />}>
            <LandingPage />
          </Suspense>
        }
      />
      <Route element={<AppLayout />}>
        {SHELL_PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {Object.entries(LEGACY_REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<LegacyRedirect to={to} />} />
        ))}
        <Route path="*" element={<AreaRoute />} />
      </Route>
    </Routes>
  )
}
