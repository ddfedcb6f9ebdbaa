import React, { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createAppStore, loadSession, reportRuntime } from '@app/shared/session/index.ts'
import '@app/shared/ui/theme.ts'
import { App } from './app.tsx'
import { markArrivedDrawn } from './routes/arrived-drawn.ts'

reportRuntime('shell', React)

// The page's one store: remotes rendered inside the shell use it, they never create their own.
const store = createAppStore()
// The state public pages were prerendered with (shell/prerender.mjs): nobody signed in yet.
const prerenderedState = store.getState()
void store.dispatch(loadSession())

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// Public pages arrive prerendered: React adopts their HTML instead of drawing the page again.
const prerendered = root.firstElementChild !== null
if (prerendered) markArrivedDrawn(window.location.pathname)
// A transition lets React work in slices and answer input in between, instead of holding a phone's
// main thread for the whole tree (Lighthouse's Total Blocking Time).
startTransition(() => {
  if (prerendered) {
    hydrateRoot(
      root,
      <StrictMode>
        <App store={store} serverState={prerenderedState} />
      </StrictMode>,
    )
  } else {
    createRoot(root).render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    )
  }
})
