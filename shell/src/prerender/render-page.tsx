// Built for Node by rspack.prerender.config.mjs and run by shell/prerender.mjs after the browser
// build: the public pages' HTML, so a phone paints them before any JavaScript has arrived.
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { Provider } from 'react-redux'
import { StaticRouter } from '@app/shared/routing/server.ts'
import { createAppStore } from '@app/shared/session/index.ts'
import { AppPages } from '../app.tsx'

export { pageTitle } from '../routes/page-title.ts'

/**
 * The pages worth prerendering: public, the same for everyone, no form to type into before React
 * takes over. Everything else (sign-in, areas, account) is drawn in the browser as before.
 */
export const PRERENDERED_PATHS = ['/', '/app', '/app/features', '/app/privacy', '/app/terms'] as const

/** The inner HTML of #root for `path`, as the browser's first render will draw it: signed out, loading. */
export async function renderPage(path: string): Promise<string> {
  // A fresh store in its first state: the browser hydrates with that same state (bootstrap.tsx).
  const store = createAppStore()
  const { prelude } = await prerender(
    <StrictMode>
      <Provider store={store}>
        <StaticRouter location={path}>
          <AppPages />
        </StaticRouter>
      </Provider>
    </StrictMode>,
  )
  return new Response(prelude).text()
}
