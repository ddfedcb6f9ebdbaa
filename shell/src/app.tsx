import { useEffect } from 'react'
import { Provider } from 'react-redux'
import { BrowserRouter } from '@app/shared/routing/index.ts'
import type { AppStore, RootState } from '@app/shared/session/index.ts'
import { DemoBanner } from '@app/shared/ui/demo-banner.tsx'
import { Toaster } from '@app/shared/ui/toaster.tsx'
import { AppStatus } from './layout/app-status.tsx'
import { DocumentTitle } from './layout/document-title.tsx'
import { SecondFactorPrompt } from './layout/second-factor-prompt.tsx'
import { AppRoutes } from './routes/app-routes.tsx'

/**
 * Sets <html data-app="ready"> once React runs the page (the router listening, buttons working).
 * Until then a prerendered page is HTML only: its links load pages, its buttons do nothing yet.
 * Browser tests that drive the router directly wait for it (shell/e2e/support.ts).
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready'
  }, [])
  return null
}

/** Everything inside the router: the browser and the build's prerender render the same tree. */
export function AppPages() {
  return (
    <>
      <AppReady />
      <DocumentTitle />
      <DemoBanner />
      <AppStatus />
      <AppRoutes />
      <Toaster />
      <SecondFactorPrompt />
    </>
  )
}

/**
 * The stitched site: the page's one store and router, shared with every remote rendered inside.
 * `serverState` is the state a prerendered page was rendered with: hydration reads it, so a session
 * that arrives mid-hydration cannot make the first render differ from the page's HTML.
 */
export function App({ store, serverState }: { store: AppStore; serverState?: RootState }) {
  return (
    <Provider store={store} serverState={serverState}>
      <BrowserRouter>
        <AppPages />
      </BrowserRouter>
    </Provider>
  )
}
