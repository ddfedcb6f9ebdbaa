// Rendering a route ahead of time, for the build scripts that prerender pages (the shell's public
// pages, a remote's public areas). Only Node bundles import this; no browser bundle carries it.
import { type ReactNode, StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { Provider } from 'react-redux'
import { StaticRouter } from 'react-router'
import { createAppStore } from '../session/index.ts'

/**
 * The HTML of `tree` at `path`, as the browser's first render will draw it: a fresh store in its
 * first state (nobody signed in yet, the session loading), which is the state the browser hydrates
 * with (shell/src/bootstrap.tsx). Lazy pages are waited for, so the HTML is the whole page.
 */
export async function prerenderRoute(path: string, tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Provider store={createAppStore()}>
        <StaticRouter location={path}>{tree}</StaticRouter>
      </Provider>
    </StrictMode>,
  )
  return new Response(prelude).text()
}
