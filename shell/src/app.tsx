import { Provider } from 'react-redux'
import { BrowserRouter } from '@app/shared/routing/index.ts'
import type { AppStore } from '@app/shared/session/index.ts'
import { DemoBanner } from '@app/shared/ui/demo-banner.tsx'
import { Toaster } from '@app/shared/ui/toaster.tsx'
import { SecondFactorPrompt } from './layout/second-factor-prompt.tsx'
import { AppRoutes } from './routes/app-routes.tsx'

/** The stitched site: the page's one store and router, shared with every remote rendered inside. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <DemoBanner />
        <AppRoutes />
        <Toaster />
        <SecondFactorPrompt />
      </BrowserRouter>
    </Provider>
  )
}
