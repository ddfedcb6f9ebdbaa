import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from '@app/shared/routing/index.ts'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { SiteFooter } from './site-footer.tsx'
import { TopNav } from './top-nav.tsx'
import './layout.css'
// The preview ribbon is drawn by the server, outside React; its style travels in the shell's stylesheet.
import './preview-ribbon.css'

/** Header, main and footer around every /app page; a page still loading shows a spinner in main. */
export function AppLayout() {
  const { pathname } = useLocation()
  // A new page starts at its top, as a full page load would. Braces matter: Chromium's scrollTo
  // now returns a Promise, and an effect must return nothing or a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return (
    <div className="pp-app">
      <a className="pp-skip-link" href="#main">
        Skip to content
      </a>
      <TopNav />
      <main id="main" className="pp-main" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  )
}
